import { graphErrorFields } from '../http/graph-error';
import { platformRequest, PlatformResponseError } from '../http/platform-http';
import { RefreshRefusedError, type OAuthCall, type RefreshedTokens } from './connect';
import { codeGrant, postForm, storedTokens, urlWithQuery } from './oauth-http';

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

/**
 * A refresh that failed: code 190 (the token is invalid, expired or revoked) cannot be helped by
 * asking again, so it becomes RefreshRefusedError; anything else (an outage, throttling) is kept
 * for the workflow's retries.
 */
function refreshFailure(platform: string, err: unknown): Error {
  const refused = err instanceof PlatformResponseError ? graphErrorFields(err.body) : {};
  if (refused.code !== 190) return err instanceof Error ? err : new Error(String(err));
  return new RefreshRefusedError(`${platform} refused the refresh: ${refused.message ?? 'invalid token'}`);
}

/** The long-lived exchange's and the refresh's answer. */
interface LongLivedAnswer {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}

/** The code traded at the token endpoint (a form post, as Threads and Instagram Login take it): the answer. */
export async function postCode<T>(call: OAuthCall, code: string): Promise<T> {
  const res = await postForm<T>(
    call.endpoints.token,
    { client_id: call.client.clientId, client_secret: call.client.clientSecret, ...codeGrant(call, code) },
    { signal: call.signal },
  );
  return res.body;
}

/**
 * A one-hour token traded for a 60-day one, at the host's root with the app secret in the query;
 * `grantType` is the platform's name for the exchange (`th_exchange_token`, `ig_exchange_token`).
 */
export function longLivedToken(
  call: OAuthCall,
  grantType: string,
  shortLived: string,
): Promise<LongLivedAnswer> {
  return graphGet<LongLivedAnswer>(
    `${graphRoot(call.baseUrl)}/access_token`,
    { grant_type: grantType, client_secret: call.client.clientSecret, access_token: shortLived },
    { signal: call.signal },
  );
}

/**
 * A live long-lived token refreshed into a new 60-day one, at the host's root; `grantType` is the
 * platform's name for it (`th_refresh_token`, `ig_refresh_token`). There is no refresh token: an
 * expired token cannot be brought back, and the platform's 190 says so (RefreshRefusedError).
 */
export async function refreshLongLived(
  platform: string,
  call: OAuthCall,
  accessToken: string | undefined,
  grantType: string,
): Promise<RefreshedTokens> {
  try {
    const tokens = await graphGet<LongLivedAnswer>(
      `${graphRoot(call.baseUrl)}/refresh_access_token`,
      { grant_type: grantType, access_token: accessToken },
      { signal: call.signal },
    );
    return storedTokens(tokens);
  } catch (err) {
    throw refreshFailure(platform, err);
  }
}
