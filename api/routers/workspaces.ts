import { BillingService } from '../../core/services/people/billing-service';
import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { WorkspaceService } from '../../core/services/people/workspace-service';
import { authOf } from '../middleware/auth';
import { createWorkspaceSchema } from '../schemas/workspaces';
import { check } from '../validation';

export function workspacesRouter(container: DependencyContainer): Router {
  const workspaces = () => container.resolve(WorkspaceService);
  const router = new Router({ prefix: '/v1/workspaces' });

  router.get('/', async (ctx) => {
    ctx.body = { data: await workspaces().list(authOf(ctx)) };
  });

  router.post('/', async (ctx) => {
    const { name } = check<{ name: string }>(createWorkspaceSchema, ctx.request.body);
    // Workspaces are the billing unit: no more than the plan includes (403 workspace_limit).
    await container.resolve(BillingService).requireRoomForWorkspace(authOf(ctx).person.id);
    ctx.status = 201;
    ctx.body = await workspaces().create(authOf(ctx), name);
  });

  return router;
}
