import type { RouterContext } from '@koa/router';
import type { GraphRefusal } from './graph-refusal';
import {
  SANDBOX_OAUTH_CLIENT,
  SandboxOAuthProvider,
  type OAuthFailure,
  type SandboxOAuthUser,
} from './oauth-provider';
import { answerAuthorize, escapeHtml } from './oauth-routes';

/**
 * What the Meta platforms' OAuth (strand, photo, social emulators) has in common: the authorize
 * dialog (no PKCE, a comma-separated scope, an error page rather than a redirect when the app or
 * its redirect address cannot be trusted; the sandbox approves at once as the `login_hint` handle),
 * one-hour tokens from a code traded for 60-day ones, and the Graph words for a refused code.
 */

/** A code's token lives an hour. */
export const SHORT_LIVED_SECONDS = 3_600;
/** What the platforms answer as `expires_in` for a long-lived token: about 60 days. */
export const LONG_LIVED_SECONDS = 5_183_944;

/** No PKCE, one-hour tokens from a code, no refresh tokens (a live token itself is refreshed). */
export function metaOAuthProvider(userFor: (handle: string) => SandboxOAuthUser): SandboxOAuthProvider {
  return new SandboxOAuthProvider({
    pkce: 'none',
    accessTokenTtlSeconds: SHORT_LIVED_SECONDS,
    refreshTokens: 'none',
    userFor,
  });
}

export function metaAuthorize(ctx: RouterContext, oauth: SandboxOAuthProvider): void {
  answerAuthorize(ctx, oauth, {
    clientParam: 'client_id',
    pkce: false,
    errorPage: (failure) => ({
      status: 400,
      type: 'text/html',
      body: `<!DOCTYPE html><title>Error</title><p>Invalid Request: ${escapeHtml(failure.description)}</p>`,
    }),
  });
}

/** Whether a request names the sandbox app by its secret (the long-lived exchanges check only that). */
export function isSandboxSecret(secret: unknown): boolean {
  return secret === SANDBOX_OAUTH_CLIENT.clientSecret;
}

/** A Graph `OAuthException`, as the token paths answer it. */
export function metaOAuthError(code: number, message: string, subcode?: number): GraphRefusal {
  return {
    status: 400,
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode !== undefined ? { error_subcode: subcode } : {}),
    },
  };
}

/** A refused code exchange on the Graph hosts (Threads, Facebook). */
export function metaCodeRefusal(failure: OAuthFailure): GraphRefusal {
  if (failure.error === 'invalid_client') return metaOAuthError(1, 'Error validating client secret.');
  // 36008: the redirect differs from the dialog's; 36009: the code is spent (or never was).
  return /redirect_uri/.test(failure.description)
    ? metaOAuthError(
        100,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        36008,
      )
    : metaOAuthError(100, 'This authorization code has been used.', 36009);
}
