import { createHash } from 'node:crypto';

/** A file as the emulated platform received it: where from, how big, and a hash of its bytes. */
export interface ReceivedMedia {
  source: 'url' | 'upload';
  url?: string;
  contentType?: string;
  bytes: number;
  sha256: string;
  /** Upload calls it took (uploads only). */
  chunks?: number;
}

export type FetchOutcome =
  { ok: true; media: ReceivedMedia } | { ok: false; problem: 'download' | 'type' | 'size'; detail: string };

const FETCH_TIMEOUT_MS = 30_000;

/**
 * Downloads a file the way the platform pulls `url`/`file_url`: over real HTTP, refusing an error
 * status, a type other than `accept`, more than `maxBytes`, or fewer bytes than the host announced
 * (a cut-short download). Reads as a stream so an oversized file is dropped without being held.
 */
export async function fetchMedia(
  url: string,
  accept: 'image' | 'video',
  maxBytes: number,
): Promise<FetchOutcome> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (err) {
    return { ok: false, problem: 'download', detail: `no answer from ${url} (${describe(err)})` };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { ok: false, problem: 'download', detail: `${url} answered ${res.status}` };
  }
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!contentType.startsWith(`${accept}/`)) {
    await res.body?.cancel();
    return {
      ok: false,
      problem: 'type',
      detail: `${url} is ${contentType || 'of no stated type'}, not ${accept}`,
    };
  }
  const announced = Number(res.headers.get('content-length') ?? NaN);
  if (announced > maxBytes) {
    await res.body?.cancel();
    return { ok: false, problem: 'size', detail: `${url} is ${announced} bytes; at most ${maxBytes}` };
  }

  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of res.body ?? []) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        return { ok: false, problem: 'size', detail: `${url} is over ${maxBytes} bytes` };
      }
      hash.update(chunk);
    }
  } catch (err) {
    return {
      ok: false,
      problem: 'download',
      detail: `${url} broke off after ${bytes} bytes (${describe(err)})`,
    };
  }
  if (Number.isFinite(announced) && bytes !== announced) {
    return { ok: false, problem: 'download', detail: `${url} sent ${bytes} of ${announced} bytes` };
  }
  if (bytes === 0) return { ok: false, problem: 'download', detail: `${url} is empty` };
  return { ok: true, media: { source: 'url', url, contentType, bytes, sha256: hash.digest('hex') } };
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: string } })?.cause?.code;
  return cause ?? (err instanceof Error ? err.message : String(err));
}
