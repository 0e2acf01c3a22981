import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** The emulator accepts exactly the tokens this prefix marks, so a real token never reaches it by mistake. */
export const SANDBOX_TOKEN_PREFIX = 'sandbox-';

/**
 * A sandbox account made from a handle alone: X user ids are numeric strings, so the id is an
 * 18-digit number hashed from the handle (lower-cased, as X handles are case-insensitive). The
 * same handle always yields the same id, which is how the emulator knows whose token it got.
 */
export function microSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: sandboxUserId(handle),
    handle,
    credentials: { accessToken: `${SANDBOX_TOKEN_PREFIX}${handle}` },
  };
}

/** The user a sandbox bearer token stands for, or undefined when it is not a sandbox token. */
export function sandboxUserForToken(token: string): { id: string; handle: string } | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return undefined;
  const handle = token.slice(SANDBOX_TOKEN_PREFIX.length);
  if (handle === '') return undefined;
  return { id: sandboxUserId(handle), handle };
}

/** The emulated user behind a handle, the same for every way of signing in (token prefix or OAuth). */
export function microSandboxUser(handle: string): { id: string; handle: string } {
  return { id: sandboxUserId(handle), handle };
}

function sandboxUserId(handle: string): string {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest();
  const spread = 900_000_000_000_000_000n;
  return (100_000_000_000_000_000n + (digest.readBigUInt64BE(0) % spread)).toString();
}
