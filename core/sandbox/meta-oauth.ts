import type { RouterContext } from '@koa/router';
import { SANDBOX_OAUTH_CLIENT, type SandboxOAuthProvider } from './oauth-provider';

/**
 * The authorize dialog the Meta platforms (strand, photo, social emulators) share: no PKCE, a
 * comma-separated scope, and an error page rather than a redirect when the app or its redirect
 * address cannot be trusted. The sandbox approves at once as the `login_hint` handle.
 */
export function metaAuthorize(ctx: RouterContext, oauth: SandboxOAuthProvider): void {
  const q = ctx.query as Record<string, string | undefined>;
  const outcome = oauth.authorize({
    clientId: q.client_id,
    redirectUri: q.redirect_uri,
    responseType: q.response_type,
    state: q.state,
    scope: q.scope,
    loginHint: q.login_hint,
  });
  if ('failure' in outcome) {
    ctx.status = 400;
    ctx.type = 'text/html';
    ctx.body = `<!DOCTYPE html><title>Error</title><p>Invalid Request: ${escapeHtml(outcome.failure.description)}</p>`;
    return;
  }
  ctx.redirect(outcome.redirect);
}

/** Whether a request names the sandbox app by its secret (the long-lived exchanges check only that). */
export function isSandboxSecret(secret: unknown): boolean {
  return secret === SANDBOX_OAUTH_CLIENT.clientSecret;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
