import type { MikroORM } from '@mikro-orm/postgresql';
import type { WebhookEventType } from './event-types';
import type { AccountEventType, WebhookEvent, WebhookEventRecorder, WebhookQueueRef } from './webhook-event';

/**
 * The events of one change: recorded through the change's transaction (the delivery rows commit
 * with it or not at all), their queues woken after the commit. Waking is best effort: a process
 * that dies or a Temporal that refuses between the commit and the wake leaves pending rows, which
 * the sweeper (webhook-sweeper.ts) wakes within a minute or two. Nothing is lost either way.
 */
export class WebhookOutbox {
  private readonly queues: WebhookQueueRef[] = [];

  constructor(private readonly events: WebhookEventRecorder) {}

  async post(em: MikroORM['em'], postId: string, type: WebhookEventType, version: string): Promise<void> {
    this.queues.push(...(await this.events.postIn(em, postId, type, version)));
  }

  async account(
    em: MikroORM['em'],
    accountId: string,
    type: AccountEventType,
    version: string,
  ): Promise<void> {
    this.queues.push(...(await this.events.accountIn(em, accountId, type, version)));
  }

  /** Any event whose `data` the caller made (the media, the bridge's account). */
  async event(em: MikroORM['em'], event: WebhookEvent): Promise<void> {
    this.queues.push(...(await this.events.record(em, event)).queues);
  }

  /**
   * Commits `em`'s pending changes with the event they make in one transaction, then wakes the
   * event's queues: its rows commit with the change or not at all, and a rollback wakes nothing.
   * `event` runs after the flush, inside the transaction, so it sees the change as saved.
   */
  async commitWith(em: MikroORM['em'], event: () => Promise<WebhookEvent>): Promise<void> {
    const before = this.queues.length;
    await em.begin();
    try {
      await em.flush();
      await this.event(em, await event());
      await em.commit();
    } catch (err) {
      await em.rollback();
      this.queues.splice(before);
      throw err;
    }
    await this.wake();
  }

  /** After the commit; never throws (the change is made and answered whatever happens here). */
  async wake(): Promise<void> {
    for (const queue of this.queues.splice(0)) {
      try {
        await this.events.wake([queue]);
      } catch (err) {
        console.warn(
          `webhooks/${queue.subscription.id}/${queue.orderKey}: not woken now, the sweeper will (${String(err)})`,
        );
      }
    }
  }
}
