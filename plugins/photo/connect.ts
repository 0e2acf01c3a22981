import type { OAuthCall, OAuthConnect, RefreshedTokens } from '../../core/channels/connect';
import { graphGet, graphRoot, refreshFailure } from '../../core/channels/graph-oauth';
import { expiryFrom, postForm, urlWithQuery } from '../../core/channels/oauth-http';

/** The code exchange's answer: a one-hour token. The documentation wraps it in `data`; the API sends it flat. */
interface ShortLivedToken {
  access_token: string;
  user_id?: string | number;
  permissions?: string | string[];
}

/** The long-lived exchange's and the refresh's answer. */
interface LongLivedAnswer {
  access_token: string;
  token_type?: string;
  expires_in?: number;
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
    return urlWithQuery(endpoint, {
      client_id: request.client.clientId,
      redirect_uri: request.client.redirectUri,
      response_type: 'code',
      scope: SCOPES.join(','),
      state: request.state,
      // The platform ignores it; the sandbox signs in as this handle.
      login_hint: request.loginHint,
    });
  },

  async exchange(call, code) {
    const answer = await postForm<unknown>(
      call.endpoints.token,
      {
        client_id: call.client.clientId,
        client_secret: call.client.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: call.client.redirectUri,
        code,
      },
      { signal: call.signal },
    );
    const body = answer.body as ShortLivedToken & { data?: ShortLivedToken[] };
    const short = body.data ? body.data[0] : body;
    if (typeof short?.access_token !== 'string') {
      throw new Error('photo: the code exchange answered without an access_token');
    }
    const long = await graphGet<LongLivedAnswer>(
      `${graphRoot(call.baseUrl)}/access_token`,
      {
        grant_type: 'ig_exchange_token',
        client_secret: call.client.clientSecret,
        access_token: short.access_token,
      },
      { signal: call.signal },
    );
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
      credentials: { accessToken: long.access_token },
      expiresAt: expiryFrom(long.expires_in),
    };
  },

  async refresh(call: OAuthCall, credentials): Promise<RefreshedTokens> {
    try {
      const tokens = await graphGet<LongLivedAnswer>(
        `${graphRoot(call.baseUrl)}/refresh_access_token`,
        { grant_type: 'ig_refresh_token', access_token: credentials.accessToken },
        { signal: call.signal },
      );
      return { credentials: { accessToken: tokens.access_token }, expiresAt: expiryFrom(tokens.expires_in) };
    } catch (err) {
      throw refreshFailure('photo', err);
    }
  },
};
