import type Koa from 'koa';
import { newId } from '../../core/ids';

/** Every response carries `x-request-id`; a client quotes it to find the call in GET /v1/logs. */
export async function requestId(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  ctx.state.requestId = newId('req');
  ctx.set('x-request-id', ctx.state.requestId);
  await next();
}
