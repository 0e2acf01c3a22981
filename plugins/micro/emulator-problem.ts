import type { RouterContext } from '@koa/router';

/** An error answer as the platform gives it: problem JSON (RFC 7807) with `title`, `detail`, `status`. */
export function problem(
  ctx: RouterContext,
  status: number,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): void {
  ctx.status = status;
  ctx.body = { title, detail, type: 'about:blank', status, ...extra };
  ctx.type = 'application/problem+json';
}
