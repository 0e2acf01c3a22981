import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import type { Config } from '../../config';
import { Media, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { ACCEPTED_TYPES, DOWNLOAD_URL_TTL_MS, familyOf } from '../../media/limits';
import { aspectRatio, probe } from '../../media/probe';
import { mediaTooLarge } from '../../media/refusals';
import type { UrlSigner } from '../../media/signed-urls';
import { isDirect, type MediaStorage } from '../../media/storage';
import type { WorkspaceService } from '../people/workspace-service';

export type MediaEm = ReturnType<MikroORM['em']['fork']>;

export interface MediaView {
  id: string;
  workspaceId: string;
  fileName: string;
  /** As declared at presign. */
  contentType: string;
  /** As found in the bytes at complete; null before. */
  detectedType: string | null;
  kind: Media['kind'];
  /** Bytes stored once uploaded; the declared size before. */
  bytes: number;
  status: Media['status'];
  width: number | null;
  height: number | null;
  durationSec: number | null;
  aspectRatio: number | null;
  sha256: string | null;
  /** A signed download URL, only when ready. */
  url: string | null;
  urlExpiresAt: string | null;
  createdAt: string;
  completedAt: string | null;
  /** When the file is reclaimed unless a post may still send it (upload-link files); null: kept. */
  expiresAt: string | null;
}

/** Post statuses that may still send a file: not yet out, going out, or failed targets a retry re-sends. */
export const MAY_STILL_SEND = `('draft', 'scheduled', 'publishing', 'partial', 'failed')`;

/**
 * What the media services share: one clock, finding a media in a workspace, its view with a
 * signed URL, reading and probing its stored bytes, deleting its files.
 */
export class MediaFiles {
  constructor(
    readonly storage: MediaStorage,
    private readonly signer: UrlSigner,
    private readonly workspaces: WorkspaceService,
    private readonly config: Config,
    readonly now: () => Date = () => new Date(),
  ) {}

  async find(em: MediaEm, auth: AuthContext, workspace: Workspace, id: string): Promise<Media> {
    const media = await em.findOne(Media, { id });
    if (!media || media.workspaceId !== workspace.id) {
      throw await this.workspaces.mismatchOr(auth, media?.workspaceId, notFound(id));
    }
    return media;
  }

  async view(media: Media): Promise<MediaView> {
    const ready = media.status === 'ready';
    const urlExpiresAt = ready ? new Date(this.now().getTime() + DOWNLOAD_URL_TTL_MS) : null;
    return {
      id: media.id,
      workspaceId: media.workspaceId,
      fileName: media.fileName,
      contentType: media.contentType,
      detectedType: media.detectedType,
      kind: media.kind,
      bytes: media.storedBytes ?? media.bytes,
      status: media.status,
      width: media.width,
      height: media.height,
      durationSec: media.durationSec,
      aspectRatio: aspectRatio(media.width, media.height),
      sha256: media.sha256,
      url: urlExpiresAt ? await this.downloadUrl(media, urlExpiresAt) : null,
      urlExpiresAt: urlExpiresAt?.toISOString() ?? null,
      createdAt: media.createdAt.toISOString(),
      completedAt: media.completedAt?.toISOString() ?? null,
      expiresAt: media.expiresAt?.toISOString() ?? null,
    };
  }

  /** The storage's own presigned URL when it has them; else the API's signed one. */
  async downloadUrl(media: Media, expiresAt: Date): Promise<string> {
    if (isDirect(this.storage)) {
      const seconds = (expiresAt.getTime() - this.now().getTime()) / 1000;
      const as = { fileName: media.fileName, contentType: media.detectedType ?? media.contentType };
      return this.storage.presignDownload(media.storageKey, seconds, as);
    }
    return `${this.config.publicUrl}/v1/media/files/${this.signer.sign('download', media.id, expiresAt)}`;
  }

  /** Bytes `start` up to but not including `end`, clipped to the file. */
  async readRange(key: string, start: number, end: number, size: number): Promise<Buffer> {
    const last = Math.min(end, size) - 1;
    if (start > last) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.read(key, start, last)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * Probes the stored bytes of `media` and fills in what they are (type, size, dimensions,
   * duration, SHA-256), marking it ready; the caller flushes. `declared`: the bytes must be of the
   * family presign declared. Refuses media_type_not_supported and media_too_large.
   */
  async probeInto(
    media: Media,
    size: number,
    rules: { declared: boolean; limitOf: (kind: Media['kind']) => number },
  ): Promise<void> {
    const found = await probe(
      (offset, length) => this.readRange(media.storageKey, offset, offset + length, size),
      size,
    );
    const types = Object.keys(ACCEPTED_TYPES);
    if (!found || !ACCEPTED_TYPES[found.contentType]) {
      throw AppError.of(
        'media_type_not_supported',
        { types, mediaId: media.id, detectedType: found?.contentType ?? null },
        rules.declared
          ? 'The uploaded bytes are not a type we take (the type is read from the bytes, not the name).'
          : 'The fetched bytes are not a type we take (the type is read from the bytes, not the URL or its Content-Type).',
      );
    }
    if (rules.declared && familyOf(found.kind) !== familyOf(media.kind)) {
      throw AppError.of(
        'media_type_not_supported',
        { types, mediaId: media.id, contentType: media.contentType, detectedType: found.contentType },
        `Declared ${media.contentType} but the bytes are ${found.contentType}; presign again with the right type.`,
      );
    }
    const limit = rules.limitOf(found.kind);
    if (size > limit) throw mediaTooLarge(found.kind, limit, size);
    const hash = createHash('sha256');
    for await (const chunk of await this.storage.read(media.storageKey)) hash.update(chunk as Buffer);
    Object.assign(media, {
      detectedType: found.contentType,
      kind: found.kind,
      storedBytes: size,
      width: found.width,
      height: found.height,
      durationSec: found.durationSec,
      sha256: hash.digest('hex'),
      status: 'ready',
      completedAt: this.now(),
    });
  }

  /** The media's file, and with direct storage whatever a presigned PUT left at its staging key. */
  async deleteFiles(media: Media): Promise<void> {
    await this.storage.delete(media.storageKey);
    if (isDirect(this.storage)) await this.storage.delete(stagingKeyOf(media));
  }
}

/** Where a presigned PUT puts the bytes until complete takes them (direct storage only). */
export function stagingKeyOf(media: Media): string {
  return `uploads/${media.storageKey}`;
}

export function bodyTooLarge(limit: number): AppError {
  return AppError.of('body_too_large', { limit }, `The upload is over its declared size of ${limit} bytes.`);
}

export function notFound(id: string): AppError {
  return AppError.of('media_not_found', { mediaId: id }, `No media ${id} in this workspace.`);
}

export function expired(id: string): AppError {
  return AppError.of('media_expired', { mediaId: id }, `Media ${id} was reclaimed; upload it again.`);
}

export function badToken(): AppError {
  return AppError.of(
    'unauthenticated',
    { reason: 'signature' },
    'This media URL is not valid or has expired.',
  );
}
