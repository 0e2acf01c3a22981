import { createHash } from 'node:crypto';
import type { SandboxAccount } from '../../core/channels/plugin';

/** Marks a bot token as one the emulator issued; the emulator refuses every other token. */
export const SANDBOX_SECRET_PREFIX = 'sandbox_';

/**
 * The sandbox account for a handle, derived from the handle alone so that the service (connecting
 * the account) and the emulator (checking the token) agree without talking to each other.
 * Ids take the shapes real ones have: a supergroup chat id is "-100" and ten digits; a bot token is
 * "<bot id>:<secret>".
 *
 * The credentials are exactly what `POST /v1/accounts/connect {platform: "chat", botToken, chatId}`
 * takes, so `chatSandboxAccount(handle).credentials` is how a person gets a working sandbox bot
 * token (the API's error for a connect without a token shows one).
 */
export function chatSandboxAccount(handle: string): SandboxAccount {
  const digits = tenDigits(handle);
  const chatId = `-100${digits}`;
  return {
    externalAccountId: chatId,
    handle,
    credentials: { botToken: `${digits}:${SANDBOX_SECRET_PREFIX}${handle}`, chatId },
  };
}

/** The handle a sandbox bot token was issued for, or undefined when the token is not a sandbox one. */
export function sandboxHandleOf(botToken: string): string | undefined {
  const colon = botToken.indexOf(':');
  if (colon < 0) return undefined;
  const secret = botToken.slice(colon + 1);
  return secret.startsWith(SANDBOX_SECRET_PREFIX) ? secret.slice(SANDBOX_SECRET_PREFIX.length) : undefined;
}

// A stable number from a hash, so the same handle always maps to the same chat and different
// handles almost never collide. The hash is below 2^32, so the sum always has ten digits.
function tenDigits(handle: string): string {
  const hash = createHash('sha256').update(handle).digest().readUInt32BE(0);
  return String(1_000_000_000 + hash);
}
