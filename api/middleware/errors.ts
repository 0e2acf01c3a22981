import type Koa from 'koa';
import { AppError } from '../../core/errors/app-error';
import { outageOf } from './outage';

/** How long a client waits before calling again while a dependency is down (Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns anything thrown into the spec's error object. A failure we did not foresee is 500
 * `internal_error` with no detail for the client; the detail goes to the server log with the id.
 * An answer standing for a third party's error (`AppError.because`) logs that error with the id too.
 * A database or Temporal that does not answer is 503 `service_unavailable` with Retry-After: the
 * same call may work in a moment. A path no route takes is 404 `not_found`; a path that exists but
 * not with this method is 405 `method_not_allowed` with the Allow header the router set.
 */
export async function errors(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  try {
    await next();
    if (ctx.body === undefined && [404, 405, 501].includes(ctx.status)) throw unrouted(ctx);
  } catch (err) {
    const error = err instanceof AppError ? err : unforeseen(err, ctx);
    if (error.cause !== undefined)
      console.error(`request ${ctx.state.requestId}: answered ${error.code}, caused by`, error.cause);
    ctx.status = error.status;
    ctx.body = error.toBody();
    ctx.state.errorCode = error.code;
    for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
  }
}

/** 503 `service_unavailable` with Retry-After: a dependency is down, the same call may work soon. */
export function unavailable(requestId: string): AppError {
  return AppError.of(
    'service_unavailable',
    { requestId, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS },
    `The service cannot reach a system it depends on right now; retry in ${OUTAGE_RETRY_AFTER_SECONDS} seconds.`,
  ).withHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
}

function unrouted(ctx: Koa.Context): AppError {
  const allow = ctx.response.get('Allow');
  if (!allow) {
    return AppError.of(
      'not_found',
      { method: ctx.method, path: ctx.path },
      `No route ${ctx.method} ${ctx.path}.`,
    );
  }
  return AppError.of(
    'method_not_allowed',
    { method: ctx.method, path: ctx.path, allowed: allow.split(/,\s*/) },
    `${ctx.path} does not take ${ctx.method}; it takes ${allow}.`,
  ).withHeader('Allow', allow);
}

function unforeseen(err: unknown, ctx: Koa.Context): AppError {
  const requestId = ctx.state.requestId as string;
  const outage = outageOf(err);
  if (outage) {
    // Expected while it lasts, one line per call: the stack says nothing the message does not.
    console.error(`request ${requestId}: ${outage} unavailable: ${(err as Error).message}`);
    return unavailable(requestId);
  }
  console.error(`request ${requestId} failed`, err);
  return AppError.of(
    'internal_error',
    { requestId },
    `Something went wrong on our side; quote request ${requestId}.`,
  );
}
