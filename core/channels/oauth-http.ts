import { createHash, randomBytes } from 'node:crypto';
import { platformRequest, type PlatformResponse } from '../http/platform-http';
import type { AuthorizeRequest, OAuthCall, RefreshedTokens } from './connect';

/**
 * Small pieces every OAuth connect flow needs, so a plugin's connect.ts holds only its platform's
 * names and shapes.
 */

/** `endpoint` with `params` added to its query; undefined values are left out. */
export function urlWithQuery(endpoint: string, params: Record<string, string | undefined>): string {
  const url = new URL(endpoint);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** A form-encoded POST (what token endpoints take), JSON back. */
export function postForm<T>(
  url: string,
  fields: Record<string, string | undefined>,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<PlatformResponse<T>> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  return platformRequest<T>({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: form.toString(),
    signal: options.signal,
  });
}

/** HTTP Basic credentials of a confidential client (RFC 6749 section 2.3.1). */
export function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (v: string) => encodeURIComponent(v);
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

/** When a token given `expiresIn` seconds from now stops working; null when the platform gave no lifetime. */
export function expiryFrom(expiresIn: number | string | undefined, now = Date.now()): Date | null {
  const seconds = Number(expiresIn);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(now + seconds * 1000) : null;
}

/** A fresh PKCE verifier: 43 characters of the unreserved alphabet (RFC 7636 section 4.1). */
export function pkceVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** The S256 challenge of a verifier (RFC 7636 section 4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * What to store from a token answer: the access token, its refresh token (else the one kept so
 * far, for platforms that do not send a new one), and when the access token stops working.
 */
export function storedTokens(
  tokens: { access_token: string; refresh_token?: string; expires_in?: number | string },
  previousRefresh?: string,
): RefreshedTokens {
  const credentials: Record<string, string> = { accessToken: tokens.access_token };
  const refresh = tokens.refresh_token ?? previousRefresh;
  if (refresh) credentials.refreshToken = refresh;
  return { credentials, expiresAt: expiryFrom(tokens.expires_in) };
}

/** An OAuth refusal (`{error, error_description}`) in a few words, for messages. */
export function describeOAuthError(body: unknown): string {
  const b = (body ?? {}) as { error?: string; error_description?: string };
  return [b.error, b.error_description].filter(Boolean).join(': ') || 'no reason given';
}

/**
 * The address of the platform's authorize page (RFC 6749 section 4.1.1): the code flow's fields,
 * PKCE when the flow has a challenge, and `login_hint` (which the sandboxes sign in as). `extra`
 * adds the platform's own fields; a field set to undefined there is left out.
 */
export function authorizeUrlFor(
  endpoint: string,
  request: AuthorizeRequest,
  scope: string,
  extra: Record<string, string | undefined> = {},
): string {
  return urlWithQuery(endpoint, {
    response_type: 'code',
    client_id: request.client.clientId,
    redirect_uri: request.client.redirectUri,
    scope,
    state: request.state,
    ...pkceQuery(request),
    login_hint: request.loginHint,
    ...extra,
  });
}

/** The PKCE parameters of an authorize page's address (RFC 7636 section 4.3); none without a challenge. */
export function pkceQuery(request: AuthorizeRequest): Record<string, string | undefined> {
  return {
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallenge ? 'S256' : undefined,
  };
}

/** The fields of an authorization-code grant (RFC 6749 section 4.1.3), with the PKCE verifier when there is one. */
export function codeGrant(
  call: OAuthCall,
  code: string,
  codeVerifier?: string,
): Record<string, string | undefined> {
  return {
    grant_type: 'authorization_code',
    code,
    redirect_uri: call.client.redirectUri,
    code_verifier: codeVerifier,
  };
}

/** The fields of a refresh-token grant (RFC 6749 section 6). */
export function refreshGrant(refreshToken: string | undefined): Record<string, string | undefined> {
  return { grant_type: 'refresh_token', refresh_token: refreshToken };
}
