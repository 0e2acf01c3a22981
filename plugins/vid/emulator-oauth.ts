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
 * Google's OAuth 2.0 paths as the video platform's sign-in uses them: the consent page
 * (`/o/oauth2/v2/auth`, which approves at once as the `login_hint` handle) and the token endpoint
 * (`/token`) for both grants. The identity read is the emulator's own `GET /youtube/v3/channels`.
 *
 * Google's habits kept here: a refresh token only for `access_type=offline`, a refresh that never
 * returns a new refresh token, and refusals in its `{error, error_description}` words.
 */
export function vidOAuthRoutes(router: Router, oauth: () => SandboxOAuthProvider): void {
  // Codes from a consent without access_type=offline: their exchange gets no refresh token.
  const onlineCodes = new Set<string>();

  router.get('/o/oauth2/v2/auth', (ctx) => {
    const q = query(ctx);
    if (!q.scope) return errorPage(ctx, 400, 'invalid_request', 'Missing required parameter: scope');
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
      // Google shows an error page instead of redirecting when it cannot trust the client or redirect.
      const unknownClient = outcome.failure.error === 'invalid_client';
      return errorPage(
        ctx,
        unknownClient ? 401 : 400,
        unknownClient ? 'invalid_client' : 'redirect_uri_mismatch',
        outcome.failure.description,
      );
    }
    const back = new URL(outcome.redirect);
    const code = back.searchParams.get('code');
    if (code) {
      back.searchParams.set('scope', q.scope);
      if (q.access_type !== 'offline') onlineCodes.add(code);
    }
    ctx.redirect(back.toString());
  });

  router.post('/token', (ctx) => {
    const body = ((ctx.request as { body?: Record<string, string> }).body ?? {}) as Record<string, string>;
    const basic = parseBasicAuth(ctx.get('authorization'));
    const client = {
      clientId: basic?.clientId ?? body.client_id,
      clientSecret: basic?.clientSecret ?? body.client_secret,
    };
    let result: OAuthGrant | OAuthFailure;
    let withRefresh = true;
    if (body.grant_type === 'authorization_code') {
      withRefresh = !onlineCodes.delete(body.code ?? '');
      result = oauth().exchangeCode({
        ...client,
        code: body.code,
        redirectUri: body.redirect_uri,
        codeVerifier: body.code_verifier,
      });
    } else if (body.grant_type === 'refresh_token') {
      // Google keeps the refresh token: the answer carries only the new access token.
      withRefresh = false;
      result = oauth().refresh({ ...client, refreshToken: body.refresh_token });
    } else {
      ctx.status = 400;
      ctx.body = {
        error: 'unsupported_grant_type',
        error_description: `Invalid grant_type: ${body.grant_type ?? ''}`,
      };
      return;
    }
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
  grantType: string,
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

function errorPage(ctx: RouterContext, status: number, error: string, detail: string): void {
  ctx.status = status;
  ctx.type = 'text/html';
  ctx.body = `<!doctype html><title>Error ${status}: ${error}</title><p>Access blocked: ${escapeHtml(detail)}</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function query(ctx: RouterContext): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(ctx.query)) out[name] = Array.isArray(value) ? value[0] : value;
  return out;
}
