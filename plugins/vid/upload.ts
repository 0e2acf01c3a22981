import { setTimeout as sleep } from 'node:timers/promises';
import type { PublishMedia } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import {
  VidApiError,
  VidSessionGoneError,
  type UploadProgress,
  type VidClient,
  type VidVideo,
  type VidVideoResource,
} from './client';
import { UploadStalledError } from './errors';

export interface UploadPolicy {
  /** Bytes per PUT: a multiple of 256 KiB, as the platform requires of every chunk but the last. */
  chunkSize: number;
  /** The upload counts as stalled when the platform kept no new byte for this long (spec: 30 minutes). */
  stallAfterMs: number;
  /** ...or when the whole upload has taken this long (spec: 6 hours). */
  maxUploadMs: number;
  /** First wait before asking again when no bytes were kept; doubles each time, up to a minute. */
  retryDelayMs: number;
}

const MAX_RETRY_DELAY_MS = 60_000;

/**
 * One resumable upload: open a session with the video's metadata, then PUT the file in chunks.
 * Only the request that completes the session creates the video, so everything before it can be
 * repeated safely: after a chunk whose answer was lost (or a 5xx), the session is asked how far it
 * got and the upload goes on from there instead of starting over.
 *
 * An unanswered last chunk is not asked about here: that request may have created the video, so it
 * surfaces as a lost answer and the caller's `findPublished` looks the video up before any resend.
 */
export async function uploadVideo(
  client: VidClient,
  resource: VidVideoResource,
  video: PublishMedia,
  policy: UploadPolicy,
): Promise<VidVideo> {
  const total = video.bytes;
  const session = await client.startUpload(resource, { bytes: total, contentType: video.contentType });
  const started = Date.now();
  let lastMoved = started;
  let idleRounds = 0;
  let offset = 0;
  for (;;) {
    const progress = await sendFrom(client, session, video, offset, policy.chunkSize);
    if (progress.done) return progress.video;
    const now = Date.now();
    if (progress.received > offset) {
      lastMoved = now;
      idleRounds = 0;
    } else if (now - lastMoved >= policy.stallAfterMs) {
      throw new UploadStalledError(
        `vid kept no new bytes for ${Math.round((now - lastMoved) / 1000)} s; stopped at ${offset} of ${total} bytes`,
      );
    } else {
      await sleep(Math.min(policy.retryDelayMs * 2 ** idleRounds, MAX_RETRY_DELAY_MS));
      idleRounds += 1;
    }
    if (now - started >= policy.maxUploadMs) {
      throw new UploadStalledError(`vid upload ran past ${Math.round(policy.maxUploadMs / 60_000)} minutes`);
    }
    // The platform may keep less than was sent (or, after trouble, less than before): go on from what it has.
    offset = progress.received;
  }
}

async function sendFrom(
  client: VidClient,
  session: string,
  video: PublishMedia,
  offset: number,
  chunkSize: number,
): Promise<UploadProgress> {
  const total = video.bytes;
  const end = Math.min(offset + chunkSize, total);
  const bytes = await video.read(offset, end);
  if (bytes.length !== end - offset) {
    throw new Error(`vid: media ${video.id} gave ${bytes.length} bytes for ${offset}-${end - 1}`);
  }
  try {
    return await client.sendChunk(session, { bytes, start: offset, total, contentType: video.contentType });
  } catch (err) {
    const lostAnswer = err instanceof PlatformNetworkError && err.mayHaveReached;
    if (lostAnswer && end < total) return client.uploadStatus(session, total);
    // A 5xx leaves the session as it was; asking is safe even for the last chunk (it creates nothing).
    const serverFault =
      err instanceof VidApiError && !(err instanceof VidSessionGoneError) && err.status >= 500;
    if (serverFault) return client.uploadStatus(session, total);
    throw err;
  }
}
