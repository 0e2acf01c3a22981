import Router from '@koa/router';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import {
  WebhookService,
  type CreateWebhookInput,
  type PatchWebhookInput,
  type WebhookListQuery,
} from '../../core/services/webhooks/webhook-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import {
  createWebhookSchema,
  listWebhooksQuery,
  patchWebhookSchema,
  webhookIdParams,
} from '../schemas/webhooks';
import { check, checkCursor } from '../validation';

/** Outbound webhooks (issue 28): a workspace's subscriptions, their secret, test events and deliveries. */
export function webhooksRouter(container: DependencyContainer): Router {
  const service = () => container.resolve(WebhookService);
  const router = new Router({ prefix: '/v1/webhooks' });
  const once = idempotent(container);
  const caller = async (ctx: Koa.Context) => ({
    auth: authOf(ctx),
    workspace: await workspaceOf(ctx, container),
  });
  const idsOf = (ctx: Koa.Context) =>
    check<{ id: string; deliveryId?: string }>(webhookIdParams, { ...ctx.params }, 'query');
  const pageOf = (ctx: Koa.Context, prefix: 'whk' | 'whd') => {
    const query = check<WebhookListQuery>(listWebhooksQuery, { ...ctx.query }, 'query');
    checkCursor(query.before, prefix);
    return query;
  };

  router.post('/', once, async (ctx) => {
    const input = check<CreateWebhookInput>(createWebhookSchema, ctx.request.body);
    const { auth, workspace } = await caller(ctx);
    ctx.status = 201;
    ctx.body = await service().create(auth, workspace, input);
  });

  router.get('/', async (ctx) => {
    const query = pageOf(ctx, 'whk');
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().list(auth, workspace, query);
  });

  router.get('/:id', async (ctx) => {
    const { id } = idsOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().get(auth, workspace, id);
  });

  router.patch('/:id', once, async (ctx) => {
    const { id } = idsOf(ctx);
    const input = check<PatchWebhookInput>(patchWebhookSchema, ctx.request.body ?? {});
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().patch(auth, workspace, id, input);
  });

  router.delete('/:id', once, async (ctx) => {
    const { id } = idsOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().delete(auth, workspace, id);
  });

  router.post('/:id/rotate', once, async (ctx) => {
    const { id } = idsOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().rotate(auth, workspace, id);
  });

  // 202: the event is queued; its delivery goes on after the answer.
  router.post('/:id/test', once, async (ctx) => {
    const { id } = idsOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.status = 202;
    ctx.body = await service().test(auth, workspace, id);
  });

  router.get('/:id/deliveries', async (ctx) => {
    const { id } = idsOf(ctx);
    const query = pageOf(ctx, 'whd');
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().deliveries(auth, workspace, id, query);
  });

  router.post('/:id/deliveries/:deliveryId/redeliver', once, async (ctx) => {
    const { id, deliveryId } = idsOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.status = 202;
    ctx.body = await service().redeliver(auth, workspace, id, deliveryId!);
  });

  return router;
}
