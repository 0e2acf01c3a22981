import { RefreshRefusedError, type OAuthCall, type OAuthConnect } from '../../core/channels/connect';
import {
  authorizeUrlFor,
  codeGrant,
  describeOAuthError,
  postForm,
  refreshGrant,
  storedTokens,
} from '../../core/channels/oauth-http';
import { platformRequest, PlatformResponseError } from '../../core/http/platform-http';
import { VidApiError } from './client';

/** Google's token endpoint answer. */
interface TokenAnswer {
  access_token: string;
  expires_in?: number;
  /** Only from a code exchange with access_type=offline; a refresh never sends a new one. */
  refresh_token?: string;
  scope?: string;
  token_type?: string;
}

interface ChannelList {
  items?: Array<{ id: string; snippet?: { title?: string; customUrl?: string } }>;
}

/**
 * Google OAuth 2.0 for the video platform: authorization code with PKCE (S256), a confidential
 * client sending its credentials in the form, `access_type=offline` and `prompt=consent` so the
 * exchange always returns a refresh token, access tokens of about an hour, and a refresh token
 * that stays the same across refreshes. The account is the token's YouTube channel.
 */
const SCOPES = ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube'];

export const vidConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: true,
  scopes: SCOPES,
  endpoints: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(' '), {
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
  },

  async exchange(call, code, codeVerifier) {
    const tokens = await tokenCall(call, codeGrant(call, code, codeVerifier));
    const channel = await myChannel(call, tokens.access_token);
    return {
      externalAccountId: channel.id,
      handle: channel.snippet?.customUrl?.replace(/^@/, '') || channel.snippet?.title || channel.id,
      ...storedTokens(tokens),
    };
  },

  async refresh(call, credentials) {
    const refreshToken = credentials.refreshToken;
    // Without one no refresh can ever work: the person has to connect again.
    if (!refreshToken) throw new RefreshRefusedError('vid: no refresh token was kept for this account');
    try {
      const tokens = await tokenCall(call, refreshGrant(refreshToken));
      return storedTokens(tokens, refreshToken);
    } catch (err) {
      // invalid_grant: revoked, expired (unused for six months, or a password change); asking again cannot help.
      if (
        err instanceof PlatformResponseError &&
        err.status === 400 &&
        errorOf(err.body) === 'invalid_grant'
      ) {
        throw new RefreshRefusedError(`vid refused the refresh: ${describeOAuthError(err.body)}`);
      }
      throw err;
    }
  },
};

function tokenCall(call: OAuthCall, fields: Record<string, string | undefined>): Promise<TokenAnswer> {
  return postForm<TokenAnswer>(
    call.endpoints.token,
    { client_id: call.client.clientId, client_secret: call.client.clientSecret, ...fields },
    { signal: call.signal },
  ).then((res) => res.body);
}

/** The token's channel (`channels.list mine=true`), on the API host rather than the token host. */
async function myChannel(call: OAuthCall, accessToken: string) {
  const url = `${call.baseUrl.replace(/\/+$/, '')}/youtube/v3/channels?part=snippet&mine=true`;
  let res;
  try {
    res = await platformRequest<ChannelList>({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
      signal: call.signal,
    });
  } catch (err) {
    throw err instanceof PlatformResponseError ? new VidApiError(err.status, err.headers, err.body) : err;
  }
  const channel = res.body?.items?.[0];
  if (channel) return channel;
  // A Google account without a channel answers an empty list; nothing can be posted until it has one.
  throw new VidApiError(404, res.headers, {
    error: {
      code: 404,
      message: 'This Google account has no YouTube channel; create one, then connect again.',
      errors: [{ reason: 'channelNotFound', domain: 'youtube.channel' }],
    },
  });
}

function errorOf(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' ? error : undefined;
}
