import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../errors/app-error';
import { WebhookDelivery, WebhookSubscription } from '../../entities';
import type { SecretBox } from '../../secrets';
import { checkWebhookUrl, type WebhookAddressRules } from './webhook-address';
import { postWebhook } from './webhook-post';
import { webhookSignature } from './webhook-signature';

/** A receiver has this long to answer (issue 28). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `delivered`: 2xx; `stop`: nothing more to try (410, subscription gone or disabled); `retry`: try later. */
export type AttemptOutcome = 'delivered' | 'stop' | 'retry';

/** The secrets that sign now: the current one, and the previous one during its 24-hour overlap. */
export function signingSecrets(
  subscription: WebhookSubscription,
  secrets: SecretBox,
  now = new Date(),
): string[] {
  const live = [secrets.open(subscription.secret).secret];
  if (
    subscription.previousSecret &&
    subscription.previousSecretUntil &&
    subscription.previousSecretUntil > now
  ) {
    live.push(secrets.open(subscription.previousSecret).secret);
  }
  return live;
}

/**
 * The steps of a subscription's delivery queue (workflows/deliver-webhooks.ts): which delivery is
 * next, one try at sending it (recorded on the row and, after `failingAfter` failed tries in a row,
 * on the subscription as `failing` with the reason), and giving up when the retry window is over.
 */
export class WebhookSender {
  constructor(
    private readonly orm: MikroORM,
    private readonly secrets: SecretBox,
    private readonly rules: WebhookAddressRules,
    private readonly failingAfter: number,
  ) {}

  /** The oldest pending delivery of the queue, or null (a disabled subscription's are failed). */
  async next(subscriptionId: string, orderKey: string): Promise<string | null> {
    const em = this.orm.em.fork();
    const subscription = await em.findOne(WebhookSubscription, { id: subscriptionId });
    if (!subscription) return null;
    if (subscription.status === 'disabled') {
      await em.nativeUpdate(
        WebhookDelivery,
        { subscriptionId, orderKey, state: 'pending' },
        { state: 'failed', lastError: 'the subscription is disabled', updatedAt: new Date() },
      );
      return null;
    }
    const rows: Array<{ id: string }> = await em
      .getConnection()
      .execute(
        `select "id" from "webhook_deliveries" where "subscription_id" = ? and "order_key" = ? and "state" = 'pending' order by "seq" limit 1`,
        [subscriptionId, orderKey],
      );
    return rows[0]?.id ?? null;
  }

  async attempt(deliveryId: string): Promise<AttemptOutcome> {
    const em = this.orm.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.state !== 'pending') return 'stop';
    const subscription = await em.findOne(WebhookSubscription, { id: delivery.subscriptionId });
    if (!subscription || subscription.status === 'disabled') {
      delivery.state = 'failed';
      delivery.lastError = subscription ? 'the subscription is disabled' : 'the subscription was deleted';
      await em.flush();
      return 'stop';
    }
    const now = new Date();
    delivery.attempts += 1;
    delivery.lastAttemptAt = now;
    let answer: { status: number | null; error?: string };
    try {
      // Checked again at each send: the name may point elsewhere since it was subscribed.
      const target = await checkWebhookUrl(subscription.url, this.rules);
      const unix = Math.floor(now.getTime() / 1000);
      answer = await postWebhook(
        target,
        {
          'content-type': 'application/json',
          'user-agent': 'Fanout-Webhooks/1',
          'fanout-event-id': JSON.parse(delivery.body).id as string,
          'fanout-signature': webhookSignature(
            delivery.body,
            signingSecrets(subscription, this.secrets, now),
            unix,
          ),
        },
        delivery.body,
        WEBHOOK_TIMEOUT_MS,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      answer = { status: null, error: `${err.code}: ${err.message}` };
    }
    delivery.lastStatus = answer.status;
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
      delivery.state = 'delivered';
      delivery.deliveredAt = new Date();
      delivery.lastError = null;
      subscription.consecutiveFailures = 0;
      if (subscription.status === 'failing') {
        subscription.status = 'active';
        subscription.failureReason = null;
      }
      await em.flush();
      return 'delivered';
    }
    const what = answer.status !== null ? `answered ${answer.status}` : answer.error!;
    delivery.lastError = what;
    if (answer.status === 410) {
      delivery.state = 'failed';
      subscription.status = 'disabled';
      subscription.failureReason = `The receiver answered 410 Gone at ${now.toISOString()}; re-enable with PATCH {"status":"active"}.`;
      await em.flush();
      return 'stop';
    }
    subscription.consecutiveFailures += 1;
    if (subscription.consecutiveFailures >= this.failingAfter) {
      subscription.status = 'failing';
      subscription.failureReason = `${subscription.consecutiveFailures} deliveries in a row failed; the last ${what} at ${now.toISOString()}.`;
    }
    await em.flush();
    return 'retry';
  }

  /** The retry window is over: the delivery stays `failed` with its last error (redeliver sends it again). */
  async giveUp(deliveryId: string): Promise<void> {
    const em = this.orm.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.state !== 'pending') return;
    delivery.state = 'failed';
    delivery.lastError = `given up after ${delivery.attempts} tries; the last ${delivery.lastError ?? 'failed'}`;
    await em.flush();
  }
}
