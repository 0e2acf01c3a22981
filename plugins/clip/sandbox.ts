import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/**
 * Marks an access token as one the emulator issued. Real user tokens start `act.` too, so the
 * `sandbox.` part is what keeps a real token from ever being accepted by the emulator.
 */
export const SANDBOX_TOKEN_PREFIX = 'act.sandbox.';

/**
 * The sandbox account for a handle, derived from the handle alone so that the service (connecting
 * the account) and the emulator (checking the token) agree without talking to each other. The
 * open id takes the platform's shape, a UUID, hashed from the lower-cased handle.
 */
export function clipSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: sandboxOpenId(handle),
    handle,
    credentials: { accessToken: `${SANDBOX_TOKEN_PREFIX}${handle}` },
  };
}

/** The creator a sandbox access token stands for, or undefined when it is not a sandbox token. */
export function sandboxCreatorForToken(token: string): { openId: string; handle: string } | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return undefined;
  const handle = token.slice(SANDBOX_TOKEN_PREFIX.length);
  if (handle === '') return undefined;
  return { openId: sandboxOpenId(handle), handle };
}

/** The OAuth flow's user for a handle: the same creator (open id) the handle-derived sandbox account is. */
export function clipSandboxUser(handle: string): { id: string; handle: string } {
  return { id: sandboxOpenId(handle), handle };
}

function sandboxOpenId(handle: string): string {
  const hex = createHash('sha256').update(handle.toLowerCase()).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  );
}
