import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import { AppError } from '../../core/errors/app-error';
import { KeyService } from '../../core/services/people/key-service';
import { ACCESS_PREFIX, OAuthService } from '../../core/services/people/oauth-service';
import { SessionService } from '../../core/services/people/session-service';

/** The dashboard's session cookie (api/routers/sessions.ts sets it). */
export const SESSION_COOKIE = 'fanout_session';

/** The session cookie's value on this request, if any. */
export function sessionCookie(ctx: Koa.Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}

/** What the request's Authorization header turned out to be: a usable caller, or why not. */
export type Credential = { auth: AuthContext } | { refused: unknown };

/**
 * The request's bearer checked once, whoever asks first: the keyless limit (before any route, so
 * that a bogus bearer counts whatever path and method it is sent to), then `authenticate`.
 */
export function checkedCredential(ctx: Koa.Context, container: DependencyContainer): Promise<Credential> {
  ctx.state.credential ??= callerOf(ctx, container).then(
    (auth): Credential => ({ auth }),
    (refused: unknown): Credential => ({ refused }),
  );
  return ctx.state.credential as Promise<Credential>;
}

/** The caller of a request whose credential was checked and is usable; undefined otherwise. */
export async function checkedAuth(ctx: Koa.Context): Promise<AuthContext | undefined> {
  const credential = await (ctx.state.credential as Promise<Credential> | undefined);
  return credential && 'auth' in credential ? credential.auth : undefined;
}

/**
 * The bearer (an MCP access token or an API key), else the dashboard's session cookie. A bearer
 * wins over the cookie: a script's key is what it meant, whatever the browser holds.
 */
function callerOf(ctx: Koa.Context, container: DependencyContainer): Promise<AuthContext> {
  const header = ctx.get('authorization') || undefined;
  const cookie = sessionCookie(ctx);
  if (!header && cookie) return container.resolve(SessionService).authenticate(cookie);
  return agentOrKey(container, header);
}

/** An MCP access token (the agent's grant), or an API key. */
async function agentOrKey(container: DependencyContainer, header: string | undefined): Promise<AuthContext> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (token?.startsWith(ACCESS_PREFIX)) {
    const agent = await container.resolve(OAuthService).authenticate(token);
    if (!agent)
      throw AppError.of(
        'invalid_api_key',
        {},
        'This MCP access token is unknown, expired, or its authorization was revoked; sign in again.',
      );
    return agent;
  }
  return container.resolve(KeyService).authenticate(header);
}
