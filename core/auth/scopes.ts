import { AppError } from '../errors/app-error';
import type { AuthContext } from './auth-context';

/** What a key may do. A key without scopes may do everything its person may. */
export const SCOPES = [
  'posts:read',
  'posts:write',
  'accounts:read',
  'accounts:write',
  'workspaces:read',
  'workspaces:write',
  'keys:read',
  'keys:write',
  'logs:read',
] as const;

export type Scope = (typeof SCOPES)[number];

export function hasScope(auth: AuthContext, scope: Scope): boolean {
  return auth.key.scopes === null || auth.key.scopes.includes(scope);
}

/** 403 `forbidden_scope` naming the scope the key lacks. */
export function requireScope(auth: AuthContext, scope: Scope): void {
  if (!hasScope(auth, scope)) {
    throw AppError.of('forbidden_scope', { scope }, `This API key lacks the ${scope} scope.`);
  }
}
