import type { OAuthConnect } from '../../core/channels/connect';
import { graphGet, longLivedToken, postCode, refreshLongLived } from '../../core/channels/graph-oauth';
import { authorizeUrlFor, storedTokens } from '../../core/channels/oauth-http';

/** The code exchange's answer: a short-lived (one hour) token. */
interface ShortLivedAnswer {
  access_token: string;
  user_id?: string | number;
}

const SCOPES = [
  'threads_basic',
  'threads_content_publish',
  'threads_manage_replies',
  'threads_read_replies',
  'threads_manage_insights',
];

/**
 * Threads-style OAuth: authorization code without PKCE; the code buys a one-hour token, traded at
 * once for a 60-day one (`th_exchange_token`, app secret in the query); a live long-lived token is
 * refreshed into a new 60-day one (`th_refresh_token`). There is no refresh token: the access
 * token itself is what is refreshed, so an expired one cannot be brought back.
 *
 * `access_token` and `refresh_access_token` sit at the host's root, not under the API version the
 * rest of the client uses.
 */
export const strandConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: false,
  scopes: SCOPES,
  endpoints: {
    authorize: 'https://threads.net/oauth/authorize',
    token: 'https://graph.threads.net/oauth/access_token',
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(','));
  },

  async exchange(call, code) {
    const short = await postCode<ShortLivedAnswer>(call, code);
    const long = await longLivedToken(call, 'th_exchange_token', short.access_token);
    const me = await graphGet<{ id?: unknown; username?: unknown }>(
      `${call.baseUrl.replace(/\/+$/, '')}/me`,
      { fields: 'id,username' },
      { accessToken: long.access_token, signal: call.signal },
    );
    if (typeof me.id !== 'string' || typeof me.username !== 'string') {
      throw new Error('strand: /me answered without id and username');
    }
    return {
      externalAccountId: me.id,
      handle: me.username,
      ...storedTokens(long),
    };
  },

  refresh(call, credentials) {
    return refreshLongLived('strand', call, credentials.accessToken, 'th_refresh_token');
  },
};
