import type Router from '@koa/router';
import {
  isOAuthFailure,
  type OAuthFailure,
  type SandboxOAuthProvider,
} from '../../core/sandbox/oauth-provider';
import {
  answerAuthorize,
  escapeHtml,
  formOf,
  tokenGrant,
  type ErrorPage,
} from '../../core/sandbox/oauth-routes';

/**
 * Google's OAuth 2.0 paths as the video platform's sign-in uses them: the consent page
 * (`/o/oauth2/v2/auth`, which approves at once as the `login_hint` handle) and the token endpoint
 * (`/token`) for both grants. The identity read is the emulator's own `GET /youtube/v3/channels`.
 *
 * Google's habits kept here: a refresh token only for `access_type=offline`, a refresh that never
 * returns a new refresh token, and refusals in its `{error, error_description}` words.
 */
export function vidOAuthRoutes(router: Router, oauth: SandboxOAuthProvider): void {
  // Codes from a consent without access_type=offline: their exchange gets no refresh token.
  const onlineCodes = new Set<string>();

  router.get('/o/oauth2/v2/auth', (ctx) =>
    answerAuthorize(ctx, oauth, {
      clientParam: 'client_id',
      pkce: true,
      refuse: (q) =>
        q.scope ? undefined : errorPage(400, 'invalid_request', 'Missing required parameter: scope'),
      // Google shows an error page instead of redirecting when it cannot trust the client or redirect.
      errorPage: (failure) =>
        failure.error === 'invalid_client'
          ? errorPage(401, 'invalid_client', failure.description)
          : errorPage(400, 'redirect_uri_mismatch', failure.description),
      withCode: (back, code, q) => {
        back.searchParams.set('scope', q.scope ?? '');
        if (q.access_type !== 'offline') onlineCodes.add(code);
      },
    }),
  );

  router.post('/token', (ctx) => {
    const body = formOf(ctx);
    const result = tokenGrant(ctx, oauth, { clientParam: 'client_id', basicAuth: true });
    if (!result) {
      ctx.status = 400;
      ctx.body = {
        error: 'unsupported_grant_type',
        error_description: `Invalid grant_type: ${body.grant_type ?? ''}`,
      };
      return;
    }
    // Google keeps the refresh token: a refresh answers only the new access token, and so does the
    // exchange of a code from a consent without access_type=offline.
    const withRefresh = body.grant_type === 'authorization_code' && !onlineCodes.delete(body.code ?? '');
    if (isOAuthFailure(result)) {
      const refused = tokenRefusal(result, body.grant_type);
      ctx.status = refused.status;
      ctx.body = { error: refused.error, error_description: refused.description };
      return;
    }
    ctx.body = {
      access_token: result.accessToken,
      expires_in: result.expiresIn,
      ...(withRefresh && result.refreshToken ? { refresh_token: result.refreshToken } : {}),
      scope: result.scope,
      token_type: 'Bearer',
    };
  });
}

/** Google's words for a refused token call. */
function tokenRefusal(
  failure: OAuthFailure,
  grantType: string | undefined,
): { status: number; error: string; description: string } {
  if (failure.error === 'invalid_client') {
    return { status: 401, error: 'invalid_client', description: 'Unauthorized' };
  }
  if (failure.error === 'invalid_grant') {
    return {
      status: 400,
      error: 'invalid_grant',
      description:
        grantType === 'refresh_token'
          ? 'Token has been expired or revoked.'
          : failure.description.startsWith('code_verifier')
            ? 'Invalid code verifier.'
            : 'Bad Request',
    };
  }
  return { status: 400, error: failure.error, description: failure.description };
}

function errorPage(status: number, error: string, detail: string): ErrorPage {
  return {
    status,
    type: 'text/html',
    body: `<!doctype html><title>Error ${status}: ${error}</title><p>Access blocked: ${escapeHtml(detail)}</p>`,
  };
}
