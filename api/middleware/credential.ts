import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import { AppError } from '../../core/errors/app-error';
import { KeyService } from '../../core/services/people/key-service';
import { ACCESS_PREFIX, OAuthService } from '../../core/services/people/oauth-service';

/** What the request's Authorization header turned out to be: a usable caller, or why not. */
export type Credential = { auth: AuthContext } | { refused: unknown };

/**
 * The request's bearer checked once, whoever asks first: the keyless limit (before any route, so
 * that a bogus bearer counts whatever path and method it is sent to), then `authenticate`.
 */
export function checkedCredential(ctx: Koa.Context, container: DependencyContainer): Promise<Credential> {
  ctx.state.credential ??= agentOrKey(container, ctx.get('authorization') || undefined).then(
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
