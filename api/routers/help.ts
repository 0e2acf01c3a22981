import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { HelpService, type HelpQuery } from '../../core/help/help-service';
import { helpQuery } from '../schemas/help';
import { check } from '../validation';

/**
 * GET /v1/help: troubleshooting answers by `code`, `q`, `id`, `platform`, `category`, in `locale`.
 * Needs no key (spec: Authentication), so the app mounts it before `authenticate`.
 */
export function helpRouter(container: DependencyContainer): Router {
  // Resolved here, not per request, so the API builds the answers at start rather than on the first call.
  const help = container.resolve(HelpService);
  const router = new Router({ prefix: '/v1/help' });
  router.get('/', (ctx) => {
    const query = check<HelpQuery>(helpQuery, { ...ctx.query }, 'query');
    ctx.body = help.answer(query);
  });
  return router;
}
