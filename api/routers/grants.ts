import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import { OAuthService } from '../../core/services/people/oauth-service';
import { authOf } from '../middleware/auth';
import { updateGrantSchema } from '../schemas/grants';
import { check } from '../validation';

/**
 * What the person allowed MCP clients (OAuth grants): list, turn research on or off, revoke. A
 * caller sees only the grants within its reach (core/services/people/oauth-service.ts).
 */
export function grantsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/grants' });
  const oauth = () => container.resolve(OAuthService);

  router.get('/', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'keys:read');
    ctx.body = { data: await oauth().grants(auth) };
  });

  router.patch('/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'keys:write');
    const { researchTools } = check<{ researchTools: boolean }>(updateGrantSchema, ctx.request.body ?? {});
    ctx.body = await oauth().setResearch(auth, ctx.params.id, researchTools);
  });

  router.delete('/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'keys:write');
    ctx.body = await oauth().revoke(auth, ctx.params.id);
  });
  return router;
}
