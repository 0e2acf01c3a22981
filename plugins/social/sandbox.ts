import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/**
 * Marks a Page access token as one the emulator issued. Real Page tokens start with "EAA" too, so
 * the marker after it is what tells them apart; the emulator refuses every other token with 190.
 */
export const SANDBOX_TOKEN_PREFIX = 'EAASandbox.';

/**
 * The sandbox Page for a handle, from the handle alone, so the service (connecting the account)
 * and the emulator (checking the token) agree without talking. Page ids are 15-digit numbers, as
 * real ones are; the handle travels inside the token base64url-encoded, since handles may hold
 * characters a header or URL would mangle.
 */
export function socialSandboxAccount(handle: string): SandboxAccount {
  return {
    externalAccountId: sandboxPageId(handle),
    handle,
    credentials: {
      pageAccessToken: `${SANDBOX_TOKEN_PREFIX}${Buffer.from(handle, 'utf8').toString('base64url')}`,
    },
  };
}

/** The Page a sandbox token stands for, or undefined when the token is not a sandbox one. */
export function sandboxPageForToken(token: string): { pageId: string; handle: string } | undefined {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return undefined;
  const encoded = token.slice(SANDBOX_TOKEN_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  const handle = Buffer.from(encoded, 'base64url').toString('utf8');
  if (handle === '') return undefined;
  return { pageId: sandboxPageId(handle), handle };
}

function sandboxPageId(handle: string): string {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest();
  const spread = 900_000_000_000_000n;
  return (100_000_000_000_000n + (digest.readBigUInt64BE(0) % spread)).toString();
}
