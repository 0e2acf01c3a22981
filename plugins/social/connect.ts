import type { OAuthConnect } from '../../core/channels/connect';
import { graphGet } from '../../core/channels/graph-oauth';
import { authorizeUrlFor } from '../../core/channels/oauth-http';
import { AppError } from '../../core/errors/app-error';

interface UserToken {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}

interface ManagedPage {
  id?: unknown;
  name?: unknown;
  access_token?: unknown;
}

const SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'pages_manage_engagement'];

/**
 * Facebook Login for Pages: authorization code without PKCE; the code buys a short-lived user
 * token (a GET on the versioned token endpoint), traded for a long-lived one (`fb_exchange_token`,
 * same endpoint); `/me/accounts` then lists the Pages the person manages, each with a Page token.
 * A Page token obtained with a long-lived user token does not expire, so there is nothing to
 * refresh (no `refresh`; the token workflow stops at once). The account is the Page: the first one
 * listed.
 */
export const socialConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: false,
  scopes: SCOPES,
  endpoints: {
    authorize: 'https://www.facebook.com/v21.0/dialog/oauth',
    token: 'https://graph.facebook.com/v21.0/oauth/access_token',
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(','));
  },

  async exchange(call, code) {
    const { clientId, clientSecret, redirectUri } = call.client;
    const short = await graphGet<UserToken>(
      call.endpoints.token,
      { client_id: clientId, redirect_uri: redirectUri, client_secret: clientSecret, code },
      { signal: call.signal },
    );
    const long = await graphGet<UserToken>(
      call.endpoints.token,
      {
        grant_type: 'fb_exchange_token',
        client_id: clientId,
        client_secret: clientSecret,
        fb_exchange_token: short.access_token,
      },
      { signal: call.signal },
    );
    const pages = await graphGet<{ data?: ManagedPage[] }>(
      `${call.baseUrl.replace(/\/+$/, '')}/me/accounts`,
      { fields: 'id,name,access_token' },
      { accessToken: long.access_token, signal: call.signal },
    );
    const page = pages.data?.find(
      (p) => typeof p.id === 'string' && typeof p.name === 'string' && typeof p.access_token === 'string',
    );
    if (!page) {
      throw AppError.of(
        'connect_denied',
        { platform: 'social' },
        'The Facebook account manages no Page this app was given access to; choose a Page when approving.',
      );
    }
    return {
      externalAccountId: page.id as string,
      handle: page.name as string,
      credentials: { pageAccessToken: page.access_token as string },
      expiresAt: null,
    };
  },
};
