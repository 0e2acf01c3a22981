import type { RouterContext } from '@koa/router';
import {
  parseBasicAuth,
  type OAuthFailure,
  type OAuthGrant,
  type SandboxOAuthProvider,
} from './oauth-provider';

/**
 * The HTTP halves of the emulators' authorize pages and token endpoints: read the request in the
 * platform's parameter names, hand it to the SandboxOAuthProvider, answer. What each platform says
 * (its error pages, its answer shapes and refusals) stays in its own emulator.
 */

/** A request's query, one value a name (the first, when a name is repeated). */
export type Query = Record<string, string | undefined>;

export function queryOf(ctx: RouterContext): Query {
  const out: Query = {};
  for (const [name, value] of Object.entries(ctx.query)) out[name] = Array.isArray(value) ? value[0] : value;
  return out;
}

/** A page the platform shows in the browser instead of redirecting back. */
export interface ErrorPage {
  status: number;
  type: 'text/html' | 'text/plain';
  body: string;
}

export interface AuthorizePage {
  /** The query parameter that names the app: `client_id`, or Login Kit's `client_key`. */
  clientParam: 'client_id' | 'client_key';
  /** Whether the page reads `code_challenge` and `code_challenge_method` (flows without PKCE do not). */
  pkce: boolean;
  /** The platform's own refusal of a request before the provider sees it (a missing parameter). */
  refuse?(query: Query): ErrorPage | undefined;
  /** What the platform shows when it cannot trust the app or the redirect address. */
  errorPage(failure: OAuthFailure): ErrorPage;
  /** What the platform adds next to a code on the way back (e.g. the scopes approved). */
  withCode?(back: URL, code: string, query: Query): void;
}

/**
 * The authorize page: approves at once as the `login_hint` handle and sends the browser back with a
 * code (or with an error the app should see); shows the platform's error page when the request
 * cannot be trusted with a redirect.
 */
export function answerAuthorize(ctx: RouterContext, oauth: SandboxOAuthProvider, page: AuthorizePage): void {
  const q = queryOf(ctx);
  const refused = page.refuse?.(q);
  if (refused) return showPage(ctx, refused);
  const outcome = oauth.authorize({
    clientId: q[page.clientParam],
    redirectUri: q.redirect_uri,
    responseType: q.response_type,
    state: q.state,
    scope: q.scope,
    codeChallenge: page.pkce ? q.code_challenge : undefined,
    codeChallengeMethod: page.pkce ? q.code_challenge_method : undefined,
    loginHint: q.login_hint,
  });
  if ('failure' in outcome) return showPage(ctx, page.errorPage(outcome.failure));
  const back = new URL(outcome.redirect);
  const code = back.searchParams.get('code');
  if (code && page.withCode) page.withCode(back, code, q);
  ctx.redirect(back.toString());
}

export function showPage(ctx: RouterContext, page: ErrorPage): void {
  ctx.status = page.status;
  ctx.type = page.type;
  ctx.body = page.body;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The form fields of a token request. */
export function formOf(ctx: RouterContext): Query {
  return ((ctx.request as { body?: Query }).body ?? {}) as Query;
}

export interface TokenEndpoint {
  /** The form field that names the app: `client_id`, or Login Kit's `client_key`. */
  clientParam: 'client_id' | 'client_key';
  /** Whether the client may authenticate with HTTP Basic instead of form fields (taken first when sent). */
  basicAuth: boolean;
}

/**
 * The token endpoint's grants: `authorization_code` trades a code (with its PKCE verifier when the
 * code has a challenge), `refresh_token` a refresh token. Undefined for any other `grant_type`:
 * each platform words that refusal itself.
 */
export function tokenGrant(
  ctx: RouterContext,
  oauth: SandboxOAuthProvider,
  endpoint: TokenEndpoint,
): OAuthGrant | OAuthFailure | undefined {
  const form = formOf(ctx);
  const basic = endpoint.basicAuth ? parseBasicAuth(ctx.get('authorization')) : undefined;
  const client = {
    clientId: basic?.clientId ?? form[endpoint.clientParam],
    clientSecret: basic?.clientSecret ?? form.client_secret,
  };
  if (form.grant_type === 'authorization_code') {
    return oauth.exchangeCode({
      ...client,
      code: form.code,
      redirectUri: form.redirect_uri,
      codeVerifier: form.code_verifier,
    });
  }
  if (form.grant_type === 'refresh_token') {
    return oauth.refresh({ ...client, refreshToken: form.refresh_token });
  }
  return undefined;
}
