import { platformRequest, PlatformResponseError } from '../http/platform-http';
import { RefreshRefusedError } from './connect';
import { urlWithQuery } from './oauth-http';

/**
 * Pieces the Graph-style connect flows (strand, photo, social) share: their token calls are GETs
 * with the values in the query, their errors come in the Graph envelope, and a few of their paths
 * live at the host's root rather than under the API version.
 */

/** `https://graph.threads.net/v1.0` → `https://graph.threads.net`; an unversioned base (the emulator) stays. */
export function graphRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v\d+(\.\d+)?$/, '');
}

/** A GET with `params` in the query (token values included, as the platforms document), JSON back. */
export async function graphGet<T>(
  url: string,
  params: Record<string, string | undefined>,
  options: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await platformRequest<T>({
    method: 'GET',
    url: urlWithQuery(url, params),
    headers: options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {},
    signal: options.signal,
  });
  return res.body;
}

/** The Graph error code of a refused call, when the answer was a Graph error. */
export function graphErrorCode(err: unknown): number | undefined {
  if (!(err instanceof PlatformResponseError)) return undefined;
  const error = (err.body as { error?: { code?: unknown } } | undefined)?.error;
  return typeof error?.code === 'number' ? error.code : undefined;
}

/**
 * A refresh that failed: code 190 (the token is invalid, expired or revoked) cannot be helped by
 * asking again, so it becomes RefreshRefusedError; anything else (an outage, throttling) is kept
 * for the workflow's retries.
 */
export function refreshFailure(platform: string, err: unknown): Error {
  if (graphErrorCode(err) !== 190) return err instanceof Error ? err : new Error(String(err));
  const message = (err as PlatformResponseError & { body: { error: { message?: unknown } } }).body.error
    .message;
  return new RefreshRefusedError(
    `${platform} refused the refresh: ${typeof message === 'string' ? message : 'invalid token'}`,
  );
}
