import Router from '@koa/router';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import {
  EngagementService,
  type EngagementAnswer,
  type ReplyInput,
} from '../../core/services/engagement/engagement-service';
import type { TargetInput } from '../../core/services/engagement/engagement-targets';
import { authOf, workspaceOf } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import {
  engagementFollowSchema,
  engagementIdParams,
  engagementReplySchema,
  engagementTargetSchema,
} from '../schemas/engagement';
import { check } from '../validation';

/**
 * Engagement (issue 25): like, reply, follow, hide, and their undos; each write waits up to 10 s
 * for its outcome (200, 201 for a reply), else answers 202 with `next`.
 */
export function engagementRouter(container: DependencyContainer): Router {
  const service = () => container.resolve(EngagementService);
  const router = new Router({ prefix: '/v1/engagement' });
  const once = idempotent(container);
  const caller = async (ctx: Koa.Context) => ({
    auth: authOf(ctx),
    workspace: await workspaceOf(ctx, container),
  });
  const targetOf = (ctx: Koa.Context) => check<TargetInput>(engagementTargetSchema, ctx.request.body ?? {});
  const followOf = (ctx: Koa.Context) =>
    check<{ accountId?: string; ownerHandle?: string }>(engagementFollowSchema, ctx.request.body ?? {});

  for (const [method, kind] of [
    ['post', 'like'],
    ['delete', 'unlike'],
  ] as const) {
    router[method]('/like', once, async (ctx) => {
      const input = targetOf(ctx);
      const { auth, workspace } = await caller(ctx);
      answer(ctx, await service().like(auth, workspace, kind, input));
    });
  }
  for (const [method, kind] of [
    ['post', 'hide'],
    ['delete', 'unhide'],
  ] as const) {
    router[method]('/hide', once, async (ctx) => {
      const input = targetOf(ctx);
      const { auth, workspace } = await caller(ctx);
      answer(ctx, await service().hide(auth, workspace, kind, input));
    });
  }
  for (const [method, kind] of [
    ['post', 'follow'],
    ['delete', 'unfollow'],
  ] as const) {
    router[method]('/follow', once, async (ctx) => {
      const input = followOf(ctx);
      const { auth, workspace } = await caller(ctx);
      answer(ctx, await service().follow(auth, workspace, kind, input));
    });
  }

  router.post('/reply', once, async (ctx) => {
    const input = check<ReplyInput>(engagementReplySchema, ctx.request.body ?? {});
    const { auth, workspace } = await caller(ctx);
    answer(ctx, await service().reply(auth, workspace, input), 201);
  });

  router.delete('/replies/:id', once, async (ctx) => {
    const { id } = check<{ id: string }>(engagementIdParams, { id: ctx.params.id }, 'query');
    const { auth, workspace } = await caller(ctx);
    answer(ctx, await service().deleteReply(auth, workspace, id));
  });

  router.get('/:id', async (ctx) => {
    const { id } = check<{ id: string }>(engagementIdParams, { id: ctx.params.id }, 'query');
    const { auth, workspace } = await caller(ctx);
    ctx.body = await service().get(auth, workspace, id);
  });

  return router;
}

/** Done: `done` (200, a reply 201); still running: 202 with `next`. */
function answer(ctx: Koa.Context, result: EngagementAnswer, done = 200): void {
  ctx.status = result.settled ? done : 202;
  ctx.body = result.action;
}
