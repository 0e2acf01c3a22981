import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import {
  isOAuthFailure,
  type OAuthFailure,
  type OAuthGrant,
  type SandboxOAuthProvider,
} from '../../core/sandbox/oauth-provider';
import { answerAuthorize, tokenGrant } from '../../core/sandbox/oauth-routes';

/**
 * X's OAuth 2.0 paths: the authorize page (which approves at once as the `login_hint` handle), the
 * token endpoint for both grants, and `GET /2/users/me`. The emulator's other paths accept the tokens
 * issued here.
 */
export function microOAuthRoutes(
  router: Router,
  oauth: SandboxOAuthProvider,
  me: (ctx: RouterContext) => void,
): void {
  router.get('/i/oauth2/authorize', (ctx) =>
    answerAuthorize(ctx, oauth, {
      clientParam: 'client_id',
      pkce: true,
      // X shows an error page instead of redirecting when it cannot trust the client or redirect.
      errorPage: (failure) => ({
        status: 400,
        type: 'text/plain',
        body: `Something went wrong: ${failure.description}`,
      }),
    }),
  );

  router.post('/2/oauth2/token', (ctx) => {
    const result: OAuthGrant | OAuthFailure = tokenGrant(ctx, oauth, {
      clientParam: 'client_id',
      basicAuth: true,
    }) ?? { error: 'invalid_request', description: 'Missing or unsupported grant_type.' };
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
