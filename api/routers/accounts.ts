import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import { PluginRegistry } from '../../core/channels/registry';
import { AppError } from '../../core/errors/app-error';
import { AccountService } from '../../core/services/account-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { connectAccountSchema, disconnectAccountBody, disconnectAccountQuery } from '../schemas/accounts';
import { check } from '../validation';

export function accountsRouter(container: DependencyContainer): Router {
  const accounts = () => container.resolve(AccountService);
  const router = new Router({ prefix: '/v1/accounts' });

  router.get('/', async (ctx) => {
    requireScope(authOf(ctx), 'accounts:read');
    ctx.body = { data: await accounts().list(await workspaceOf(ctx, container)) };
  });

  router.post('/connect', async (ctx) => {
    requireScope(authOf(ctx), 'accounts:write');
    const input = check<{ platform: string; sandbox?: boolean; handle?: string }>(
      connectAccountSchema,
      ctx.request.body,
    );
    // An unknown channel is 422 platform_not_available however it is asked to connect.
    container.resolve(PluginRegistry).get(input.platform);
    const workspace = await workspaceOf(ctx, container);
    if (!input.sandbox) {
      // Real connect flows (OAuth, bot tokens) come with each channel's plugin; until then say so.
      throw AppError.of(
        'not_supported',
        { platform: input.platform },
        'Only sandbox accounts can be connected on this server for now: send "sandbox": true.',
      );
    }
    ctx.status = 201;
    ctx.body = await accounts().connectSandbox(workspace, input.platform, input.handle);
  });

  router.delete('/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:write');
    const body = check<{ force?: boolean }>(disconnectAccountBody, ctx.request.body);
    const query = check<{ force?: boolean }>(disconnectAccountQuery, { ...ctx.query }, 'query');
    const workspace = await workspaceOf(ctx, container);
    ctx.body = await accounts().disconnect(auth, workspace, ctx.params.id, {
      force: body.force === true || query.force === true,
    });
  });

  return router;
}
