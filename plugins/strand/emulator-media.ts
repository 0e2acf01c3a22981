import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, VIDEO_MAX_BYTES, VIDEO_TYPES } from './limits';

/** What the emulated platform got when it pulled a media URL, kept on the post for tests to check. */
export interface ReceivedMedia {
  kind: 'image' | 'video';
  url: string;
  contentType: string;
  bytes: number;
  sha256: string;
}

export type FetchOutcome =
  | { ok: true; media: ReceivedMedia }
  /** `unreachable`: nothing usable came back; `refused`: a file came, but not one the platform takes. */
  | { ok: false; problem: 'unreachable' | 'refused'; reason: string };

const FETCH_TIMEOUT_MS = 30_000;

/**
 * Pulls a media URL over real HTTP, as the platform does, and checks what arrived: a success
 * status, every byte the Content-Length promised, a type and a size the platform takes.
 */
export async function fetchMedia(url: string, kind: 'image' | 'video'): Promise<FetchOutcome> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, problem: 'unreachable', reason: 'not an http(s) URL' };
  let res: Response;
  let body: Buffer;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    return { ok: false, problem: 'unreachable', reason: err instanceof Error ? err.message : String(err) };
  }
  if (!res.ok) return { ok: false, problem: 'unreachable', reason: `the host answered ${res.status}` };
  const promised = res.headers.get('content-length');
  if (promised !== null && Number(promised) !== body.length) {
    return {
      ok: false,
      problem: 'unreachable',
      reason: `got ${body.length} of ${promised} bytes`,
    };
  }

  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const types = kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES;
  if (!types.includes(contentType)) {
    return {
      ok: false,
      problem: 'refused',
      reason: `${contentType || 'no type'} is not one of ${types.join(', ')}`,
    };
  }
  const maxBytes = kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
  if (body.length > maxBytes) {
    return { ok: false, problem: 'refused', reason: `${body.length} bytes is over ${maxBytes}` };
  }
  if (body.length === 0) return { ok: false, problem: 'refused', reason: 'the file is empty' };
  return {
    ok: true,
    media: {
      kind,
      url,
      contentType,
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    },
  };
}
