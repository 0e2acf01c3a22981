import type { Readable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { Config } from '../../config';
import { ApiKey, Media, Person, UploadSession, Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import {
  LINK_UPLOAD_KEEP_DAYS,
  SIZE_LIMITS,
  UPLOAD_LINK_DEFAULT_FILES,
  UPLOAD_LINK_DEFAULT_MINUTES,
  UPLOAD_URL_TTL_MS,
} from '../../media/limits';
import { acceptedKind, mediaTooLarge } from '../../media/refusals';
import type { UrlSigner } from '../../media/signed-urls';
import type { MediaView } from './media-files';
import type { MediaService } from './media-service';
import type { MediaUploadService } from './media-upload-service';
import type { OAuthService } from '../people/oauth-service';
import type { SessionService } from '../people/session-service';
import type { WorkspaceService } from '../people/workspace-service';

export interface UploadLinkInput {
  maxFiles?: number;
  expiresInMinutes?: number;
}

export interface UploadLinkView {
  id: string;
  /** Keyless: `PUT {url}/{fileName}` with the file as the body. */
  url: string;
  maxFiles: number;
  expiresAt: string;
  files: MediaView[];
}

/** What a PUT on an upload link carries besides the body. */
export interface UploadLinkFile {
  fileName: string;
  contentType?: string;
  contentLength?: number;
}

/**
 * Upload links: a signed, keyless URL taking up to `maxFiles` files into a workspace until it
 * expires. Each file becomes a pending Media, stored and probed by MediaUploadService's own upload and
 * complete, so it arrives `ready`. The token names the link (`ups_…`) signed as an `upload`
 * claim; the link's row decides whether it still works (expiry, file count).
 */
export class UploadSessionService {
  constructor(
    private readonly orm: MikroORM,
    private readonly media: MediaService,
    private readonly uploads: MediaUploadService,
    private readonly signer: UrlSigner,
    private readonly workspaces: WorkspaceService,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
    private readonly grants?: Pick<OAuthService, 'contextOfGrant'>,
    private readonly sessions?: Pick<SessionService, 'contextOfSession'>,
  ) {}

  /** Who made a link: an API key not revoked, an MCP grant not revoked, or a live dashboard session. */
  private async makerOf(
    em: EntityManager,
    keyId: string,
  ): Promise<Omit<AuthContext, 'workspaces'> | undefined> {
    if (keyId.startsWith('grt_')) return this.grants?.contextOfGrant(keyId);
    if (keyId.startsWith('ses_')) return this.sessions?.contextOfSession(keyId);
    const key = await em.findOne(ApiKey, { id: keyId });
    const person = key && !key.revokedAt ? await em.findOne(Person, { id: key.personId }) : null;
    return key && person ? { person, key } : undefined;
  }

  async create(auth: AuthContext, workspace: Workspace, input: UploadLinkInput): Promise<UploadLinkView> {
    requireScope(auth, 'posts:write');
    const em = this.orm.em.fork();
    const minutes = input.expiresInMinutes ?? UPLOAD_LINK_DEFAULT_MINUTES;
    const session = em.create(UploadSession, {
      id: newId('ups'),
      workspaceId: workspace.id,
      keyId: auth.key.id,
      maxFiles: input.maxFiles ?? UPLOAD_LINK_DEFAULT_FILES,
      expiresAt: new Date(this.now().getTime() + minutes * 60_000),
      createdAt: this.now(),
    });
    await em.persistAndFlush(session);
    return this.view(session, []);
  }

  /** The link and the files it received so far (a file deleted since is left out). */
  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<UploadLinkView> {
    requireScope(auth, 'posts:read');
    const session = await this.orm.em.fork().findOne(UploadSession, { id });
    if (!session || session.workspaceId !== workspace.id) {
      throw await this.workspaces.mismatchOr(auth, session?.workspaceId, notFound());
    }
    const files: MediaView[] = [];
    for (const mediaId of session.mediaIds) {
      try {
        files.push(await this.media.get(auth, workspace, mediaId));
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'media_not_found')) throw err;
      }
    }
    return this.view(session, files);
  }

  /**
   * One file on a link: checks type and size up front, takes a slot (422 `upload_session_full`
   * when none is left), then presigns, uploads and completes through MediaUploadService. A failure
   * frees the slot and removes the half-made media.
   */
  async upload(token: string, file: UploadLinkFile, source: Readable): Promise<MediaView> {
    const claim = this.signer.verify(token, 'upload', this.now());
    if (!claim || !claim.mediaId.startsWith('ups_')) throw notFound();
    const em = this.orm.em.fork();
    const session = await em.findOne(UploadSession, { id: claim.mediaId });
    if (!session || session.expiresAt.getTime() <= this.now().getTime()) throw notFound();
    const workspace = await em.findOne(Workspace, { id: session.workspaceId });
    // A link dies with the key (or the agent's grant) that made it.
    const maker = await this.makerOf(em, session.keyId);
    if (!maker || !workspace) throw notFound();
    const auth: AuthContext = { ...maker, workspaces: [workspace] };

    const fileName = file.fileName.trim();
    if (!fileName || fileName.length > 255) {
      throw AppError.of('invalid_params', { field: 'fileName' }, 'The file name must be 1-255 characters.');
    }
    const contentType = file.contentType?.split(';')[0].trim().toLowerCase() ?? '';
    const kind = acceptedKind(contentType);
    const limit = SIZE_LIMITS[kind];
    if (file.contentLength !== undefined && file.contentLength > limit) {
      throw mediaTooLarge(kind, limit, file.contentLength);
    }

    const taken = await em.getConnection().execute<{ id: string }[]>(
      `update "upload_sessions" set "file_count" = "file_count" + 1
          where "id" = ? and "file_count" < "max_files" and "expires_at" > ? returning "id"`,
      [session.id, this.now()],
    );
    if (taken.length === 0) {
      throw AppError.of(
        'upload_session_full',
        { maxFiles: session.maxFiles },
        `This upload link takes at most ${session.maxFiles} files.`,
      );
    }

    const mediaId = newId('med');
    try {
      em.create(Media, {
        id: mediaId,
        workspaceId: workspace.id,
        fileName,
        contentType,
        kind,
        bytes: file.contentLength ?? limit,
        storageKey: `${workspace.id}/${mediaId}`,
        createdAt: this.now(),
        // Kept 7 days from the upload (spec: Limits), then reclaimed unless a post may still send it.
        expiresAt: new Date(this.now().getTime() + LINK_UPLOAD_KEEP_DAYS * 24 * 3_600_000),
      });
      await em.flush();
      const uploadToken = this.signer.sign(
        'upload',
        mediaId,
        new Date(this.now().getTime() + UPLOAD_URL_TTL_MS),
      );
      try {
        await this.uploads.upload(uploadToken, source, file.contentLength);
      } catch (err) {
        // Without a Content-Length the type's cap is the most the upload takes.
        if (err instanceof AppError && err.code === 'body_too_large') {
          throw mediaTooLarge(kind, limit, limit + 1);
        }
        throw err;
      }
      const ready = await this.uploads.complete(auth, workspace, mediaId);
      await em
        .getConnection()
        .execute(`update "upload_sessions" set "media_ids" = "media_ids" || ?::jsonb where "id" = ?`, [
          JSON.stringify([mediaId]),
          session.id,
        ]);
      return ready;
    } catch (err) {
      await this.media.delete(auth, workspace, mediaId).catch(() => undefined);
      await em
        .getConnection()
        .execute(`update "upload_sessions" set "file_count" = "file_count" - 1 where "id" = ?`, [session.id]);
      throw err;
    }
  }

  private view(session: UploadSession, files: MediaView[]): UploadLinkView {
    return {
      id: session.id,
      url: `${this.config.publicUrl}/v1/media/upload-links/${this.signer.sign('upload', session.id, session.expiresAt)}`,
      maxFiles: session.maxFiles,
      expiresAt: session.expiresAt.toISOString(),
      files,
    };
  }
}

function notFound(): AppError {
  return AppError.of('upload_session_not_found', {}, 'This upload link is unknown or has expired.');
}
