import type Koa from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/** One MikroORM unit of work per request, so requests never share an identity map. */
export function ormContext(orm: MikroORM): Koa.Middleware {
  return (_ctx, next) => RequestContext.create(orm.em, next);
}
