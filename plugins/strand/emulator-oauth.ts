import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import {
  isSandboxSecret,
  LONG_LIVED_SECONDS,
  metaAuthorize,
  metaCodeRefusal,
  metaOAuthError as oauthError,
} from '../../core/sandbox/meta-oauth';
import {
  isOAuthFailure,
  type OAuthFailure,
  type OAuthGrant,
  type SandboxOAuthProvider,
} from '../../core/sandbox/oauth-provider';
import { refuse } from './emulator-errors';
import { CODE } from './graph-errors';
import { fieldsOf, paramsOf, str } from './emulator-params';
import type { SandboxUser } from './sandbox';

export interface StrandOAuthHost {
  oauth: SandboxOAuthProvider;
  /** The token's user, or undefined with the platform's 190 already answered. */
  userFor(ctx: RouterContext): SandboxUser | undefined;
}

/**
 * The Threads OAuth paths: the authorize dialog (threads.net), the code exchange
 * (`POST /oauth/access_token`), the long-lived exchange and the refresh at the API host's root,
 * and `GET /me`. Registered before the `/{id}` reads, whose path shape they share.
 */
export function registerStrandOAuth(router: Router, host: StrandOAuthHost): void {
  router.get('/oauth/authorize', (ctx) => metaAuthorize(ctx, host.oauth));

  router.post('/oauth/access_token', (ctx) => {
    const p = paramsOf(ctx);
    if (str(p.grant_type) !== 'authorization_code') {
      return refuse(
        ctx,
        oauthError(CODE.invalidParameter, 'Unsupported grant_type: use authorization_code.'),
      );
    }
    const result = host.oauth.exchangeCode({
      clientId: str(p.client_id),
      clientSecret: str(p.client_secret),
      code: str(p.code),
      redirectUri: str(p.redirect_uri),
    });
    if (isOAuthFailure(result)) return refuse(ctx, metaCodeRefusal(result));
    ctx.body = { access_token: result.accessToken, user_id: result.user.id };
  });

  router.get('/access_token', (ctx) => {
    const p = paramsOf(ctx);
    if (str(p.grant_type) !== 'th_exchange_token') {
      return refuse(ctx, oauthError(CODE.invalidParameter, 'Unsupported grant_type: use th_exchange_token.'));
    }
    if (!isSandboxSecret(str(p.client_secret))) {
      return refuse(ctx, oauthError(CODE.unknown, 'Error validating client secret.'));
    }
    answerGrant(ctx, host.oauth.reissue(str(p.access_token), LONG_LIVED_SECONDS, 'exchange'));
  });

  router.get('/refresh_access_token', (ctx) => {
    const p = paramsOf(ctx);
    if (str(p.grant_type) !== 'th_refresh_token') {
      return refuse(ctx, oauthError(CODE.invalidParameter, 'Unsupported grant_type: use th_refresh_token.'));
    }
    answerGrant(ctx, host.oauth.reissue(str(p.access_token), LONG_LIVED_SECONDS, 'refresh'));
  });

  router.get('/me', (ctx) => {
    const user = host.userFor(ctx);
    if (!user) return;
    const asked = fieldsOf(paramsOf(ctx).fields);
    const all: Record<string, string> = { id: user.id, username: user.handle, name: user.handle };
    ctx.body = Object.fromEntries(Object.entries(all).filter(([name]) => name === 'id' || asked.has(name)));
  });
}

function answerGrant(ctx: RouterContext, result: OAuthGrant | OAuthFailure): void {
  if (isOAuthFailure(result)) {
    // A token that is unknown, expired or revoked: the Graph API's 190, whatever the cause.
    return refuse(ctx, oauthError(CODE.oauth, `Error validating access token: ${result.description}`));
  }
  ctx.body = { access_token: result.accessToken, token_type: 'bearer', expires_in: result.expiresIn };
}
