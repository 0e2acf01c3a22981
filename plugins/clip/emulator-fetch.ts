import { createHash } from 'node:crypto';

/** What the emulator received from a media URL, or why the platform would give up on it. */
export type Pulled =
  | { ok: true; bytes: number; sha256: string; contentType: string }
  | { ok: false; reason: 'pull_failed' | 'format' | 'size' };

/**
 * Fetches one media URL over real HTTP, as the platform pulls PULL_FROM_URL media, and checks
 * what arrives: an answer at all, an accepted type, a size within the limit.
 */
export async function pullMedia(
  url: string,
  accepted: readonly string[],
  maxBytes: number,
  timeoutMs = 30_000,
): Promise<Pulled> {
  let res: Response;
  let body: Buffer;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    body = Buffer.from(await res.arrayBuffer());
  } catch {
    return { ok: false, reason: 'pull_failed' };
  }
  if (!res.ok) return { ok: false, reason: 'pull_failed' };
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!accepted.includes(contentType)) return { ok: false, reason: 'format' };
  if (body.length === 0 || body.length > maxBytes) return { ok: false, reason: 'size' };
  return {
    ok: true,
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
    contentType,
  };
}
