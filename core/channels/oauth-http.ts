import { createHash, randomBytes } from 'node:crypto';
import { platformRequest, type PlatformResponse } from '../http/platform-http';

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
