import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { CommentIntake } from '../../core/services/automations/comment-intake';

/**
 * The platforms' comment webhooks (automations, issue 26), no key: `GET /v1/platform-webhooks/{platform}`
 * answers the subscription check (`hub.challenge` back for our verify token), `POST` takes a
 * delivery whose `X-Hub-Signature-256` matches its bytes under the app secret (401
 * `unauthenticated` otherwise) and hands each comment to Temporal before answering 200.
 */
export function platformWebhooksRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/platform-webhooks' });
  const intake = () => container.resolve(CommentIntake);

  router.get('/:platform', (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = intake().verify(ctx.params.platform, { ...ctx.query });
  });

  router.post('/:platform', async (ctx) => {
    const headers = Object.fromEntries(
      Object.entries(ctx.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
    );
    ctx.body = {
      received: true,
      ...(await intake().receive(ctx.params.platform, headers, String(ctx.state.rawBody ?? ''))),
    };
  });

  return router;
}
