import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** Marks a token the emulator issued; it refuses every other one. */
export const SANDBOX_TOKEN_PREFIX = 'sandbox-';

/** The platform's user for a handle: the same handle is always the same id. */
export function fediSandboxUser(handle: string): { id: string; handle: string } {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest();
  return { id: String(1_000_000_000 + digest.readUInt32BE(0)), handle };
}

/** A sandbox account from a handle alone; its credentials carry the names `connect` stores. */
export function fediSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: fediSandboxUser(handle).id,
    handle,
    credentials: { accessToken: `${SANDBOX_TOKEN_PREFIX}${handle}` },
  };
}

/** The user a sandbox token stands for, or undefined when it is not one. */
export function sandboxUserForToken(token: string): { id: string; handle: string } | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX) || token === SANDBOX_TOKEN_PREFIX) return undefined;
  return fediSandboxUser(token.slice(SANDBOX_TOKEN_PREFIX.length));
}
