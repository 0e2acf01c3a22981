import { createHash, randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { isOAuthFailure, type SandboxOAuthProvider } from '../../core/sandbox/oauth-provider';
import { answerAuthorize, formOf, queryOf, tokenGrant } from '../../core/sandbox/oauth-routes';
import { fail, invalidParams, succeed } from './emulator-answers';

/** Refresh tokens live 365 days. */
const REFRESH_EXPIRES_IN = 31_536_000;

/** The user info fields and the scope each needs (user.info.basic, profile, stats). */
const FIELD_SCOPES: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  display_name: 'user.info.basic',
  username: 'user.info.profile',
  bio_description: 'user.info.profile',
  profile_deep_link: 'user.info.profile',
  is_verified: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

export interface ClipOAuthHost {
  oauth: SandboxOAuthProvider;
  /** The token's creator, or undefined with the refusal already answered. */
  authenticate(ctx: RouterContext): { openId: string; handle: string } | undefined;
}

/**
 * TikTok Login Kit v2 as the short-video platform uses it: the authorize page
 * (`/v2/auth/authorize/`, approving at once as the `login_hint` handle; the app is named by
 * `client_key`, scopes are comma-separated), the token endpoint (`/v2/oauth/token/`) for both
 * grants with rotating refresh tokens, and `GET /v2/user/info/`, which gives each field only to a
 * token granted that field's scope. Handle-derived sandbox tokens stand for an app granted all.
 */
export function clipOAuthRoutes(router: Router, host: ClipOAuthHost): void {
  const granted = new Map<string, string[]>();

  router.get('/v2/auth/authorize/', (ctx) =>
    answerAuthorize(ctx, host.oauth, {
      clientParam: 'client_key',
      pkce: true,
      // The platform shows an error page instead of redirecting when it cannot trust the app or redirect.
      errorPage: (failure) => ({
        status: 400,
        type: 'text/html',
        body: `<!doctype html><title>Something went wrong</title><p>${failure.error}</p>`,
      }),
      // The platform names the scopes the person approved next to the code.
      withCode: (back, _code, q) => back.searchParams.set('scopes', q.scope ?? ''),
    }),
  );

  router.post('/v2/oauth/token/', (ctx) => {
    const body = formOf(ctx);
    const result = tokenGrant(ctx, host.oauth, { clientParam: 'client_key', basicAuth: false });
    if (!result) return oauthError(ctx, 400, 'unsupported_grant_type', 'The grant_type is not supported.');
    if (isOAuthFailure(result)) {
      if (result.error === 'invalid_client') {
        return oauthError(ctx, 401, 'invalid_client', 'Client key or secret is invalid.');
      }
      const description =
        body.grant_type === 'refresh_token'
          ? 'Refresh token is invalid or expired.'
          : 'Authorization code is expired or invalid.';
      return oauthError(
        ctx,
        400,
        result.error,
        result.error === 'invalid_grant' ? description : result.description,
      );
    }
    granted.set(
      result.accessToken,
      result.scope.split(',').filter((s) => s !== ''),
    );
    ctx.body = {
      open_id: result.user.id,
      scope: result.scope,
      access_token: result.accessToken,
      expires_in: result.expiresIn,
      refresh_token: result.refreshToken,
      refresh_expires_in: REFRESH_EXPIRES_IN,
      token_type: 'Bearer',
    };
  });

  router.get('/v2/user/info/', (ctx) => {
    const caller = host.authenticate(ctx);
    if (!caller) return;
    const fields = (queryOf(ctx).fields ?? '').split(',').filter((f) => f !== '');
    if (fields.length === 0) return fail(ctx, invalidParams('fields is required.'));
    const unknown = fields.filter((f) => !(f in FIELD_SCOPES));
    if (unknown.length > 0) return fail(ctx, invalidParams(`Unknown fields: ${unknown.join(', ')}.`));
    const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1] ?? '';
    const scopes = granted.get(token);
    const missing = scopes ? fields.map((f) => FIELD_SCOPES[f]).filter((s) => !scopes.includes(s)) : [];
    if (missing.length > 0) {
      return fail(ctx, {
        status: 401,
        code: 'scope_not_authorized',
        message: `The user did not authorize the scope required for completing this request: ${[...new Set(missing)].join(', ')}.`,
      });
    }
    const profile: Record<string, unknown> = {
      open_id: caller.openId,
      union_id: unionId(caller.handle),
      avatar_url: `https://sandbox.invalid/avatar/${caller.openId}.jpeg`,
      display_name: caller.handle,
      username: caller.handle,
      bio_description: '',
      profile_deep_link: `https://sandbox.invalid/@${encodeURIComponent(caller.handle)}`,
      is_verified: false,
      follower_count: 0,
      following_count: 0,
      likes_count: 0,
      video_count: 0,
    };
    succeed(ctx, { user: Object.fromEntries(fields.map((f) => [f, profile[f]])) });
  });
}

/** The platform's OAuth refusals: `{error, error_description, log_id}`, not the API envelope. */
function oauthError(ctx: RouterContext, status: number, error: string, description: string): void {
  ctx.status = status;
  ctx.body = { error, error_description: description, log_id: randomBytes(10).toString('hex').toUpperCase() };
}

/** The developer-wide id of a creator: stable per handle, unlike any app's open id. */
function unionId(handle: string): string {
  return `union.${createHash('sha256').update(`union:${handle.toLowerCase()}`).digest('hex').slice(0, 32)}`;
}
