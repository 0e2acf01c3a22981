import { setTimeout as sleep } from 'node:timers/promises';
import type { DraftMedia, PublishMedia } from '../../core/channels/plugin';
import type { MicroClient, MicroMediaCategory, MicroUpload } from './client';

/** Up to 4 images, or 1 GIF, or 1 video per post. */
export const MICRO_MAX_IMAGES = 4;

export interface MicroMediaOptions {
  /** Bytes per appended segment; default 4 MB. */
  segmentBytes?: number;
  /** Wait between STATUS checks; default: what the platform says in `check_after_secs`. */
  pollIntervalMs?: number;
  /** How long processing may take before the upload counts as stalled; default 30 minutes. */
  processingTimeoutMs?: number;
}

export const DEFAULT_SEGMENT_BYTES = 4 * 1024 * 1024;
const DEFAULT_PROCESSING_TIMEOUT_MS = 30 * 60 * 1000;
const DEFAULT_CHECK_AFTER_SECS = 1;
/** The append endpoint takes segment_index 0-999. */
const MAX_SEGMENTS = 1000;

/** The platform processed the file and refused it (STATUS `failed`); sending it again fails the same way. */
export class MicroMediaProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MicroMediaProcessingError';
  }
}

/** Processing did not finish in the allowed time; nothing was posted. */
export class MicroUploadStalledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MicroUploadStalledError';
  }
}

/**
 * What one post can carry (rule of 2026-09-17): a video wins over everything else, else a GIF
 * goes alone, else the first 4 images. Everything dropped is named in a warning.
 */
export function selectMicroMedia<T extends DraftMedia>(
  media: readonly T[],
): { media: T[]; warnings: string[] } {
  const video = media.find((m) => m.kind === 'video');
  const gif = media.find((m) => m.kind === 'gif');
  let kept: T[];
  let why: string;
  if (video) {
    kept = [video];
    why = 'a post carries one video and nothing else';
  } else if (gif) {
    kept = [gif];
    why = 'a GIF goes alone';
  } else {
    kept = media.slice(0, MICRO_MAX_IMAGES);
    why = `a post carries at most ${MICRO_MAX_IMAGES} images`;
  }
  const dropped = media.filter((m) => !kept.includes(m));
  const warnings =
    dropped.length === 0
      ? []
      : [`${dropped.length} media item(s) not sent (${dropped.map((m) => m.id).join(', ')}): ${why}.`];
  return { media: kept, warnings };
}

export function mediaCategory(media: PublishMedia): MicroMediaCategory {
  return media.kind === 'video' ? 'tweet_video' : media.kind === 'gif' ? 'tweet_gif' : 'tweet_image';
}

/** Uploads one file in segments, finalizes it and waits until the platform says `succeeded`; returns its id. */
export async function uploadMicroMedia(
  client: MicroClient,
  media: PublishMedia,
  options: MicroMediaOptions = {},
  signal?: AbortSignal,
): Promise<string> {
  const total = media.bytes;
  const segmentBytes = Math.max(
    options.segmentBytes ?? DEFAULT_SEGMENT_BYTES,
    Math.ceil(total / MAX_SEGMENTS),
  );
  const started = await client.initializeUpload(media.contentType, total, mediaCategory(media));
  for (let index = 0, start = 0; start < total; index += 1, start += segmentBytes) {
    const bytes = await media.read(start, Math.min(start + segmentBytes, total));
    await client.appendSegment(started.id, index, bytes);
  }
  const finalized = await client.finalizeUpload(started.id);
  await waitForProcessing(client, started.id, finalized, options, signal);
  return started.id;
}

async function waitForProcessing(
  client: MicroClient,
  id: string,
  first: MicroUpload,
  options: MicroMediaOptions,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + (options.processingTimeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS);
  let info = first.processing_info;
  while (info !== undefined && info.state !== 'succeeded') {
    if (info.state === 'failed') {
      const reason = info.error?.message ?? info.error?.name ?? 'no reason given';
      throw new MicroMediaProcessingError(`micro could not process media ${id}: ${reason}`);
    }
    const waitMs = options.pollIntervalMs ?? (info.check_after_secs ?? DEFAULT_CHECK_AFTER_SECS) * 1000;
    if (Date.now() + waitMs > deadline) {
      throw new MicroUploadStalledError(
        `micro media ${id} still ${info.state} after ${options.processingTimeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS} ms`,
      );
    }
    await sleep(waitMs, undefined, { signal });
    // A STATUS answer without processing_info has nothing left to process.
    info = (await client.uploadStatus(id)).processing_info ?? { state: 'succeeded' };
  }
}
