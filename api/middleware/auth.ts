import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import type { Workspace } from '../../core/entities';
import type { KeylessLimiter } from '../../core/http/keyless-limiter';
import { KeyService } from '../../core/services/key-service';
import { WorkspaceService } from '../../core/services/workspace-service';
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
      ctx.state.auth = await keys.authenticate(header);
    } catch (err) {
      // A revoked or expired key still says whose call this was, so its owner finds it in the logs.
      ctx.state.keyForLog = (await keys.findByBearer(header)) ?? undefined;
      if (header) refuseWhenOver(ctx, limiter);
      throw err;
    }
    await next();
  };
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
