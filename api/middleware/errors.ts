import type Koa from 'koa';
import { AppError } from '../../core/errors/app-error';

/**
 * Turns anything thrown into the spec's error object. A failure we did not foresee is 500
 * `internal_error` with no detail for the client; the detail goes to the server log with the id.
 */
export async function errors(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      throw AppError.of(
        'not_found',
        { method: ctx.method, path: ctx.path },
        `No route ${ctx.method} ${ctx.path}.`,
      );
    }
  } catch (err) {
    const error =
      err instanceof AppError
        ? err
        : AppError.of(
            'internal_error',
            { requestId: ctx.state.requestId },
            `Something went wrong on our side; quote request ${ctx.state.requestId}.`,
          );
    if (!(err instanceof AppError)) console.error(`request ${ctx.state.requestId} failed`, err);
    ctx.status = error.status;
    ctx.body = error.toBody();
    ctx.state.errorCode = error.code;
    for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
  }
}
