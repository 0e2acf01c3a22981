import type Koa from 'koa';
import { AppError } from '../../core/errors/app-error';
import type { KeylessLimiter } from '../../core/http/keyless-limiter';
import { dropRest } from './body';

/**
 * Paths meant to be called without a key, authorised some other way (a signed media token, an
 * OAuth `state`) or costing nothing (health): not counted against the address.
 */
const KEYLESS_BY_DESIGN =
  /^\/(health\/?$|openapi\.json$|docs(\/scalar\.js)?$|v1\/media\/(uploads|upload-links|files)\/|v1\/accounts\/connect\/callback\/?$)/i;

/**
 * A call that carries no Authorization header is counted against its client address before its
 * body is read; one over the limit is refused with 429 `rate_limited` and is not logged (a flood
 * must not fill the log). Calls whose key turns out unusable are counted by `authenticate`.
 */
export function keylessLimit(limiter: KeylessLimiter): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.get('authorization') && !KEYLESS_BY_DESIGN.test(ctx.path)) refuseWhenOver(ctx, limiter);
    await next();
  };
}

/** Counts one keyless call from the client's address; throws `rate_limited` once over the limit. */
export function refuseWhenOver(ctx: Koa.Context, limiter: KeylessLimiter): void {
  const over = limiter.take(ctx.ip);
  if (!over) return;
  ctx.state.skipLog = true;
  // An unread body would block the next request on a kept-alive connection.
  if (!ctx.req.readableEnded) dropRest(ctx);
  throw AppError.of(
    'rate_limited',
    { limit: limiter.limitPerMinute, retryAfter: over.retryAfterSeconds },
    `Over ${limiter.limitPerMinute} calls a minute without a valid API key from this address; retry in ${over.retryAfterSeconds} s.`,
  ).withHeader('Retry-After', String(over.retryAfterSeconds));
}
