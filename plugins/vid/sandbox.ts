import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** Google access tokens start "ya29."; this prefix marks the ones the emulator issued. */
export const SANDBOX_TOKEN_PREFIX = 'ya29.sandbox.';

/**
 * A sandbox channel made from a handle alone, in the platform's shapes: a channel id is "UC" and 22
 * base64url characters (here hashed from the lower-cased handle, so the same handle is the same
 * channel), and the token carries the handle, so the emulator knows whose it is without a lookup.
 */
export function vidSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: sandboxChannelId(handle),
    handle,
    credentials: {
      accessToken: `${SANDBOX_TOKEN_PREFIX}${Buffer.from(handle, 'utf8').toString('base64url')}`,
    },
  };
}

/** The channel a sandbox token stands for, or undefined for any other token. */
export function sandboxChannelForToken(token: string): { channelId: string; handle: string } | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return undefined;
  const encoded = token.slice(SANDBOX_TOKEN_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  const handle = Buffer.from(encoded, 'base64url').toString('utf8');
  return handle === '' ? undefined : { channelId: sandboxChannelId(handle), handle };
}

/** The OAuth flow's user for a handle: the same channel the handle-derived sandbox account is. */
export function vidSandboxUser(handle: string): { id: string; handle: string } {
  return { id: sandboxChannelId(handle), handle };
}

function sandboxChannelId(handle: string): string {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest('base64url');
  return `UC${digest.slice(0, 22)}`;
}
