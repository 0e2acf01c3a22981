import { continueAsNew, defineSignal, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type * as activities from '../activities/webhook-activities';

const { nextWebhookDelivery, sendWebhookDelivery, giveUpWebhookDelivery } =
  proxyActivities<activities.WebhookActivities>({
    // One POST of at most 10 s plus the database; a worker that dies mid-send is noticed this soon.
    startToCloseTimeout: '30 seconds',
    // These retries are for our side (database, worker); the receiver's failures are the loop's.
    retry: { initialInterval: '1s', backoffCoefficient: 2, maximumInterval: '1 minute' },
  });

export const webhookQueued = defineSignal('webhookQueued');

/** Deliveries per run before it continues as new, so a busy queue's history stays short. */
const PER_RUN = 100;

/**
 * One subscription's deliveries of one order key (a post, an account), id
 * `webhooks/<subscription>/<key>`, started or woken by signal-with-start when an event is
 * emitted. It sends the oldest pending delivery until it is answered 2xx (or given up, or the
 * subscription stops), then the next: a post's `post.published` never passes its
 * `post.scheduled`, even while the receiver is down for days. The order lives in the database
 * (`seq`), so a worker killed mid-delivery resumes the same one. With nothing pending it ends;
 * a signal that comes while it ends keeps it going (Temporal refuses to close a run with a
 * signal it has not seen), and one after it ends starts a new run.
 */
export async function deliverWebhooks(input: activities.DeliverWebhooksInput): Promise<void> {
  let queued = false;
  setHandler(webhookQueued, () => {
    queued = true;
  });
  for (let sent = 0; sent < PER_RUN; sent++) {
    queued = false;
    const deliveryId = await nextWebhookDelivery(input);
    if (!deliveryId) {
      if (queued) continue;
      return;
    }
    const firstTry = Date.now();
    for (let tries = 1; ; tries++) {
      const outcome = await sendWebhookDelivery(deliveryId);
      if (outcome !== 'retry') break;
      if (Date.now() - firstTry >= input.retry.windowMs) {
        await giveUpWebhookDelivery(deliveryId);
        break;
      }
      await sleep(Math.min(input.retry.firstMs * 2 ** (tries - 1), input.retry.maxMs));
    }
  }
  await continueAsNew<typeof deliverWebhooks>(input);
}
