import type { MikroORM } from '@mikro-orm/postgresql';
import type { WebhookQueues } from '../../temporal/webhook-workflows';
import type { WebhookQueueRef } from './webhook-events';

/** How long a pending delivery may wait for its queue before the queue counts as never woken. */
export const WEBHOOK_STRANDED_AFTER_MS = 60_000;

/**
 * The outbox's other half: delivery rows commit with the change they report, and their queue is
 * woken after the commit, which a process may not live to do. Run every minute by a Temporal
 * Schedule (workflows/wake-webhook-queues.ts), this wakes each queue that has a delivery pending
 * for over a minute and no run open, so a committed event is always sent.
 */
export class WebhookSweeper {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: WebhookQueues,
  ) {}

  /** Queues with a delivery pending, unchanged for `WEBHOOK_STRANDED_AFTER_MS`: candidates only. */
  async candidates(now: Date, limit = 500): Promise<WebhookQueueRef[]> {
    const rows: Array<{ subscription_id: string; workspace_id: string; order_key: string }> =
      await this.orm.em.fork().execute(
        `select "subscription_id", "workspace_id", "order_key" from "webhook_deliveries"
          where "state" = 'pending' and "updated_at" < ?
          group by "subscription_id", "workspace_id", "order_key"
          order by min("updated_at") limit ?`,
        [new Date(now.getTime() - WEBHOOK_STRANDED_AFTER_MS), limit],
      );
    return rows.map((r) => ({
      subscription: { id: r.subscription_id, workspaceId: r.workspace_id },
      orderKey: r.order_key,
    }));
  }

  /** Wakes the candidates whose queue has no open run; returns how many it woke. */
  async sweep(now: Date, beat: (what: string) => void = () => {}): Promise<number> {
    let woken = 0;
    for (const { subscription, orderKey } of await this.candidates(now)) {
      beat(`${subscription.id}/${orderKey}`);
      // A queue waiting out a receiver's backoff is running: a signal would only lengthen its history.
      if (await this.queues.isRunning(subscription.id, orderKey)) continue;
      await this.queues.kick(subscription, orderKey);
      woken += 1;
      console.warn(`webhooks/${subscription.id}/${orderKey}: woken by the sweeper (its wake was lost)`);
    }
    return woken;
  }
}
