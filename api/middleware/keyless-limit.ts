import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import { AppError } from '../../core/errors/app-error';
import type { KeylessLimiter } from '../../core/http/keyless-limiter';
import { dropRest } from './body';
import { checkedCredential, sessionCookie } from './credential';

/**
 * Paths meant to be called without a key, authorised some other way (a signed media token, an
 * OAuth `state`) or costing nothing (health, the dashboard's page and files): not counted against
 * the address.
 */
const KEYLESS_BY_DESIGN =
  /^\/($|keys$|logs$|accounts$|assets\/|health\/?$|openapi\.json$|docs(\/scalar\.js)?$|v1\/media\/(uploads|upload-links|files)\/|v1\/accounts\/connect\/callback\/?$)/i;

/** The operator's routes take the operator key (api/routers/operator.ts), not a person's: checked there. */
const OPERATOR_KEYED = /^\/admin\//i;

/**
 * A call without a usable credential (no Authorization header, or one that is no valid API key or
 * MCP access token) is counted against its client address before its body is read and before any
 * route, so that its path and method do not matter (a 404 or 405 counts as a 401 does); one over
 * the limit is refused with 429 `rate_limited` and is not logged (a flood must not fill the log).
 */
export function keylessLimit(container: DependencyContainer, limiter: KeylessLimiter): Koa.Middleware {
  return async (ctx, next) => {
    if (!KEYLESS_BY_DESIGN.test(ctx.path)) {
      if (!ctx.get('authorization') && !sessionCookie(ctx)) refuseWhenOver(ctx, limiter);
      else if (!OPERATOR_KEYED.test(ctx.path) && 'refused' in (await checkedCredential(ctx, container)))
        refuseWhenOver(ctx, limiter);
    }
    await next();
  };
}

/** Counts one keyless call from the client's address; throws `rate_limited` once over the limit. */
export function refuseWhenOver(ctx: Koa.Context, limiter: KeylessLimiter): void {
  // Once per call, whichever of this middleware and `authenticate` saw it first.
  if (ctx.state.keylessCounted) return;
  ctx.state.keylessCounted = true;
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
