import { readCapped } from '../../../core/http/capped-body';

/** Why an upstream call gave nothing usable; the services turn it into the spec's codes. */
export type UpstreamFailure = 'refused' | 'limited' | 'failed' | 'timeout' | 'not_found' | 'too_large';

export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    readonly failure: UpstreamFailure,
    readonly status?: number,
  ) {
    super(`${upstream}: ${failure}${status ? ` (HTTP ${status})` : ''}`);
  }
}

export interface UpstreamAnswer {
  status: number;
  text: string;
}

/**
 * One GET to a research upstream: at most `timeoutMs` (or until `signal` aborts) and at most
 * `maxBytes` of body (core/http/capped-body.ts). A status
 * of 401/403 is `refused`, 429 `limited`, 404 `not_found`, any other non-2xx `failed`.
 */
export async function getUpstream(
  upstream: string,
  url: string,
  options: { headers?: Record<string, string>; timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): Promise<UpstreamAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const res = await fetch(url, { headers: options.headers, signal, redirect: 'follow' });
    if (res.status === 401 || res.status === 403) throw new UpstreamError(upstream, 'refused', res.status);
    if (res.status === 429) throw new UpstreamError(upstream, 'limited', res.status);
    if (res.status === 404) throw new UpstreamError(upstream, 'not_found', res.status);
    if (res.status < 200 || res.status >= 300) throw new UpstreamError(upstream, 'failed', res.status);
    const body = await readCapped(res, options.maxBytes);
    if (!body) throw new UpstreamError(upstream, 'too_large', res.status);
    return { status: res.status, text: body.toString('utf8') };
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    if (timeout.aborted || (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError')
      throw new UpstreamError(upstream, 'timeout');
    throw new UpstreamError(upstream, 'failed');
  }
}

/** The answer's JSON, or `failed` when it is not JSON. */
export function jsonOf<T>(upstream: string, answer: UpstreamAnswer): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new UpstreamError(upstream, 'failed', answer.status);
  }
}
