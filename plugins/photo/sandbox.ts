import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** The emulator accepts exactly the tokens this prefix marks, so a real token never reaches it by mistake. */
export const SANDBOX_TOKEN_PREFIX = 'IGSANDBOX.';

export interface SandboxUser {
  /** The professional account's id, the `{ig-user-id}` of every path. */
  id: string;
  handle: string;
}

/**
 * A sandbox account made from a handle alone: the token carries the handle, and the account id
 * is hashed from it, so the service (connecting the account) and the emulator (checking the
 * token) agree without talking to each other.
 */
export function photoSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: sandboxUserId(handle),
    handle,
    credentials: { accessToken: `${SANDBOX_TOKEN_PREFIX}${encodeURIComponent(handle)}` },
  };
}

/** The account a sandbox token stands for, or undefined when it is not a sandbox token. */
export function sandboxUserForToken(token: string): SandboxUser | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return undefined;
  let handle: string;
  try {
    handle = decodeURIComponent(token.slice(SANDBOX_TOKEN_PREFIX.length));
  } catch {
    return undefined;
  }
  if (handle === '') return undefined;
  return { id: sandboxUserId(handle), handle };
}

/**
 * Professional account ids are 17 digits starting with 1784. Usernames are case-insensitive,
 * so `@Studio` and `studio` are one account.
 */
function sandboxUserId(handle: string): string {
  const digest = createHash('sha256').update(handle.replace(/^@/, '').toLowerCase()).digest();
  const tail = digest.readBigUInt64BE(0) % 10_000_000_000_000n;
  return `1784${tail.toString().padStart(13, '0')}`;
}
