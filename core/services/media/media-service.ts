import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { PublishMedia } from '../../channels/plugin';
import type { Config } from '../../config';
import { Media, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import {
  ACCEPTED_TYPES,
  DOWNLOAD_URL_TTL_MS,
  familyOf,
  PUBLISH_URL_TTL_MS,
  SIZE_LIMITS,
  STALE_UPLOAD_MINUTES,
  RECLAIM_AFTER_HOURS,
  STALE_UPLOADS_BLOCKING,
  UPLOAD_URL_TTL_MS,
  URL_FETCH_TIMEOUT_MS,
  urlSizeLimit,
} from '../../media/limits';
import { aspectRatio, probe } from '../../media/probe';
import { acceptedKind, mediaTooLarge } from '../../media/refusals';
import type { UrlSigner } from '../../media/signed-urls';
import { UrlFetcher } from '../../media/url-fetch';
import { isDirect, StorageLimitError, type DirectStorage, type MediaStorage } from '../../media/storage';
import type { WorkspaceService } from '../people/workspace-service';

export interface PresignInput {
  fileName?: string;
  contentType?: string;
  bytes?: number;
}

export interface FromUrlInput {
  url: string;
  fileName?: string;
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

/** One range of a file, ready to stream back (GET on a signed download URL). */
export interface MediaDownload {
  status: 200 | 206;
  contentType: string;
  length: number;
  /** `bytes start-end/size` on a 206. */
  contentRange?: string;
  fileName: string;
  body: Readable;
}

/** Post statuses that may still send a file: not yet out, going out, or failed targets a retry re-sends. */
const MAY_STILL_SEND = `('draft', 'scheduled', 'publishing', 'partial', 'failed')`;

/**
 * Media: presign, upload through the API's own signed URL, complete (probe), read, delete, and the
 * files behind `mediaIds` as plugins receive them (`forPublish`).
 */
export class MediaService {
  constructor(
    private readonly orm: MikroORM,
    private readonly storage: MediaStorage,
    private readonly signer: UrlSigner,
    private readonly workspaces: WorkspaceService,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The strict fetcher behind POST /v1/media/from-url: public https hosts only. */
  private readonly urlFetcher = new UrlFetcher({ timeoutMs: URL_FETCH_TIMEOUT_MS });

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
    const staleBefore = new Date(this.now().getTime() - STALE_UPLOAD_MINUTES * 60_000);
    let stale = await em.count(Media, {
      workspaceId: workspace.id,
      status: 'pending',
      storedBytes: null,
      createdAt: { $lt: staleBefore },
    });
    if (stale >= STALE_UPLOADS_BLOCKING && isDirect(this.storage)) {
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
      createdAt: this.now(),
    });
    await em.persistAndFlush(media);
    const expiresAt = new Date(this.now().getTime() + UPLOAD_URL_TTL_MS);
    const target = isDirect(this.storage)
      ? await this.storage.presignUpload(stagingKeyOf(media), contentType!, bytes, UPLOAD_URL_TTL_MS / 1000)
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
    const claim = this.signer.verify(token, 'upload', this.now());
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
      ({ bytes: stored } = await this.storage.put(media.storageKey, source, media.bytes));
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
    const media = await this.find(em, auth, workspace, id);
    if (media.status === 'ready') return this.view(media);
    if (media.status === 'expired') throw expired(media.id);
    if (isDirect(this.storage)) await this.takeStagedUpload(em, media);
    const size = media.storedBytes === null ? null : await this.storage.size(media.storageKey);
    if (size === null) {
      throw AppError.of(
        'media_not_uploaded',
        { mediaId: media.id },
        `No bytes arrived for ${media.id}; PUT them to its uploadUrl first.`,
      );
    }
    await this.probeInto(media, size, { declared: true, limitOf: (kind) => SIZE_LIMITS[kind] });
    await em.flush();
    return this.view(media);
  }

  /**
   * Fetches an https URL into storage and probes it as complete does: the ready record. The URL
   * and every redirect must reach only public addresses (url-fetch.ts). Size: the Content-Length
   * is checked before reading, the stream while storing; a video fetched by URL has its own lower
   * cap (URL_VIDEO_SIZE_LIMIT). Nothing is kept when any of it fails.
   */
  async fromUrl(
    auth: AuthContext,
    workspace: Workspace,
    input: FromUrlInput,
    fetcher: UrlFetcher = this.urlFetcher,
  ): Promise<MediaView> {
    requireScope(auth, 'posts:write');
    const fetched = await fetcher.open(input.url);
    const body = fetched.body;
    const declaredKind = fetched.contentType ? ACCEPTED_TYPES[fetched.contentType] : undefined;
    // Before the bytes are seen, the cap is that of the declared type, or the largest that any
    // type fetched by URL may have.
    const cap = declaredKind
      ? urlSizeLimit(declaredKind)
      : Math.max(...(Object.keys(SIZE_LIMITS) as Media['kind'][]).map(urlSizeLimit));
    if (fetched.contentLength !== null && fetched.contentLength > cap) {
      body.destroy();
      throw mediaTooLarge(declaredKind ?? 'video', cap, fetched.contentLength);
    }
    const id = newId('med');
    const storageKey = `${workspace.id}/${id}`;
    let stored: number;
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    // Once storage gave up, a late failure of the source has no one to tell.
    counted.on('error', () => undefined);
    body.on('error', (err) => counted.destroy(err));
    body.on('close', () => {
      if (!body.complete && !counted.destroyed) counted.destroy(new Error('the connection closed early'));
    });
    body.pipe(counted);
    try {
      ({ bytes: stored } = await this.storage.put(storageKey, counted, cap));
    } catch (err) {
      body.destroy();
      if (err instanceof StorageLimitError) throw mediaTooLarge(declaredKind ?? 'video', cap, received);
      if (!body.complete) {
        throw AppError.of(
          'media_url_unreachable',
          { url: fetched.url },
          `${new URL(fetched.url).host} stopped sending before the end of the file (${(err as Error).message}).`,
        );
      }
      console.error(`media ${id}: storage refused the fetched file`, err);
      throw AppError.of(
        'media_store_failed',
        { url: fetched.url },
        'Storage refused the fetched bytes; nothing saved.',
      );
    }
    const em = this.orm.em.fork();
    const media = em.create(Media, {
      id,
      workspaceId: workspace.id,
      fileName: (input.fileName?.trim() || fileNameOf(fetched.url)).slice(0, 255),
      contentType: fetched.contentType ?? 'application/octet-stream',
      kind: declaredKind ?? 'image',
      bytes: stored,
      storedBytes: stored,
      storageKey,
      createdAt: this.now(),
    });
    try {
      await this.probeInto(media, stored, { declared: false, limitOf: urlSizeLimit });
      // The record says what the bytes are, whatever the host's Content-Type claimed.
      media.contentType = media.detectedType!;
      await em.flush();
    } catch (err) {
      em.clear();
      await this.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return this.view(media);
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<MediaView> {
    requireScope(auth, 'posts:read');
    return this.view(await this.find(this.orm.em.fork(), auth, workspace, id));
  }

  /**
   * Deletes the file, then the row. A post that may still send it (the same rule as the reclaim:
   * `MAY_STILL_SEND`): 409 `media_in_use`. A published post no longer holds its files, so a post
   * its channel cannot delete (photo) does not hold them forever.
   */
  async delete(auth: AuthContext, workspace: Workspace, id: string): Promise<{ id: string; deleted: true }> {
    requireScope(auth, 'posts:write');
    const em = this.orm.em.fork();
    const media = await this.find(em, auth, workspace, id);
    const users = await em.getConnection().execute<{ id: string }[]>(
      `select "id" from "posts"
        where "workspace_id" = ? and "deleted_at" is null and "status" in ${MAY_STILL_SEND}
          and ("media_ids" @> ?::jsonb or coalesce("thread_items", '[]'::jsonb) @> ?::jsonb)
        order by "id" limit 1`,
      [workspace.id, JSON.stringify([id]), JSON.stringify([{ mediaIds: [id] }])],
    );
    if (users.length > 0) {
      throw AppError.of(
        'media_in_use',
        { mediaId: id, postId: users[0].id },
        `Post ${users[0].id} uses ${id}; delete the post first.`,
      );
    }
    try {
      await this.deleteFiles(media);
    } catch (err) {
      console.error(`media ${id}: storage did not delete`, err);
      throw AppError.of(
        'media_delete_failed',
        { mediaId: id },
        'Storage did not delete the file; the media is kept. Retry.',
      );
    }
    await em.removeAndFlush(media);
    return { id, deleted: true };
  }

  /**
   * Reclaims uploads never completed within a day of their presign: the stored bytes (if any) are
   * deleted and the media answers `media_expired` from then on. `now` is the caller's clock (a
   * workflow's, so time-skipping tests can move it). Returns how many were reclaimed.
   */
  async reclaimAbandoned(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const before = new Date(now.getTime() - RECLAIM_AFTER_HOURS * 3600_000);
    const abandoned = await em.find(Media, { status: 'pending', createdAt: { $lt: before } }, { limit: 500 });
    // A file that never arrived has nothing to delete.
    return this.expire(em, abandoned, (media) => this.deleteFiles(media));
  }

  /**
   * Reclaims complete files past their `expiresAt` (upload-link files, kept 7 days) like abandoned
   * uploads: file deleted, media `expired`. A file a post may still send is kept until it may not:
   * a draft, scheduled or publishing post, or a partial or failed one (a retry sends it again).
   * Published, cancelled and deleted posts no longer need it. Returns how many were reclaimed.
   */
  async reclaimExpired(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `select m."id" from "media" m
        where m."status" = 'ready' and m."expires_at" < ?
          and not exists (
            select 1 from "posts" p
             where p."workspace_id" = m."workspace_id" and p."deleted_at" is null
               and p."status" in ${MAY_STILL_SEND}
               and (p."media_ids" @> jsonb_build_array(m."id")
                 or coalesce(p."thread_items", '[]'::jsonb)
                    @> jsonb_build_array(jsonb_build_object('mediaIds', jsonb_build_array(m."id")))))
        order by m."expires_at" limit 500`,
      [now],
    );
    if (rows.length === 0) return 0;
    const expired = await em.find(Media, { id: { $in: rows.map((r) => r.id) } });
    return this.expire(em, expired, (media) => this.storage.delete(media.storageKey));
  }

  /**
   * Deletes each one's file with `remove` and marks it `expired`; a storage failure leaves it for
   * the next run. Returns how many were reclaimed.
   */
  private async expire(
    em: ReturnType<MikroORM['em']['fork']>,
    found: Media[],
    remove: (media: Media) => Promise<void>,
  ): Promise<number> {
    let reclaimed = 0;
    for (const media of found) {
      try {
        await remove(media);
      } catch (err) {
        console.error(`media ${media.id}: reclaim could not delete the file`, err);
        continue;
      }
      media.status = 'expired';
      reclaimed += 1;
    }
    await em.flush();
    return reclaimed;
  }

  /**
   * The bytes behind a signed download URL; `range` is the Range header. One `bytes=` range is
   * served as 206; several, or none, the whole file; one past the end, 416.
   */
  async download(token: string, range: string | undefined): Promise<MediaDownload> {
    const claim = this.signer.verify(token, 'download', this.now());
    if (!claim) throw badToken();
    const media = await this.orm.em.fork().findOne(Media, { id: claim.mediaId });
    if (!media || media.status !== 'ready') throw notFound(claim.mediaId);
    const size = await this.storage.size(media.storageKey);
    if (size === null) throw expired(media.id);
    const contentType = media.detectedType ?? media.contentType;
    const wanted = parseRange(range, size);
    if (wanted === 'unsatisfiable') {
      throw AppError.of(
        'invalid_params',
        { field: 'range', size },
        `Range "${range}" is outside the file's ${size} bytes.`,
        416,
      ).withHeader('Content-Range', `bytes */${size}`);
    }
    if (!wanted) {
      return {
        status: 200,
        contentType,
        length: size,
        fileName: media.fileName,
        body: await this.storage.read(media.storageKey),
      };
    }
    const [start, end] = wanted;
    return {
      status: 206,
      contentType,
      length: end - start + 1,
      contentRange: `bytes ${start}-${end}/${size}`,
      fileName: media.fileName,
      body: await this.storage.read(media.storageKey, start, end),
    };
  }

  /**
   * The files behind a post's `mediaIds`, in order, as plugins take them (PublishMedia), with a
   * download URL that works for hours. Refuses what `requirePublishable` refuses.
   */
  async forPublish(workspaceId: string, ids: readonly string[]): Promise<PublishMedia[]> {
    if (ids.length === 0) return [];
    const byId = await this.requirePublishable(workspaceId, ids);
    const expiresAt = new Date(this.now().getTime() + PUBLISH_URL_TTL_MS);
    const urls = await Promise.all(ids.map((id) => this.downloadUrl(byId.get(id)!, expiresAt)));
    return ids.map((id, i) => {
      const media = byId.get(id)!;
      const size = media.storedBytes ?? media.bytes;
      return {
        id,
        kind: media.kind as PublishMedia['kind'],
        contentType: media.detectedType ?? media.contentType,
        bytes: size,
        width: media.width ?? undefined,
        height: media.height ?? undefined,
        durationSec: media.durationSec ?? undefined,
        url: urls[i],
        read: (start = 0, end = size) => this.readRange(media.storageKey, start, end, size),
      };
    });
  }

  /**
   * The rows behind `ids`, by id, once each is usable in a post. Refuses an id that is unknown in
   * the workspace (media_not_found), not completed (media_not_uploaded), reclaimed (media_expired),
   * or a document (media_not_publishable, naming every one).
   */
  async requirePublishable(workspaceId: string, ids: readonly string[]): Promise<Map<string, Media>> {
    const rows = await this.orm.em.fork().find(Media, { id: { $in: [...ids] }, workspaceId });
    const byId = new Map(rows.map((m) => [m.id, m]));
    const documents: string[] = [];
    for (const id of ids) {
      const media = byId.get(id);
      if (!media) throw notFound(id);
      if (media.status === 'expired') throw expired(id);
      if (media.status !== 'ready') {
        throw AppError.of('media_not_uploaded', { mediaId: id }, `Media ${id} was never completed.`);
      }
      if (media.kind === 'document') documents.push(id);
    }
    if (documents.length > 0) {
      throw AppError.of(
        'media_not_publishable',
        { mediaIds: documents },
        'Documents (PDF, HWP, HWPX) go only to DM automations, not posts.',
      );
    }
    return byId;
  }

  /**
   * Probes the stored bytes of `media` and fills in what they are (type, size, dimensions,
   * duration, SHA-256), marking it ready; the caller flushes. `declared`: the bytes must be of the
   * family presign declared. Refuses media_type_not_supported and media_too_large.
   */
  private async probeInto(
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

  /** Bytes `start` up to but not including `end`, clipped to the file. */
  private async readRange(key: string, start: number, end: number, size: number): Promise<Buffer> {
    const last = Math.min(end, size) - 1;
    if (start > last) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.read(key, start, last)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The storage's own presigned URL when it has them; else the API's signed one. */
  private async downloadUrl(media: Media, expiresAt: Date): Promise<string> {
    if (isDirect(this.storage)) {
      const seconds = (expiresAt.getTime() - this.now().getTime()) / 1000;
      const as = { fileName: media.fileName, contentType: media.detectedType ?? media.contentType };
      return this.storage.presignDownload(media.storageKey, seconds, as);
    }
    return `${this.config.publicUrl}/v1/media/files/${this.signer.sign('download', media.id, expiresAt)}`;
  }

  /**
   * With direct storage the client PUT the bytes at the media's staging key; complete moves them
   * to its key, so a later PUT on the same presigned URL cannot change a completed file. Bytes
   * past the declared size (S3 refuses them already; a lax server may not): 413, nothing kept.
   */
  private async takeStagedUpload(em: ReturnType<MikroORM['em']['fork']>, media: Media): Promise<void> {
    const storage = this.storage as DirectStorage;
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
    em: ReturnType<MikroORM['em']['fork']>,
    workspaceId: string,
    before: Date,
    counted: number,
  ): Promise<number> {
    const candidates = await em.find(
      Media,
      { workspaceId, status: 'pending', storedBytes: null, createdAt: { $lt: before } },
      { orderBy: { createdAt: 'asc' }, limit: 20 },
    );
    const sizes = await Promise.all(candidates.map((m) => this.storage.size(stagingKeyOf(m))));
    return counted - sizes.filter((size) => size !== null).length;
  }

  /** The media's file, and with direct storage whatever a presigned PUT left at its staging key. */
  private async deleteFiles(media: Media): Promise<void> {
    await this.storage.delete(media.storageKey);
    if (isDirect(this.storage)) await this.storage.delete(stagingKeyOf(media));
  }

  private async find(
    em: ReturnType<MikroORM['em']['fork']>,
    auth: AuthContext,
    workspace: Workspace,
    id: string,
  ): Promise<Media> {
    const media = await em.findOne(Media, { id });
    if (!media || media.workspaceId !== workspace.id) {
      throw await this.workspaces.mismatchOr(auth, media?.workspaceId, notFound(id));
    }
    return media;
  }

  private async view(media: Media): Promise<MediaView> {
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
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range, inclusive; null: serve the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or odd syntax
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}

function bodyTooLarge(limit: number): AppError {
  return AppError.of('body_too_large', { limit }, `The upload is over its declared size of ${limit} bytes.`);
}

/** The last path segment of a URL, decoded, or `file`. */
function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop();
  if (!last) return 'file';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last;
  }
}

/** Where a presigned PUT puts the bytes until complete takes them (direct storage only). */
function stagingKeyOf(media: Media): string {
  return `uploads/${media.storageKey}`;
}

function notFound(id: string): AppError {
  return AppError.of('media_not_found', { mediaId: id }, `No media ${id} in this workspace.`);
}

function expired(id: string): AppError {
  return AppError.of('media_expired', { mediaId: id }, `Media ${id} was reclaimed; upload it again.`);
}

function badToken(): AppError {
  return AppError.of(
    'unauthenticated',
    { reason: 'signature' },
    'This media URL is not valid or has expired.',
  );
}
