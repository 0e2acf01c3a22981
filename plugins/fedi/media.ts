import { setTimeout as sleep } from 'node:timers/promises';
import type { PublishMedia } from '../../core/channels/plugin';
import type { FediClient } from './client';

/** What a status carries (the Mastodon API): up to 4 images, or one video (a GIF becomes one). */
export const FEDI_MAX_IMAGES = 4;

/** How long the instance may process a file (a video, mostly) before the send gives up, for now. */
export interface FediMediaOptions {
  /** Default 2 minutes: the send is retried later, so a slow instance is asked again. */
  processingTimeoutMs?: number;
  /** Between reads of a file being processed; default 1 s. */
  pollIntervalMs?: number;
}

/** The instance had not finished processing the file in time; nothing was posted, a later try may do. */
export class FediMediaNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FediMediaNotReadyError';
  }
}

/**
 * What one status can carry (rule of 2026-09-17: what is over is cut, with a warning): a video
 * (or GIF, which the instance turns into a video) goes alone, else the first 4 images. Each kept
 * file keeps its position in the post, which picks its alt text.
 */
export function selectFediMedia(media: readonly PublishMedia[]): {
  kept: Array<{ file: PublishMedia; position: number }>;
  warnings: string[];
} {
  const placed = media.map((file, position) => ({ file, position }));
  const moving = placed.find((m) => m.file.kind === 'video' || m.file.kind === 'gif');
  const kept = moving ? [moving] : placed.slice(0, FEDI_MAX_IMAGES);
  const dropped = placed.filter((m) => !kept.includes(m)).map((m) => m.file.id);
  const why = moving
    ? 'a status carries one video (or GIF) and nothing else'
    : `a status carries at most ${FEDI_MAX_IMAGES} images`;
  return {
    kept,
    warnings:
      dropped.length === 0
        ? []
        : [`${dropped.length} media item(s) not sent (${dropped.join(', ')}): ${why}.`],
  };
}

/**
 * Uploads one file with its description and waits until the instance has processed it; its id.
 * A send repeated after a lost answer uploads again: the earlier upload stays unattached on the
 * instance (it removes those itself), while the status is still made once (Idempotency-Key).
 */
export async function uploadFediMedia(
  client: FediClient,
  file: PublishMedia,
  description: string | undefined,
  options: FediMediaOptions = {},
  signal?: AbortSignal,
): Promise<string> {
  let media = await client.uploadMedia(
    { bytes: await file.read(), contentType: file.contentType, fileName: file.id },
    description,
  );
  const timeoutMs = options.processingTimeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  while (media.url === null) {
    if (Date.now() >= deadline) {
      throw new FediMediaNotReadyError(
        `fedi media ${media.id} (${file.id}) still processing after ${timeoutMs} ms; the send is tried again later`,
      );
    }
    await sleep(options.pollIntervalMs ?? 1000, undefined, { signal });
    media = await client.media(media.id);
  }
  return media.id;
}
