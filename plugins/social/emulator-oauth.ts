import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import {
  isSandboxSecret,
  LONG_LIVED_SECONDS,
  metaAuthorize,
  metaCodeRefusal,
  metaOAuthError as oauthError,
  metaOAuthProvider,
  SHORT_LIVED_SECONDS,
} from '../../core/sandbox/meta-oauth';
import {
  isOAuthFailure,
  SANDBOX_OAUTH_CLIENT,
  type SandboxOAuthUser,
} from '../../core/sandbox/oauth-provider';
import { errors, graphFail, tokenOf } from './emulator-graph';
import { socialSandboxAccount } from './sandbox';

/** A Page token from a long-lived user token has no expiry; the provider needs a number. */
const NEVER_SECONDS = 100 * 365 * 24 * 3_600;

const PAGE_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

export interface SandboxPage {
  pageId: string;
  handle: string;
}

/**
 * Facebook Login for the social emulator: the person (one per handle) signs in and manages one Page
 * named after the handle, whose id is the sandbox account's for that handle. User tokens read
 * `/me/accounts`; only the Page tokens it hands out act on the Page, as on the real platform.
 */
export class SocialOAuthServer {
  /** A user token from a code lives an hour (so does a Page token derived from it). */
  readonly provider = metaOAuthProvider(socialSandboxPerson);
  private pageTokens = new Set<string>();
  private longLivedUserTokens = new Set<string>();

  /** The Page and long-lived tokens handed out (the provider keeps its own), for the state file. */
  snapshot(): { pageTokens: string[]; longLivedUserTokens: string[] } {
    return { pageTokens: [...this.pageTokens], longLivedUserTokens: [...this.longLivedUserTokens] };
  }

  restore(saved: { pageTokens: string[]; longLivedUserTokens: string[] }): void {
    this.pageTokens = new Set(saved.pageTokens);
    this.longLivedUserTokens = new Set(saved.longLivedUserTokens);
  }

  /** The Page a token issued by `/me/accounts` acts for, while it is valid. */
  pageFor(token: string): SandboxPage | undefined {
    if (!this.pageTokens.has(token)) return undefined;
    const person = this.provider.userFor(token);
    return person ? pageOf(person.handle) : undefined;
  }

  /** The code exchange and the long-lived exchange share the endpoint; `grant_type` tells them apart. */
  token(ctx: RouterContext): void {
    const q = ctx.query as Record<string, string | undefined>;
    if (q.grant_type === 'fb_exchange_token') {
      if (q.client_id !== SANDBOX_OAUTH_CLIENT.clientId || !isSandboxSecret(q.client_secret)) {
        return graphFail(ctx, oauthError(1, 'Error validating client secret.'));
      }
      const result = this.provider.reissue(q.fb_exchange_token, LONG_LIVED_SECONDS, 'exchange');
      if (isOAuthFailure(result)) {
        return graphFail(ctx, oauthError(190, `Error validating access token: ${result.description}`));
      }
      this.longLivedUserTokens.add(result.accessToken);
      ctx.body = { access_token: result.accessToken, token_type: 'bearer', expires_in: result.expiresIn };
      return;
    }
    const result = this.provider.exchangeCode({
      clientId: q.client_id,
      clientSecret: q.client_secret,
      code: q.code,
      redirectUri: q.redirect_uri,
    });
    if (isOAuthFailure(result)) return graphFail(ctx, metaCodeRefusal(result));
    ctx.body = { access_token: result.accessToken, token_type: 'bearer', expires_in: result.expiresIn };
  }

  /** The Pages the person manages, each with a Page token (short-lived from a short-lived user token). */
  accounts(ctx: RouterContext): void {
    const token = tokenOf(ctx);
    if (token === undefined) return graphFail(ctx, errors.noToken);
    if (this.pageTokens.has(token)) {
      return graphFail(
        ctx,
        errors.invalid('Tried accessing nonexisting field (accounts) on node type (Page)'),
      );
    }
    const person = this.provider.userFor(token);
    if (!person) return graphFail(ctx, errors.badToken);
    const ttl = this.longLivedUserTokens.has(token) ? NEVER_SECONDS : SHORT_LIVED_SECONDS;
    const pageToken = this.provider.reissue(token, ttl, 'exchange');
    if (isOAuthFailure(pageToken)) return graphFail(ctx, errors.badToken);
    this.pageTokens.add(pageToken.accessToken);
    const page = pageOf(person.handle);
    const all: Record<string, unknown> = {
      access_token: pageToken.accessToken,
      category: 'Brand',
      name: page.handle,
      id: page.pageId,
      tasks: PAGE_TASKS,
    };
    const asked = typeof ctx.query.fields === 'string' ? new Set(ctx.query.fields.split(',')) : undefined;
    const entry = Object.fromEntries(
      Object.entries(all).filter(([name]) => !asked || name === 'id' || asked.has(name)),
    );
    const cursor = Buffer.from(page.pageId).toString('base64url');
    ctx.body = { data: [entry], paging: { cursors: { before: cursor, after: cursor } } };
  }
}

/**
 * The dialog and the token endpoint at their versioned paths; `/me/accounts` at the base. `server`
 * is read per request: routes are registered before the emulator's own fields exist.
 */
export function registerSocialOAuth(router: Router, server: SocialOAuthServer): void {
  router.get('/:version/dialog/oauth', (ctx, next) =>
    isVersion(ctx) ? metaAuthorize(ctx, server.provider) : next(),
  );
  router.get('/:version/oauth/access_token', (ctx, next) => (isVersion(ctx) ? server.token(ctx) : next()));
  router.get('/me/accounts', (ctx) => server.accounts(ctx));
}

/** The person behind a handle: a user id of their own, apart from their Page's. */
export function socialSandboxPerson(handle: string): SandboxOAuthUser {
  const digest = createHash('sha256').update(`person:${handle.toLowerCase()}`).digest();
  return {
    id: (100_000_000_000_000n + (digest.readBigUInt64BE(0) % 900_000_000_000_000n)).toString(),
    handle,
  };
}

function pageOf(handle: string): SandboxPage {
  return { pageId: socialSandboxAccount(handle).externalAccountId, handle };
}

function isVersion(ctx: RouterContext): boolean {
  return /^v\d+\.\d+$/.test(ctx.params.version ?? '');
}
