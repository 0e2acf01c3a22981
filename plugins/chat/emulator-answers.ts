import type { RouterContext } from '@koa/router';
import type { ChatErrorBody } from './client';

/**
 * The Bot API's envelope as the emulator answers it, shared by its writes and its connect reads:
 * `{ok: true, result}`, or `{ok: false, error_code, description}` with the HTTP status of the code.
 */

export type ChatFailure = Omit<ChatErrorBody, 'ok'>;
export type Body = Record<string, unknown>;

export const refuse = (error_code: number, description: string, retryAfter?: number): ChatFailure => ({
  error_code,
  description,
  ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
});

export const UNAUTHORIZED = refuse(401, 'Unauthorized');

/** The parsed request body, or an empty one. */
export function bodyOf(ctx: RouterContext): Body {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Body) : {};
}

export function succeed(ctx: RouterContext, result: unknown): void {
  ctx.status = 200;
  ctx.body = { ok: true, result };
}

export function fail(ctx: RouterContext, failure: ChatFailure): void {
  ctx.status = failure.error_code;
  ctx.body = { ok: false, ...failure };
}
