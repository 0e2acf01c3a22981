import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import type { Workspace } from '../../core/entities';
import type { KeylessLimiter } from '../../core/http/keyless-limiter';
import { KeyService } from '../../core/services/people/key-service';
import { requireCsrf } from '../../core/services/people/session-service';
import { headerText, namesWorkspace, WorkspaceService } from '../../core/services/people/workspace-service';
import { checkedAuth, checkedCredential } from './credential';
import { refuseWhenOver } from './keyless-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requires a valid bearer key, MCP access token or dashboard session cookie; puts the AuthContext on `ctx.state.auth`. A call
 * whose credential is unusable counts against its address like one with no key at all
 * (api/middleware/keyless-limit.ts counts it first, before any route; once per call).
 */
export function authenticate(container: DependencyContainer, limiter: KeylessLimiter): Koa.Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization') || undefined;
    const credential = await checkedCredential(ctx, container);
    if ('refused' in credential) {
      // A revoked or expired key still says whose call this was, so its owner finds it in the logs.
      ctx.state.keyForLog = (await container.resolve(KeyService).findByBearer(header)) ?? undefined;
      if (header) refuseWhenOver(ctx, limiter);
      throw credential.refused;
    }
    ctx.state.auth = credential.auth;
    // A session (the dashboard in a browser) writes only with its CSRF token; a key needs none.
    if (credential.auth.session && !SAFE_METHODS.has(ctx.method)) {
      requireCsrf(credential.auth.session.csrfToken, ctx.get('x-csrf-token') || undefined);
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

/**
 * For the log of a call refused before its route chose a workspace (a NUL in its body): the one it
 * named, as `workspaceOf` would have chosen it, so that a log read naming that workspace finds the
 * call. Undefined when its key is unusable or reaches no such workspace; never throws.
 */
export async function workspaceMeant(ctx: Koa.Context): Promise<string | undefined> {
  const auth = await checkedAuth(ctx);
  if (!auth) return undefined;
  const header = ctx.get('x-service-workspace');
  if (!header) return auth.workspaces.length === 1 ? auth.workspaces[0].id : undefined;
  return auth.workspaces.find((w) => namesWorkspace(w, headerText(header)))?.id;
}
