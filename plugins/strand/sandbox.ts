import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** The emulator accepts exactly the tokens this prefix marks, so a real token never reaches it by mistake. */
export const SANDBOX_TOKEN_PREFIX = 'THsandbox-';

export interface SandboxUser {
  id: string;
  handle: string;
}

/**
 * A sandbox account made from a handle alone: the platform's user ids are 17-digit numbers, so
 * the id is one hashed from the handle (lower-cased, as handles are case-insensitive). The same
 * handle always yields the same id, which is how the emulator knows whose token it got.
 */
export function strandSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: sandboxUserId(handle),
    handle,
    credentials: { accessToken: `${SANDBOX_TOKEN_PREFIX}${handle}` },
  };
}

/** The user a sandbox token stands for, or undefined when it is not a sandbox token. */
export function sandboxUserForToken(token: string): SandboxUser | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return undefined;
  const handle = token.slice(SANDBOX_TOKEN_PREFIX.length);
  if (handle === '') return undefined;
  return { id: sandboxUserId(handle), handle };
}

function sandboxUserId(handle: string): string {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest();
  const spread = 90_000_000_000_000_000n;
  return (10_000_000_000_000_000n + (digest.readBigUInt64BE(0) % spread)).toString();
}
