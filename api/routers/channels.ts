import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import { AppError } from '../../core/errors/app-error';
import { AccountService } from '../../core/services/accounts/account-service';
import { ChannelReadService } from '../../core/services/channels/channel-read-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { channelPostsQuery, channelQuotaQuery, publishOptionsQuery } from '../schemas/channels';
import { check } from '../validation';

/** Live reads of the channels themselves: never from our records, never cached. */
export function channelsRouter(container: DependencyContainer): Router {
  const reads = () => container.resolve(ChannelReadService);
  const router = new Router({ prefix: '/v1/channels' });

  router.get('/posts', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:read');
    const query = check<{ accountId?: string; limit: number }>(channelPostsQuery, { ...ctx.query }, 'query');
    ctx.body = await reads().posts(auth, await workspaceOf(ctx, container), query);
  });

  router.get('/quota', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:read');
    const query = check<{ accountId?: string }>(channelQuotaQuery, { ...ctx.query }, 'query');
    ctx.body = await reads().quota(auth, await workspaceOf(ctx, container), query.accountId);
  });

  router.get('/publish-options', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:read');
    // The spec lists accountId as a body field too; a GET body is read when one was sent.
    const body = ctx.request.body as { accountId?: unknown } | undefined;
    const given = ctx.query.accountId ?? (typeof body?.accountId === 'string' ? body.accountId : undefined);
    if (given === undefined || given === '') {
      throw AppError.of(
        'account_required',
        { field: 'accountId' },
        'Pass accountId: publish options belong to one account.',
        400,
      );
    }
    const query = check<{ accountId: string }>(publishOptionsQuery, { accountId: given }, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: await reads().publishOptions(auth, await workspaceOf(ctx, container), query.accountId),
    };
  });

  // Where each browser extension (the Korean blog's bridge) stands, from what it last said.
  router.get('/bridge', async (ctx) => {
    requireScope(authOf(ctx), 'accounts:read');
    ctx.body = { data: await container.resolve(AccountService).bridges(await workspaceOf(ctx, container)) };
  });

  return router;
}
