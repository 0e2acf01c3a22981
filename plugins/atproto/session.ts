import type { PublishContext } from '../../core/channels/plugin';
import { AtprotoApiError, AtprotoClient } from './client';

/**
 * The account's session on its server. Connecting made it once (`createSession` with the app
 * password, connect.ts); every call after uses its access token, and when the server says the
 * token expired (`ExpiredToken`, a couple of hours after it was issued) the session is renewed
 * with the refresh token and the call made once more.
 *
 * The renewed session is stored at once (sealed, with the account's other credentials), never
 * kept in this worker's memory only and never re-created from the password: `createSession` is
 * rate limited per account (about 30 per 5 minutes and 300 a day), so a plugin that logged in
 * again per call, per worker or after each restart would lock the account out. The refresh token
 * also rotates: the old one stops working soon after, so an unsaved renewal would be lost.
 */
export async function withSession<T>(
  ctx: PublishContext,
  call: (client: AtprotoClient) => Promise<T>,
): Promise<T> {
  const { account } = ctx;
  const client = () => new AtprotoClient(account.baseUrl, account.credentials.accessJwt, ctx.signal);
  try {
    return await call(client());
  } catch (error) {
    if (!(error instanceof AtprotoApiError) || error.error !== 'ExpiredToken') throw error;
  }
  const renewed = await new AtprotoClient(
    account.baseUrl,
    account.credentials.refreshJwt,
    ctx.signal,
  ).refreshSession();
  const next = { accessJwt: renewed.accessJwt, refreshJwt: renewed.refreshJwt };
  // Sealed on the account at once (absent only on a context a test builds by hand).
  await ctx.saveCredentials?.(next);
  // Later calls through this context (an item's upload, then its post) use the new session.
  account.credentials = { ...account.credentials, ...next };
  return call(client());
}
