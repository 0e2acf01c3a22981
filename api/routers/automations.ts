import Router from '@koa/router';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import {
  AutomationService,
  type CreateAutomationInput,
  type ListQuery,
  type PatchAutomationInput,
} from '../../core/services/automations/automation-service';
import { PastCommentsService } from '../../core/services/automations/past-comments';
import { authOf, workspaceOf } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import {
  automationIdParams,
  createAutomationSchema,
  listAutomationsQuery,
  patchAutomationSchema,
} from '../schemas/automations';
import { check, checkCursor } from '../validation';

/** Automations (issue 26): comment-to-DM rules of an account, their state and their deliveries. */
export function automationsRouter(container: DependencyContainer): Router {
  const service = () => container.resolve(AutomationService);
  const past = () => container.resolve(PastCommentsService);
  const router = new Router({ prefix: '/v1/automations' });
  const once = idempotent(container);
  const caller = async (ctx: Koa.Context) => ({
    auth: authOf(ctx),
    workspace: await workspaceOf(ctx, container),
  });
  const idOf = (ctx: Koa.Context) =>
    check<{ id: string }>(automationIdParams, { id: ctx.params.id }, 'query').id;
  const pageOf = (ctx: Koa.Context, prefix: 'auto' | 'dlv') => {
    const query = check<ListQuery>(listAutomationsQuery, { ...ctx.query }, 'query');
    checkCursor(query.before, prefix);
    return query;
  };

  router.post('/', once, async (ctx) => {
    const input = check<CreateAutomationInput>(createAutomationSchema, ctx.request.body);
    const { auth, workspace } = await caller(ctx);
    ctx.status = 201;
    ctx.body = await service().create(auth, workspace, input);
  });

  router.get('/', async (ctx) => {
    const query = pageOf(ctx, 'auto');
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().list(auth, workspace, query);
  });

  router.get('/:id', async (ctx) => {
    const id = idOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().get(auth, workspace, id);
  });

  router.patch('/:id', once, async (ctx) => {
    const id = idOf(ctx);
    const input = check<PatchAutomationInput>(patchAutomationSchema, ctx.request.body ?? {});
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().patch(auth, workspace, id, input);
  });

  router.delete('/:id', once, async (ctx) => {
    const id = idOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().delete(auth, workspace, id);
  });

  router.post('/:id/enable', once, async (ctx) => {
    const id = idOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().enable(auth, workspace, id);
  });

  router.post('/:id/disable', once, async (ctx) => {
    const id = idOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().disable(auth, workspace, id);
  });

  router.get('/:id/deliveries', async (ctx) => {
    const id = idOf(ctx);
    const query = pageOf(ctx, 'dlv');
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().deliveries(auth, workspace, id, query);
  });

  // 202: the run is recorded and goes on after the answer.
  router.post('/:id/past-comments', once, async (ctx) => {
    const id = idOf(ctx);
    const { auth, workspace } = await caller(ctx);
    const answer = await past().start(auth, workspace, id);
    ctx.status = 202;
    ctx.body = answer;
  });

  router.delete('/:id/past-comments', once, async (ctx) => {
    const id = idOf(ctx);
    const { auth, workspace } = await caller(ctx);
    ctx.body = await past().stop(auth, workspace, id);
  });

  return router;
}
