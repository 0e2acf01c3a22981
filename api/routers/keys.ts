import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { KeyService, type KeyInput } from '../../core/services/people/key-service';
import { authOf } from '../middleware/auth';
import { createKeySchema, updateKeySchema } from '../schemas/keys';
import { check } from '../validation';

export function keysRouter(container: DependencyContainer): Router {
  const keys = () => container.resolve(KeyService);
  const router = new Router({ prefix: '/v1/keys' });

  router.get('/', async (ctx) => {
    ctx.body = { data: await keys().list(authOf(ctx)) };
  });

  router.post('/', async (ctx) => {
    const input = check<KeyInput>(createKeySchema, ctx.request.body);
    const { key, view } = await keys().create(authOf(ctx), input);
    ctx.status = 201;
    // The only time the key is shown; the request log masks it.
    ctx.body = { ...view, key };
  });

  // Research tools on or off: the enableUrl of research_tool_disabled points here.
  router.patch('/:id', async (ctx) => {
    const input = check<{ researchTools?: boolean }>(updateKeySchema, ctx.request.body ?? {});
    ctx.body = await keys().update(authOf(ctx), ctx.params.id, input);
  });

  router.delete('/:id', async (ctx) => {
    ctx.body = await keys().revoke(authOf(ctx), ctx.params.id);
  });

  return router;
}
