import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { PairingService } from '../../core/services/accounts/pairing-service';
import { bridgePairBody, bridgePairParams } from '../schemas/bridge';
import { check } from '../validation';

/**
 * Pairing of a browser extension (core/services/accounts/pairing-service.ts). No API key: the one-time code
 * authorises, as the OAuth `state` does for the connect callback. The request log masks it.
 */
export function bridgePairRouter(container: DependencyContainer): Router {
  const pairing = () => container.resolve(PairingService);
  const router = new Router({ prefix: '/v1/bridge/pair' });

  router.get('/:code', async (ctx) => {
    ctx.state.logPath = '/v1/bridge/pair/••••';
    const { code } = check<{ code: string }>(bridgePairParams, { ...ctx.params }, 'query');
    ctx.body = await pairing().lookUp(code);
  });

  router.post('/', async (ctx) => {
    const body = check<{ pairingCode: string; accountHandle: string }>(bridgePairBody, ctx.request.body);
    const paired = await pairing().pair(body.pairingCode, body.accountHandle);
    ctx.state.workspaceId = paired.workspaceId;
    ctx.status = 201;
    ctx.body = { bridgeToken: paired.bridgeToken, account: paired.account, platformUrl: paired.platformUrl };
  });
  return router;
}
