import type Router from '@koa/router';
import { isOAuthFailure, SandboxOAuthProvider } from '../../core/sandbox/oauth-provider';
import { answerAuthorize, tokenGrant } from '../../core/sandbox/oauth-routes';
import { fediSandboxUser } from './sandbox';

/** The emulator's OAuth server: approves at once as the `login_hint` handle. */
export function emulatorOAuth(): SandboxOAuthProvider | undefined {
  return new SandboxOAuthProvider({
    pkce: 'required',
    accessTokenTtlSeconds: 7200,
    refreshTokens: 'rotating',
    userFor: fediSandboxUser,
  });
}

/** The authorize page and token endpoint at the paths of `connect.endpoints`. */
export function oauthRoutes(router: Router, oauth: SandboxOAuthProvider | undefined): void {
  if (!oauth) return;
  router.get('/oauth/authorize', (ctx) =>
    answerAuthorize(ctx, oauth, {
      clientParam: 'client_id',
      pkce: true,
      errorPage: (failure) => ({ status: 400, type: 'text/plain', body: failure.description }),
    }),
  );
  router.post('/oauth/token', (ctx) => {
    const result = tokenGrant(ctx, oauth, { clientParam: 'client_id', basicAuth: true }) ?? {
      error: 'invalid_request' as const,
      description: 'Unsupported grant_type.',
    };
    if (isOAuthFailure(result)) {
      ctx.status = result.error === 'invalid_client' ? 401 : 400;
      ctx.body = { error: result.error, error_description: result.description };
      return;
    }
    ctx.body = {
      token_type: 'bearer',
      expires_in: result.expiresIn,
      access_token: result.accessToken,
      ...(result.refreshToken ? { refresh_token: result.refreshToken } : {}),
    };
  });
}
