import type Koa from 'koa';
import type { Layer } from '@koa/router';

/**
 * Allow, on OPTIONS and on a 405, names the methods of the path's own route. The router lists
 * those of every route the path matches, and a literal path is matched by its `:id` sibling too
 * (`/v1/accounts/select` by `/v1/accounts/:id`, which would add DELETE). Of the routes that
 * match, the ones with the fewest parameters are the path's own.
 */
export async function exactAllow(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  const allow = ctx.response.get('Allow');
  if (!allow || (ctx.method !== 'OPTIONS' && ctx.status !== 405)) return;
  const routes = ((ctx.matched ?? []) as Layer[]).filter((layer) => layer.methods.length > 0);
  if (routes.length === 0) return;
  const fewest = Math.min(...routes.map((layer) => layer.paramNames.length));
  const own = new Set(routes.filter((l) => l.paramNames.length === fewest).flatMap((l) => l.methods));
  ctx.set(
    'Allow',
    allow
      .split(/,\s*/)
      .filter((method) => own.has(method))
      .join(', '),
  );
}
