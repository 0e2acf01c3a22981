import type { OAuthConnect } from '../../core/channels/connect';
import { graphGet, longLivedToken, postCode, refreshLongLived } from '../../core/channels/graph-oauth';
import { authorizeUrlFor, storedTokens } from '../../core/channels/oauth-http';

/** The code exchange's answer: a one-hour token. The documentation wraps it in `data`; the API sends it flat. */
interface ShortLivedToken {
  access_token: string;
  user_id?: string | number;
  permissions?: string | string[];
}

const SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_comments',
];

/**
 * Instagram API with Instagram Login: authorization code without PKCE at www.instagram.com; the
 * code is traded at api.instagram.com (form post) for a one-hour token, which graph.instagram.com
 * trades for a 60-day one (`ig_exchange_token`); a live long-lived token is refreshed into a new
 * 60-day one (`ig_refresh_token`). The account is the professional account `/me` names
 * (`user_id`, the id every publishing path takes).
 *
 * `access_token` and `refresh_access_token` sit at the API host's root, not under its version.
 */
export const photoConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: false,
  scopes: SCOPES,
  endpoints: {
    authorize: 'https://www.instagram.com/oauth/authorize',
    token: 'https://api.instagram.com/oauth/access_token',
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(','));
  },

  async exchange(call, code) {
    const answer = await postCode<ShortLivedToken & { data?: ShortLivedToken[] }>(call, code);
    const short = answer.data ? answer.data[0] : answer;
    if (typeof short?.access_token !== 'string') {
      throw new Error('photo: the code exchange answered without an access_token');
    }
    const long = await longLivedToken(call, 'ig_exchange_token', short.access_token);
    const me = await graphGet<{ user_id?: unknown; username?: unknown }>(
      `${call.baseUrl.replace(/\/+$/, '')}/me`,
      { fields: 'user_id,username' },
      { accessToken: long.access_token, signal: call.signal },
    );
    if (
      (typeof me.user_id !== 'string' && typeof me.user_id !== 'number') ||
      typeof me.username !== 'string'
    ) {
      throw new Error('photo: /me answered without user_id and username');
    }
    return {
      externalAccountId: String(me.user_id),
      handle: me.username,
      ...storedTokens(long),
    };
  },

  refresh(call, credentials) {
    return refreshLongLived('photo', call, credentials.accessToken, 'ig_refresh_token');
  },
};
