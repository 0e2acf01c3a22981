import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { ConnectService, type CallbackResult } from '../../core/services/accounts/connect-service';
import { CONNECT_CALLBACK_PATH } from '../../core/services/accounts/oauth-setup';
import { connectCallbackQuery } from '../schemas/accounts';
import { check } from '../validation';

/**
 * `GET /v1/accounts/connect/callback`: where platforms send the browser after the person approved
 * (or declined) access. No API key comes with it; the `state` of a live connect attempt is what
 * authorises it. With a `redirectUrl` from the start of the attempt the browser is sent there with
 * the outcome in the query; without one the answer is JSON: 201 with the account, or the error.
 */
const SHOWN_IN_LOG = new Set(['error', 'error_description']);

export function connectCallbackRouter(container: DependencyContainer): Router {
  const router = new Router();
  router.get(CONNECT_CALLBACK_PATH, async (ctx) => {
    // The code and state are one-time secrets: the request log keeps that they came, not their values.
    ctx.state.logQuery = Object.fromEntries(
      Object.entries(ctx.query).map(([k, v]) => [k, SHOWN_IN_LOG.has(k) ? v : '••••••']),
    );
    const query = check<Record<string, string | undefined>>(connectCallbackQuery, { ...ctx.query }, 'query');
    const result = await container.resolve(ConnectService).callback(query);
    // The call belongs to whoever started the attempt: it shows in their request log.
    ctx.state.workspaceId = result.workspaceId;
    ctx.state.keyForLog = result.startedBy ?? undefined;
    if (result.redirectUrl) {
      ctx.redirect(withOutcome(result.redirectUrl, result));
      return;
    }
    if (result.error) throw result.error;
    ctx.status = 201;
    ctx.body = { connect: result.session, account: result.account };
  });
  return router;
}

function withOutcome(redirectUrl: string, result: CallbackResult): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('connectId', result.session.id);
  url.searchParams.set('status', result.session.status);
  if (result.account) url.searchParams.set('accountId', result.account.id);
  if (result.session.error) url.searchParams.set('error', result.session.error.code);
  return url.toString();
}
