import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { LogService, type LogQuery } from '../../core/services/operations/log-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { listLogsQuery } from '../schemas/logs';
import { check, checkCursor } from '../validation';

export function logsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/logs' });
  router.get('/', async (ctx) => {
    const query = check<LogQuery>(listLogsQuery, { ...ctx.query }, 'query');
    checkCursor(query.before, 'log');
    // Named with x-service-workspace: that workspace's calls, from any key of the person.
    const workspace = ctx.get('x-service-workspace') ? await workspaceOf(ctx, container) : undefined;
    ctx.body = await container.resolve(LogService).list(authOf(ctx), query, workspace?.id);
  });
  return router;
}
