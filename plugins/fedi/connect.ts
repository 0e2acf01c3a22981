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
import { FediClient } from './client';

const SCOPES = ['read', 'write'];
/** What the instance shows a person approving access. */
const APP_NAME = 'Fanout';

/**
 * OAuth 2.0 with PKCE and refresh tokens, on the instance the person names (`server`): the core
 * registers this app there once (`registerClient`, `POST /api/v1/apps`), keeps it, and runs the
 * authorize page and the token endpoint on that instance. Without `server`, the one instance whose
 * app this deployment holds (`FEDI_CLIENT_ID`, `FEDI_BASE_URL`; mastodon.social by default).
 */
export const fediConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: true,
  scopes: SCOPES,
  server: { required: false },
  endpoints: {
    authorize: 'https://mastodon.social/oauth/authorize',
    token: 'https://mastodon.social/oauth/token',
  },

  async registerClient(call) {
    const res = await postForm<{ client_id: string; client_secret: string }>(
      `${call.baseUrl}/api/v1/apps`,
      {
        client_name: APP_NAME,
        redirect_uris: call.redirectUri,
        scopes: call.scopes.join(' '),
      },
      { signal: call.signal },
    );
    return { clientId: res.body.client_id, clientSecret: res.body.client_secret };
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(' '));
  },

  async exchange(call, code, codeVerifier) {
    const tokens = await tokenCall(call, codeGrant(call, code, codeVerifier));
    const client = new FediClient(call.baseUrl, tokens.access_token, call.signal);
    const [me, instance] = await Promise.all([client.verifyCredentials(), client.instance()]);
    // The instance's own limit, checked when a post is made (FediPlugin.validate).
    const maxCharacters = instance.configuration?.statuses?.max_characters;
    return {
      externalAccountId: me.id,
      handle: me.acct,
      ...storedTokens(tokens),
      ...(typeof maxCharacters === 'number' ? { metadata: { maxCharacters } } : {}),
    };
  },

  async refresh(call, credentials) {
    try {
      return storedTokens(
        await tokenCall(call, refreshGrant(credentials.refreshToken)),
        credentials.refreshToken,
      );
    } catch (err) {
      // A spent or revoked refresh token: asking again cannot help.
      if (err instanceof PlatformResponseError && err.status === 400) {
        throw new RefreshRefusedError(`fedi refused the refresh: ${describeOAuthError(err.body)}`);
      }
      throw err;
    }
  },
};

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

function tokenCall(call: OAuthCall, fields: Record<string, string | undefined>) {
  return postForm<TokenAnswer>(call.endpoints.token, fields, {
    headers: { authorization: basicAuth(call.client.clientId, call.client.clientSecret) },
    signal: call.signal,
  }).then((res) => res.body);
}
