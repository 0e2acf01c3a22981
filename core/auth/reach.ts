import { AppError } from '../errors/app-error';
import type { AuthContext } from './auth-context';

/**
 * How far a credential reaches, in one place: an API key reaches its workspaces (or all, made with
 * `allWorkspaces`); an agent's MCP token reaches its grant's workspaces.
 */

/** True when the caller reaches every one of `workspaceIds`: it may see what spans them. */
export function reachesWorkspaces(auth: AuthContext, workspaceIds: readonly string[]): boolean {
  return auth.key.allWorkspaces || workspaceIds.every((id) => auth.key.workspaceIds.includes(id));
}

/**
 * True when the caller may read the person's own data, which belongs to no workspace (billing,
 * research reports): a key reaching all workspaces, or an agent whose grant covers every
 * workspace the person has.
 */
export function reachesPerson(auth: AuthContext): boolean {
  return auth.key.allWorkspaces || auth.grant?.coversEveryWorkspace === true;
}

/** 403 `forbidden_scope` (scope `allWorkspaces`) unless the caller reaches the person (spec: Authentication 4). */
export function requirePersonReach(auth: AuthContext, what: string): void {
  if (reachesPerson(auth)) return;
  const caller = auth.grant
    ? `this MCP connection (${auth.grant.clientName}) was allowed only some workspaces. Connect it again and allow every workspace`
    : 'this key is limited to some workspaces. Use a key made with allWorkspaces: true';
  throw AppError.of(
    'forbidden_scope',
    { scope: 'allWorkspaces' },
    `${what} belong to the person, not to a workspace; ${caller}.`,
  );
}
