import { RefreshRefusedError, type OAuthCall, type OAuthConnect } from '../../core/channels/connect';
import {
  authorizeUrlFor,
  codeGrant,
  postForm,
  refreshGrant,
  storedTokens,
} from '../../core/channels/oauth-http';
import { platformRequest, PlatformResponseError } from '../../core/http/platform-http';
import { ClipApiError, ClipClient, toApiError, type ClipEnvelope } from './client';

/** The token endpoint's answer, or its refusal (`error`, `error_description`, `log_id`). */
interface TokenAnswer {
  open_id?: string;
  scope?: string;
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  token_type?: string;
  error?: string;
  error_description?: string;
  log_id?: string;
}

interface UserInfo {
  user?: { open_id?: string; union_id?: string; display_name?: string };
}

/**
 * TikTok Login Kit v2: the app is named by `client_key` (not client_id) in every call, scopes are
 * comma-separated, the code exchange takes a PKCE verifier, access tokens last a day and every
 * refresh returns a new refresh token that replaces the old one. The account is the token's
 * `open_id`; its handle is the creator's username, read from the creator info query, since
 * `user.info.basic` does not include the username (it needs `user.info.profile`, not asked for).
 */
const SCOPES = ['user.info.basic', 'video.publish', 'video.upload'];

export const clipConnect: OAuthConnect = {
  kind: 'oauth',
  pkce: true,
  scopes: SCOPES,
  endpoints: {
    authorize: 'https://www.tiktok.com/v2/auth/authorize/',
    token: 'https://open.tiktokapis.com/v2/oauth/token/',
  },

  authorizeUrl(endpoint, request) {
    return authorizeUrlFor(endpoint, request, SCOPES.join(','), {
      // This platform names the client `client_key`.
      client_id: undefined,
      client_key: request.client.clientId,
    });
  },

  async exchange(call, code, codeVerifier) {
    const tokens = await tokenCall(call, codeGrant(call, code, codeVerifier));
    const user = await userInfo(call, tokens.access_token);
    const creator = await new ClipClient(call.baseUrl, tokens.access_token, call.signal).creatorInfo();
    const openId = user.open_id ?? tokens.open_id;
    if (!openId) throw new Error('clip: neither the token nor the user info named the account');
    return {
      externalAccountId: openId,
      handle: creator.creator_username || user.display_name || openId,
      ...storedTokens(tokens),
    };
  },

  async refresh(call, credentials) {
    // Without one no refresh can ever work: the person has to connect again.
    if (!credentials.refreshToken) throw new RefreshRefusedError('clip: no refresh token was kept');
    try {
      const tokens = await tokenCall(call, refreshGrant(credentials.refreshToken));
      return storedTokens(tokens, credentials.refreshToken);
    } catch (err) {
      // invalid_grant: the refresh token is spent, expired or revoked; asking again cannot help.
      if (err instanceof ClipApiError && err.code === 'invalid_grant') {
        throw new RefreshRefusedError(`clip refused the refresh: ${err.description}`);
      }
      throw err;
    }
  },
};

/**
 * A call to the token endpoint. Its refusals are OAuth-shaped, not the API envelope; the error
 * field decides, whatever the HTTP status, so a refusal answered 200 is still a refusal.
 */
async function tokenCall(
  call: OAuthCall,
  fields: Record<string, string | undefined>,
): Promise<TokenAnswer & { access_token: string }> {
  let status: number;
  let answer: TokenAnswer;
  try {
    const res = await postForm<TokenAnswer>(
      call.endpoints.token,
      { client_key: call.client.clientId, client_secret: call.client.clientSecret, ...fields },
      { signal: call.signal },
    );
    [status, answer] = [res.status, res.body ?? {}];
  } catch (err) {
    if (!(err instanceof PlatformResponseError)) throw err;
    [status, answer] = [err.status, (err.body ?? {}) as TokenAnswer];
  }
  if (!answer.error && typeof answer.access_token === 'string') {
    return answer as TokenAnswer & { access_token: string };
  }
  const code = answer.error ?? `http_${status}`;
  throw new ClipApiError(
    status >= 400 ? status : statusOf(code),
    code,
    answer.error_description ?? 'the token endpoint sent no access token',
    answer.log_id,
  );
}

/** The status a refusal answered 200 stands for, so classify treats it like the same refusal as 4xx/5xx. */
function statusOf(code: string): number {
  if (code === 'server_error') return 500;
  if (code === 'temporarily_unavailable') return 503;
  if (code === 'invalid_client' || code === 'unauthorized_client') return 401;
  return 400;
}

/** `GET /v2/user/info/`: the basic profile of the token's user, in the API envelope. */
async function userInfo(call: OAuthCall, accessToken: string): Promise<NonNullable<UserInfo['user']>> {
  const url = `${call.baseUrl.replace(/\/+$/, '')}/v2/user/info/?fields=open_id,union_id,display_name`;
  let res;
  try {
    res = await platformRequest<ClipEnvelope<UserInfo>>({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
      signal: call.signal,
    });
  } catch (err) {
    throw err instanceof PlatformResponseError ? toApiError(err.status, err.headers, err.body) : err;
  }
  if (res.body?.error?.code !== 'ok' || !res.body.data?.user)
    throw toApiError(res.status, res.headers, res.body);
  return res.body.data.user;
}
