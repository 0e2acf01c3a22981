import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import { flushReady } from './media-ready';
import type { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { Config } from '../../config';
import { Media, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import {
  SIZE_LIMITS,
  STALE_UPLOAD_MINUTES,
  STALE_UPLOADS_BLOCKING,
  UPLOAD_URL_TTL_MS,
} from '../../media/limits';
import { acceptedKind, mediaTooLarge } from '../../media/refusals';
import type { UrlSigner } from '../../media/signed-urls';
import { isDirect, StorageLimitError, type DirectStorage } from '../../media/storage';
import {
  badToken,
  bodyTooLarge,
  expired,
  notFound,
  stagingKeyOf,
  type MediaEm,
  type MediaFiles,
  type MediaView,
} from './media-files';

export interface PresignInput {
  fileName?: string;
  contentType?: string;
  bytes?: number;
}

export interface PresignView {
  id: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
  /** What to call once the bytes are up. */
  next: { complete: string };
}

/**
 * A file in three steps: presign (the record and an upload URL: the API's own signed one, or the
 * storage's), the bytes PUT on it, then complete (probe) making the media usable.
 */
export class MediaUploadService {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: MediaFiles,
    private readonly signer: UrlSigner,
    private readonly config: Config,
  ) {}

  /** Outbound webhook events (`media.ready`), set where the container is built. */
  outbox?: () => WebhookOutbox;

  async presign(auth: AuthContext, workspace: Workspace, input: PresignInput): Promise<PresignView> {
    requireScope(auth, 'posts:write');
    const fileName = input.fileName?.trim();
    const contentType = input.contentType?.trim().toLowerCase();
    const missing = [!fileName && 'fileName', !contentType && 'contentType', !input.bytes && 'bytes'].filter(
      (f): f is string => Boolean(f),
    );
    if (missing.length > 0) {
      const onlyBytes = missing.length === 1 && missing[0] === 'bytes';
      throw AppError.of(
        'media_fields_required',
        onlyBytes ? { missing, reason: 'bytes_unknown', nextStep: 'media_upload_link' } : { missing },
        onlyBytes
          ? 'Presign needs the file size in bytes; when it is not known, use an upload link instead.'
          : `Presign needs ${missing.join(', ')}.`,
      );
    }
    const kind = acceptedKind(contentType!);
    const bytes = input.bytes!;
    const limit = SIZE_LIMITS[kind];
    if (bytes > limit) throw mediaTooLarge(kind, limit, bytes);

    const em = this.orm.em.fork();
    const staleBefore = new Date(this.files.now().getTime() - STALE_UPLOAD_MINUTES * 60_000);
    let stale = await em.count(Media, {
      workspaceId: workspace.id,
      status: 'pending',
      storedBytes: null,
      createdAt: { $lt: staleBefore },
    });
    if (stale >= STALE_UPLOADS_BLOCKING && isDirect(this.files.storage)) {
      stale = await this.staleInDirectStorage(em, workspace.id, staleBefore, stale);
    }
    if (stale >= STALE_UPLOADS_BLOCKING) {
      throw AppError.of(
        'upload_bytes_missing',
        { stale, staleAfterMinutes: STALE_UPLOAD_MINUTES, nextStep: 'media_upload_link' },
        `${stale} earlier presigned uploads got no bytes for over ${STALE_UPLOAD_MINUTES} minutes; ` +
          'PUT their bytes or delete them, or use an upload link.',
      );
    }

    const id = newId('med');
    const media = em.create(Media, {
      id,
      workspaceId: workspace.id,
      fileName: fileName!,
      contentType: contentType!,
      kind,
      bytes,
      storageKey: `${workspace.id}/${id}`,
      createdAt: this.files.now(),
    });
    await em.persistAndFlush(media);
    const expiresAt = new Date(this.files.now().getTime() + UPLOAD_URL_TTL_MS);
    const storage = this.files.storage;
    const target = isDirect(storage)
      ? await storage.presignUpload(stagingKeyOf(media), contentType!, bytes, UPLOAD_URL_TTL_MS / 1000)
      : {
          url: `${this.config.publicUrl}/v1/media/uploads/${this.signer.sign('upload', id, expiresAt)}`,
          headers: { 'Content-Type': contentType! },
        };
    return {
      id,
      uploadUrl: target.url,
      method: 'PUT',
      headers: target.headers,
      expiresAt: expiresAt.toISOString(),
      next: { complete: `/v1/media/${id}/complete` },
    };
  }

  /**
   * Streams the body of a PUT on a signed upload URL into storage. The declared size is the most
   * it takes (413 `body_too_large` past it, nothing kept). A second upload before complete replaces
   * the first.
   */
  async upload(
    token: string,
    source: Readable,
    contentLength?: number,
  ): Promise<{
    id: string;
    workspaceId: string;
    bytes: number;
    status: 'pending';
    next: { complete: string };
  }> {
    const claim = this.signer.verify(token, 'upload', this.files.now());
    if (!claim) throw badToken();
    const em = this.orm.em.fork();
    const media = await em.findOne(Media, { id: claim.mediaId });
    if (!media) throw notFound(claim.mediaId);
    if (media.status === 'expired') throw expired(media.id);
    if (media.status === 'ready') {
      throw AppError.of(
        'invalid_params',
        { field: 'status', status: media.status },
        `Media ${media.id} is already complete; its bytes cannot change. Presign a new one.`,
        409,
      );
    }
    if (contentLength !== undefined && contentLength > media.bytes) throw bodyTooLarge(media.bytes);
    let stored: number;
    try {
      ({ bytes: stored } = await this.files.storage.put(media.storageKey, source, media.bytes));
    } catch (err) {
      if (err instanceof StorageLimitError) throw bodyTooLarge(media.bytes);
      if (source.destroyed && !source.readableEnded) throw err; // the client went away
      console.error(`media ${media.id}: storage refused the upload`, err);
      throw AppError.of(
        'media_store_failed',
        { mediaId: media.id },
        'Storage refused the bytes; nothing saved.',
      );
    }
    media.storedBytes = stored;
    await em.flush();
    return {
      id: media.id,
      workspaceId: media.workspaceId,
      bytes: stored,
      status: 'pending',
      next: { complete: `/v1/media/${media.id}/complete` },
    };
  }

  /** Probes the stored bytes and makes the media usable. Complete twice: the same answer. */
  async complete(auth: AuthContext, workspace: Workspace, id: string): Promise<MediaView> {
    requireScope(auth, 'posts:write');
    const em = this.orm.em.fork();
    const media = await this.files.find(em, auth, workspace, id);
    if (media.status === 'ready') return this.files.view(media);
    if (media.status === 'expired') throw expired(media.id);
    if (isDirect(this.files.storage)) await this.takeStagedUpload(em, media);
    const size = media.storedBytes === null ? null : await this.files.storage.size(media.storageKey);
    if (size === null) {
      throw AppError.of(
        'media_not_uploaded',
        { mediaId: media.id },
        `No bytes arrived for ${media.id}; PUT them to its uploadUrl first.`,
      );
    }
    await this.files.probeInto(media, size, { declared: true, limitOf: (kind) => SIZE_LIMITS[kind] });
    await flushReady(em, media, this.files, this.outbox?.());
    return this.files.view(media);
  }

  /**
   * With direct storage the client PUT the bytes at the media's staging key; complete moves them
   * to its key, so a later PUT on the same presigned URL cannot change a completed file. Bytes
   * past the declared size (S3 refuses them already; a lax server may not): 413, nothing kept.
   */
  private async takeStagedUpload(em: MediaEm, media: Media): Promise<void> {
    const storage = this.files.storage as DirectStorage;
    const staged = await storage.size(stagingKeyOf(media));
    if (staged === null) return;
    if (staged > media.bytes) {
      await storage.delete(stagingKeyOf(media));
      throw bodyTooLarge(media.bytes);
    }
    await storage.move(stagingKeyOf(media), media.storageKey);
    media.storedBytes = staged;
    // Kept before the probe: the bytes left the staging key, whatever the probe finds.
    await em.flush();
  }

  /**
   * Presigned uploads older than `before` with no bytes: with direct storage bytes sit at the
   * staging key until complete, so the rows alone cannot tell. Checks the oldest few (enough to
   * decide against STALE_UPLOADS_BLOCKING); the rest are counted as the rows say.
   */
  private async staleInDirectStorage(
    em: MediaEm,
    workspaceId: string,
    before: Date,
    counted: number,
  ): Promise<number> {
    const candidates = await em.find(
      Media,
      { workspaceId, status: 'pending', storedBytes: null, createdAt: { $lt: before } },
      { orderBy: { createdAt: 'asc' }, limit: 20 },
    );
    const sizes = await Promise.all(candidates.map((m) => this.files.storage.size(stagingKeyOf(m))));
    return counted - sizes.filter((size) => size !== null).length;
  }
}
