import { createHash } from 'node:crypto';
import {
  BAD_ASPECT_RATIO,
  FETCH_FAILED,
  IMAGE_TOO_LARGE,
  NOT_JPEG,
  type GraphFailure,
} from './emulator-graph';
import { isJpeg, isMp4, readJpegSize, readMp4Duration } from './media-format';
import { PHOTO_IMAGE_MAX_BYTES } from './rules';

/**
 * The photo emulator pulling files from the URLs it is given, over real HTTP, and checking what
 * arrived as the platform does: JPEG only and up to 8MB for images (feed images 4:5 to 1.91:1),
 * an MP4 of the allowed duration for videos. Images are checked while the container is made, so
 * their problems answer the call; videos are processed afterwards, so theirs end the container
 * in ERROR with a sentence that carries the subcode.
 */

/** What the emulator received, kept on the post so tests can compare it with what was served. */
export interface ReceivedFile {
  url: string;
  contentType: string;
  bytes: number;
  sha256: string;
  width?: number;
  height?: number;
  durationSec?: number;
}

export type ImageUse = 'feed' | 'story' | 'cover';

const FEED_RATIO = { min: 4 / 5, max: 1.91 };

export async function receiveImage(
  url: string,
  use: ImageUse,
  timeoutMs: number,
): Promise<{ file: ReceivedFile } | { failure: GraphFailure }> {
  const fetched = await download(url, timeoutMs);
  if (!fetched.ok) return { failure: FETCH_FAILED };
  const { body, contentType } = fetched;
  if (!isJpeg(body)) return { failure: NOT_JPEG };
  if (body.length > PHOTO_IMAGE_MAX_BYTES) return { failure: IMAGE_TOO_LARGE };
  const size = readJpegSize(body);
  if (!size) return { failure: NOT_JPEG };
  const ratio = size.width / size.height;
  if (use === 'feed' && (size.height === 0 || ratio < FEED_RATIO.min || ratio > FEED_RATIO.max)) {
    return { failure: BAD_ASPECT_RATIO };
  }
  return { file: { ...describe(url, body, contentType), ...size } };
}

export async function receiveVideo(
  url: string,
  seconds: { min: number; max: number },
  timeoutMs: number,
): Promise<{ file: ReceivedFile } | { problem: string }> {
  const fetched = await download(url, timeoutMs);
  if (!fetched.ok) return { problem: `Media download has failed: ${fetched.reason} (2207052)` };
  const { body, contentType } = fetched;
  const durationSec = isMp4(body) ? readMp4Duration(body) : undefined;
  if (durationSec === undefined) return { problem: 'The video format is not supported (2207026)' };
  if (durationSec < seconds.min || durationSec > seconds.max) {
    // [?] The platform's subcode for a duration out of range is not documented; none is given.
    return {
      problem: `The video is ${durationSec} s long; this media type takes ${seconds.min}-${seconds.max} s`,
    };
  }
  return { file: { ...describe(url, body, contentType), durationSec } };
}

/** A reel's cover is pulled with the reel, so its problems end the reel's container in ERROR too. */
export async function receiveCover(
  url: string,
  timeoutMs: number,
): Promise<{ file: ReceivedFile } | { problem: string }> {
  const received = await receiveImage(url, 'cover', timeoutMs);
  if ('file' in received) return received;
  const { message, error_subcode: subcode } = received.failure.error;
  return { problem: `Cover: ${message.replace(/\.$/, '')} (${subcode ?? received.failure.error.code})` };
}

type Downloaded = { ok: true; body: Buffer; contentType: string } | { ok: false; reason: string };

async function download(url: string, timeoutMs: number): Promise<Downloaded> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  // The real platform wants public https; the sandbox also pulls from http test servers.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return { ok: false, reason: 'not http(s)' };
  try {
    const res = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { ok: false, reason: `the host answered ${res.status}` };
    const body = Buffer.from(await res.arrayBuffer());
    return { ok: true, body, contentType: res.headers.get('content-type') ?? '' };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

function describe(url: string, body: Buffer, contentType: string): ReceivedFile {
  return {
    url,
    contentType,
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}
