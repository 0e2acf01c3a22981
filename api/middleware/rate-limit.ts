import type Koa from 'koa';
import type { RateLimiter } from '../../core/http/rate-limiter';
import { AppError } from '../../core/errors/app-error';
import { authOf } from './auth';

/**
 * Every authenticated call counts against its key (or its MCP grant) for the minute: the
 * `RateLimit-*` headers on every answer, and 429 `rate_limited` (+limit, +retryAfter, Retry-After)
 * past the limit, before any route runs (so nothing reaches a workflow). Refused calls are logged:
 * they are the caller's failures.
 */
export function rateLimit(limiter: RateLimiter): Koa.Middleware {
  return async (ctx, next) => {
    if (limiter.limitPerMinute === 0) return next();
    const auth = authOf(ctx);
    const verdict = await limiter.hit(auth.grant ? `grant:${auth.grant.id}` : `key:${auth.key.id}`);
    ctx.set('RateLimit-Limit', String(verdict.limit));
    ctx.set('RateLimit-Remaining', String(verdict.remaining));
    ctx.set('RateLimit-Reset', String(verdict.resetSeconds));
    if (!verdict.allowed) {
      throw AppError.of(
        'rate_limited',
        { limit: verdict.limit, retryAfter: verdict.resetSeconds },
        `Over ${verdict.limit} calls a minute for this ${auth.grant ? 'MCP connection' : 'API key'}; retry in ${verdict.resetSeconds} s.`,
      ).withHeader('Retry-After', String(verdict.resetSeconds));
    }
    await next();
  };
}
