import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import type { Workspace } from '../../core/entities';
import type { KeylessLimiter } from '../../core/http/keyless-limiter';
import { KeyService } from '../../core/services/people/key-service';
import { ACCESS_PREFIX, OAuthService } from '../../core/services/people/oauth-service';
import { AppError } from '../../core/errors/app-error';
import { WorkspaceService } from '../../core/services/people/workspace-service';
import { refuseWhenOver } from './keyless-limit';

/**
 * Requires a valid bearer key; puts the AuthContext on `ctx.state.auth`. A call whose key is
 * unusable counts against its address like one with no key at all (api/middleware/keyless-limit.ts).
 */
export function authenticate(container: DependencyContainer, limiter: KeylessLimiter): Koa.Middleware {
  return async (ctx, next) => {
    const keys = container.resolve(KeyService);
    const header = ctx.get('authorization') || undefined;
    try {
      ctx.state.auth = await agentOrKey(container, header);
    } catch (err) {
      // A revoked or expired key still says whose call this was, so its owner finds it in the logs.
      ctx.state.keyForLog = (await keys.findByBearer(header)) ?? undefined;
      if (header) refuseWhenOver(ctx, limiter);
      throw err;
    }
    await next();
  };
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

export function authOf(ctx: Koa.Context): AuthContext {
  return ctx.state.auth as AuthContext;
}

/** The workspace the request acts in (x-service-workspace or the key's only one). */
export async function workspaceOf(ctx: Koa.Context, container: DependencyContainer): Promise<Workspace> {
  const workspace = await container
    .resolve(WorkspaceService)
    .select(authOf(ctx), ctx.get('x-service-workspace') || undefined);
  ctx.state.workspaceId = workspace.id;
  return workspace;
}
