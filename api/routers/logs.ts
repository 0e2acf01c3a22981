import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { LogService, type LogQuery } from '../../core/services/log-service';
import { authOf } from '../middleware/auth';
import { listLogsQuery } from '../schemas/logs';
import { check } from '../validation';

export function logsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/logs' });
  router.get('/', async (ctx) => {
    const query = check<LogQuery>(listLogsQuery, { ...ctx.query }, 'query');
    ctx.body = await container.resolve(LogService).list(authOf(ctx), query);
  });
  return router;
}
