import Router from '@koa/router';
import type { Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/client';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import { requirePersonReach } from '../../core/auth/reach';
import type { Config } from '../../core/config';
import { CONFIG, TEMPORAL_CLIENT } from '../../core/container';
import { AppError } from '../../core/errors/app-error';
import { BillingService } from '../../core/services/people/billing-service';
import { authOf } from '../middleware/auth';
import { checkoutBody } from '../schemas/billing';
import { check } from '../validation';

/** The person's plan, Stripe Checkout and the billing portal (workspaces are the billing unit). */
export function billingRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/billing' });
  const billing = () => container.resolve(BillingService);

  // The plan is the person's, not a workspace's: only a caller reaching every workspace sees or buys it.
  const payer = (ctx: Koa.Context) => {
    const auth = authOf(ctx);
    requirePersonReach(auth, 'The plan and its billing');
    return auth;
  };

  router.get('/', async (ctx) => {
    ctx.body = await billing().plan(payer(ctx));
  });

  router.post('/checkout', async (ctx) => {
    const auth = payer(ctx);
    const { workspaces } = check<{ workspaces: unknown }>(checkoutBody, ctx.request.body ?? {});
    ctx.body = await billing().checkout(auth, workspaces);
  });

  router.post('/portal', async (ctx) => {
    ctx.body = await billing().portal(payer(ctx));
  });
  return router;
}

/**
 * Stripe's webhooks (no key: the signature authorises). Each event is checked against
 * STRIPE_WEBHOOK_SECRET, recorded once by its id, and applied by the `applyBillingEvent` workflow,
 * so the answer is quick and the change survives a crash.
 */
export function stripeWebhookRouter(container: DependencyContainer): Router {
  const router = new Router();
  router.post('/webhooks/stripe', async (ctx) => {
    const billing = container.resolve(BillingService);
    const event = billing.verifyWebhook(
      String(ctx.state.rawBody ?? ''),
      ctx.get('stripe-signature') || undefined,
    );
    if (!event)
      throw AppError.of(
        'invalid_params',
        { field: 'stripe-signature' },
        'The Stripe-Signature header does not match this body.',
      );
    if (!(await billing.recordEvent(event))) {
      ctx.body = { received: true, duplicate: true };
      return;
    }
    const client = container.resolve<Client>(TEMPORAL_CLIENT);
    await client.workflow
      .start('applyBillingEvent', {
        taskQueue: container.resolve<Config>(CONFIG).taskQueue,
        workflowId: `billing/${event.id}`,
        // Once per event is the stripe_events row's job; the id only keeps two at once apart.
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
        args: [
          {
            id: event.id,
            type: event.type,
            data: { object: event.data.object as unknown as Record<string, unknown> },
          },
        ],
      })
      .catch((err: Error) => {
        if (!/already started/i.test(err.message)) throw err;
      });
    ctx.body = { received: true };
  });
  return router;
}
