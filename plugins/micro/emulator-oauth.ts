import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import {
  isOAuthFailure,
  parseBasicAuth,
  type OAuthFailure,
  type OAuthGrant,
  type SandboxOAuthProvider,
} from '../../core/sandbox/oauth-provider';

/**
 * X's OAuth 2.0 paths: the authorize page (which approves at once as the `login_hint` handle), the
 * token endpoint for both grants, and `GET /2/users/me`. The emulator's other paths accept the tokens
 * issued here.
 */
export function microOAuthRoutes(
  router: Router,
  oauth: () => SandboxOAuthProvider,
  me: (ctx: RouterContext) => void,
): void {
  router.get('/i/oauth2/authorize', (ctx) => {
    const q = ctx.query as Record<string, string | undefined>;
    const outcome = oauth().authorize({
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      responseType: q.response_type,
      state: q.state,
      scope: q.scope,
      codeChallenge: q.code_challenge,
      codeChallengeMethod: q.code_challenge_method,
      loginHint: q.login_hint,
    });
    if ('failure' in outcome) {
      // X shows an error page instead of redirecting when it cannot trust the client or redirect.
      ctx.status = 400;
      ctx.type = 'text/plain';
      ctx.body = `Something went wrong: ${outcome.failure.description}`;
      return;
    }
    ctx.redirect(outcome.redirect);
  });

  router.post('/2/oauth2/token', (ctx) => {
    const body = ((ctx.request as { body?: Record<string, string> }).body ?? {}) as Record<string, string>;
    const basic = parseBasicAuth(ctx.get('authorization'));
    const client = {
      clientId: basic?.clientId ?? body.client_id,
      clientSecret: basic?.clientSecret ?? body.client_secret,
    };
    let result: OAuthGrant | OAuthFailure;
    if (body.grant_type === 'authorization_code') {
      result = oauth().exchangeCode({
        ...client,
        code: body.code,
        redirectUri: body.redirect_uri,
        codeVerifier: body.code_verifier,
      });
    } else if (body.grant_type === 'refresh_token') {
      result = oauth().refresh({ ...client, refreshToken: body.refresh_token });
    } else {
      result = { error: 'invalid_request', description: 'Missing or unsupported grant_type.' };
    }
    if (isOAuthFailure(result)) {
      const unauthorized = result.error === 'invalid_client';
      ctx.status = unauthorized ? 401 : 400;
      ctx.body = unauthorized
        ? { error: 'unauthorized_client', error_description: 'Missing valid authorization header' }
        : { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' };
      return;
    }
    ctx.body = {
      token_type: 'bearer',
      expires_in: result.expiresIn,
      access_token: result.accessToken,
      scope: result.scope,
      ...(result.refreshToken ? { refresh_token: result.refreshToken } : {}),
    };
  });

  router.get('/2/users/me', (ctx) => me(ctx));
}
