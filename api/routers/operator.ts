import Router from '@koa/router';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../../core/config';
import { CONFIG, ORM } from '../../core/container';
import { Workspace } from '../../core/entities';
import { AppError } from '../../core/errors/app-error';
import { betaApprovalBody } from '../schemas/operator';
import { check } from '../validation';
import { sameSecret } from '../../core/auth/same-secret';

/**
 * The operator's routes, guarded by `FANOUT_OPERATOR_KEY` (`Authorization: Bearer <it>`), not by
 * a person's key: approving a workspace for the channels in beta. Without the setting they do not
 * exist (404).
 */
export function operatorRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/admin' });
  const config = () => container.resolve<Config>(CONFIG);

  const guard = async (ctx: Koa.Context, next: Koa.Next) => {
    const expected = config().operatorKey;
    if (!expected) throw AppError.of('not_found', { path: ctx.path }, `No route ${ctx.method} ${ctx.path}.`);
    const given = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1] ?? '';
    const ok = sameSecret(given, expected);
    if (!ok)
      throw AppError.of(
        'unauthenticated',
        {},
        'Send the operator key as "Authorization: Bearer <FANOUT_OPERATOR_KEY>".',
      );
    await next();
  };

  // `{approved: true}` lets the workspace use the channels in beta; false takes it back.
  router.post('/workspaces/:id/beta-approval', guard, async (ctx) => {
    const { approved } = check<{ approved: boolean }>(betaApprovalBody, ctx.request.body ?? {});
    const em = container.resolve<MikroORM>(ORM).em.fork();
    const workspace = await em.findOne(Workspace, { id: ctx.params.id });
    if (!workspace) throw AppError.of('invalid_params', { field: 'id' }, `No workspace ${ctx.params.id}.`);
    workspace.betaApprovedAt = approved ? (workspace.betaApprovedAt ?? new Date()) : null;
    await em.flush();
    ctx.body = {
      workspaceId: workspace.id,
      betaApprovedAt: workspace.betaApprovedAt?.toISOString() ?? null,
      betaChannels: config().betaChannels,
    };
  });
  return router;
}
