import { RefreshRefusedError, type OAuthCall, type OAuthConnect } from '../../core/channels/connect';
import {
  authorizeUrlFor,
  basicAuth,
  codeGrant,
  describeOAuthError,
  postForm,
  refreshGrant,
  storedTokens,
} from '../../core/channels/oauth-http';
import { PlatformResponseError } from '../../core/http/platform-http';
import { MicroClient } from './client';

/** The token endpoint's answer (X OAuth 2.0). */
interface TokenAnswer {
  token_type: string;
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

/**
 * X-style OAuth 2.0: authorization code with PKCE (S256, required), a confidential client
 * authenticated with HTTP Basic at the token endpoint, two-hour access tokens and rotating refresh
 * tokens (`offline.access`). Each refresh retires the refresh token it used, so the new one must be
 * stored before anything else refreshes.
 */
const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'];

export const microConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: true,
  scopes: SCOPES,
  endpoints: {
    authorize: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(' '));
  },

  async exchange(call, code, codeVerifier) {
    const tokens = await tokenCall(call, codeGrant(call, code, codeVerifier));
    const me = await new MicroClient(call.baseUrl, tokens.access_token, call.signal).me();
    return {
      externalAccountId: me.id,
      handle: me.username,
      ...storedTokens(tokens),
    };
  },

  async refresh(call, credentials) {
    try {
      const tokens = await tokenCall(call, refreshGrant(credentials.refreshToken));
      return storedTokens(tokens, credentials.refreshToken);
    } catch (err) {
      // 400 invalid_grant / invalid_request: the refresh token is spent or revoked; asking again cannot help.
      if (err instanceof PlatformResponseError && err.status === 400) {
        throw new RefreshRefusedError(`micro refused the refresh: ${describeOAuthError(err.body)}`);
      }
      throw err;
    }
  },
};

function tokenCall(call: OAuthCall, fields: Record<string, string | undefined>) {
  return postForm<TokenAnswer>(call.endpoints.token, fields, {
    headers: { authorization: basicAuth(call.client.clientId, call.client.clientSecret) },
    signal: call.signal,
  }).then((res) => res.body);
}
