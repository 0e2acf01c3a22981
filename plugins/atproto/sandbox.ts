import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** Marks the tokens and app passwords the emulator issued; it refuses every other one. */
const ACCESS = 'sandbox-access:';
const REFRESH = 'sandbox-refresh:';
const APP_PASSWORD = 'sandbox-app-password:';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The account's DID for a sandbox handle: the same handle is always the same `did:plc:` id. */
export function atprotoSandboxDid(handle: string): string {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest();
  return `did:plc:${Array.from(digest.subarray(0, 24), (b) => BASE32[b % 32]).join('')}`;
}

/** The app password the emulator takes for `handle` (what a person pastes to connect a sandbox account). */
export function atprotoSandboxAppPassword(handle: string): string {
  return `${APP_PASSWORD}${handle}`;
}

/**
 * A session's tokens for `handle`; `generation` counts renewals, so a renewed session's tokens
 * differ from the old ones as real ones do.
 */
export function atprotoSandboxSession(
  handle: string,
  generation = 0,
): { accessJwt: string; refreshJwt: string } {
  return { accessJwt: `${ACCESS}${generation}:${handle}`, refreshJwt: `${REFRESH}${generation}:${handle}` };
}

/** A sandbox account from a handle alone, with the credentials `connect` stores (a session). */
export function atprotoSandboxAccount(handle: string): SandboxAccount {
  return { externalAccountId: atprotoSandboxDid(handle), handle, credentials: atprotoSandboxSession(handle) };
}

/** What a sandbox token says: which handle, which renewal; undefined when it is not one. */
export function readSandboxToken(
  kind: 'access' | 'refresh',
  token: string,
): { handle: string; generation: number } | undefined {
  const match = /^(\d+):(.+)$/.exec(token.slice((kind === 'access' ? ACCESS : REFRESH).length));
  if (!token.startsWith(kind === 'access' ? ACCESS : REFRESH) || !match) return undefined;
  return { generation: Number(match[1]), handle: match[2] };
}

/** The handle an app password was issued for, or undefined. */
export function handleOfAppPassword(password: string): string | undefined {
  return password.startsWith(APP_PASSWORD) && password.length > APP_PASSWORD.length
    ? password.slice(APP_PASSWORD.length)
    : undefined;
}
