import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import { flushReady } from './media-ready';
import { Transform } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import { Media, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import { ACCEPTED_TYPES, SIZE_LIMITS, URL_FETCH_TIMEOUT_MS, urlSizeLimit } from '../../media/limits';
import { mediaTooLarge } from '../../media/refusals';
import { UrlFetcher } from '../../media/url-fetch';
import { StorageLimitError } from '../../media/storage';
import type { MediaFiles, MediaView } from './media-files';

export interface FromUrlInput {
  url: string;
  fileName?: string;
}

/** POST /v1/media/from-url: a file fetched from a public https URL, stored and probed in one call. */
export class MediaFromUrlService {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: MediaFiles,
  ) {}

  /** Outbound webhook events (`media.ready`), set where the container is built. */
  outbox?: () => WebhookOutbox;

  /** The strict fetcher behind POST /v1/media/from-url: public https hosts only. */
  private readonly urlFetcher = new UrlFetcher({ timeoutMs: URL_FETCH_TIMEOUT_MS });

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
    const storage = this.files.storage;
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
      ({ bytes: stored } = await storage.put(storageKey, counted, cap));
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
      createdAt: this.files.now(),
    });
    try {
      await this.files.probeInto(media, stored, { declared: false, limitOf: urlSizeLimit });
      // The record says what the bytes are, whatever the host's Content-Type claimed.
      media.contentType = media.detectedType!;
      await flushReady(em, media, this.files, this.outbox?.());
    } catch (err) {
      em.clear();
      await storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return this.files.view(media);
  }
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
