import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import {
  isSandboxSecret,
  LONG_LIVED_SECONDS,
  metaAuthorize,
  metaOAuthError,
} from '../../core/sandbox/meta-oauth';
import { sendGraphRefusal } from '../../core/sandbox/graph-refusal';
import {
  isOAuthFailure,
  type OAuthFailure,
  type SandboxOAuthProvider,
} from '../../core/sandbox/oauth-provider';
import { invalidParameter } from './emulator-graph';
import { fieldsOf, single } from './emulator-render';
import type { SandboxUser } from './sandbox';

export interface PhotoOAuthHost {
  oauth: SandboxOAuthProvider;
  /** The token's account, or undefined with the platform's 190 already answered. */
  authenticate(ctx: RouterContext): SandboxUser | undefined;
}

/**
 * The Instagram Login paths: the authorize dialog (www.instagram.com), the code exchange
 * (`POST /oauth/access_token` on api.instagram.com, which answers errors in the old Instagram
 * shape, not Graph's), the long-lived exchange and the refresh (graph.instagram.com), and `GET /me`.
 * All on one emulator, at their real paths; registered before the `/{id}` reads.
 */
export function registerPhotoOAuth(router: Router, host: PhotoOAuthHost): void {
  router.get('/oauth/authorize', (ctx) => metaAuthorize(ctx, host.oauth));

  router.post('/oauth/access_token', (ctx) => {
    const body = ((ctx.request as { body?: Record<string, string> }).body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'authorization_code') {
      return instagramError(ctx, 'Invalid grant_type: use authorization_code');
    }
    const result = host.oauth.exchangeCode({
      clientId: body.client_id,
      clientSecret: body.client_secret,
      code: body.code,
      redirectUri: body.redirect_uri,
    });
    if (isOAuthFailure(result)) return instagramError(ctx, codeProblem(result));
    ctx.body = {
      access_token: result.accessToken,
      user_id: result.user.id,
      permissions: result.scope,
    };
  });

  router.get('/access_token', (ctx) => {
    if (single(ctx.query.grant_type) !== 'ig_exchange_token') {
      return sendGraphRefusal(ctx, invalidParameter('Unsupported grant_type: use ig_exchange_token'));
    }
    if (!isSandboxSecret(single(ctx.query.client_secret))) {
      return sendGraphRefusal(ctx, invalidParameter('Error validating client secret.'));
    }
    grant(ctx, host.oauth, 'exchange');
  });

  router.get('/refresh_access_token', (ctx) => {
    if (single(ctx.query.grant_type) !== 'ig_refresh_token') {
      return sendGraphRefusal(ctx, invalidParameter('Unsupported grant_type: use ig_refresh_token'));
    }
    grant(ctx, host.oauth, 'refresh');
  });

  router.get('/me', (ctx) => {
    const user = host.authenticate(ctx);
    if (!user) return;
    const fields = fieldsOf(ctx, ['id']);
    const all: Record<string, string> = {
      id: user.id,
      user_id: user.id,
      username: user.handle,
      name: user.handle,
    };
    ctx.body = Object.fromEntries(Object.entries(all).filter(([name]) => name === 'id' || fields.has(name)));
  });
}

function grant(ctx: RouterContext, oauth: SandboxOAuthProvider, kind: 'exchange' | 'refresh'): void {
  const result = oauth.reissue(single(ctx.query.access_token), LONG_LIVED_SECONDS, kind);
  if (isOAuthFailure(result)) {
    // Unknown, expired or revoked: the Graph API's 190, whatever the cause.
    return sendGraphRefusal(ctx, metaOAuthError(190, `Error validating access token: ${result.description}`));
  }
  ctx.body = { access_token: result.accessToken, token_type: 'bearer', expires_in: result.expiresIn };
}

/** api.instagram.com's own error shape: `{error_type, code, error_message}`. */
function instagramError(ctx: RouterContext, message: string): void {
  ctx.status = 400;
  ctx.body = { error_type: 'OAuthException', code: 400, error_message: message };
}

function codeProblem(failure: OAuthFailure): string {
  if (failure.error === 'invalid_client') return 'Invalid platform app';
  if (/redirect_uri/.test(failure.description)) {
    return 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request';
  }
  return 'This authorization code has been used';
}
