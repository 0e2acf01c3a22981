import type { Client } from '@temporalio/client';
import { verifyWebhookSignature } from '../../api/clients/typescript';
import { TEMPORAL_CLIENT } from '../../core/container';
import { AccountService } from '../../core/services/accounts/account-service';
import { WebhookEvents } from '../../core/services/webhooks/webhook-events';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/**
 * Outbound webhooks are never lost (issue 28): a delivery row commits with the change it reports,
 * and its queue is woken after the commit. When that wake never happens (the process died right
 * after the commit), the sweeper, run every minute by a Temporal Schedule, wakes the queue.
 */
describe('outbound webhooks: the outbox and its sweeper', () => {
  let h: Harness;
  let client: Client;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    h = await startHarness();
    client = h.container.resolve<Client>(TEMPORAL_CLIENT);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  const sweep = async (): Promise<{ woken: number }> =>
    client.workflow.execute('wakeWebhookQueues', {
      taskQueue: h.config.taskQueue,
      workflowId: `webhook-sweep-test-${Date.now()}`,
      args: [],
    });

  it('delivers an event committed without its wake once the sweeper finds it pending for a minute', async () => {
    const made = await h.call('POST', '/v1/webhooks', { url: `${receiver.url}/outbox`, events: ['post.*'] });
    expect(made.status).toBe(201);
    const draft = await h.call('POST', '/v1/posts', {
      content: 'Kept as a draft',
      accountIds: [await h.accountId('chat')],
      draft: true,
    });
    expect(draft.status).toBe(201);

    // The rows are committed; the wake that would follow the commit never comes (as when the
    // process dies between the two): the same service, built without a Temporal client.
    const withoutWake = new WebhookEvents(h.orm, undefined, (a) =>
      h.container.resolve(AccountService).view(a),
    );
    await withoutWake.post(draft.body.id, 'post.edited', 'lost-wake');
    const pending = await h.call('GET', `/v1/webhooks/${made.body.id}/deliveries`);
    expect(pending.body.data).toEqual([
      expect.objectContaining({ type: 'post.edited', state: 'pending', attempts: 0 }),
    ]);

    // A fresh pending delivery is its own wake's to send: the sweeper leaves it.
    expect(await sweep()).toEqual({ woken: 0 });

    // A minute on, nothing woke it: the sweeper does.
    await h.orm.em
      .fork()
      .execute(
        `update "webhook_deliveries" set "updated_at" = now() - interval '2 minutes' where "subscription_id" = ?`,
        [made.body.id],
      );
    expect(await sweep()).toEqual({ woken: 1 });
    await receiver.until((received) => received.length === 1, 'the swept delivery at the receiver');
    const [swept] = receiver.received;
    expect(swept.event).toMatchObject({
      type: 'post.edited',
      data: { id: draft.body.id, status: 'draft' },
    });
    expect(verifyWebhookSignature(swept.signature, swept.body, made.body.secret)).toBe(true);
    await until(
      async () =>
        (await h.call('GET', `/v1/webhooks/${made.body.id}/deliveries`)).body.data[0].state === 'delivered',
      20_000,
      'the delivery to show delivered',
    );
  });

  it('creates the sweeper’s Schedule, every minute', async () => {
    const { ensureMaintenanceSchedules } = await import('../../core/temporal/maintenance-schedules');
    await ensureMaintenanceSchedules(client, h.config.taskQueue);
    const schedule = await client.schedule.getHandle('maintenance/webhook-wake').describe();
    expect(schedule.action).toMatchObject({ type: 'startWorkflow', workflowType: 'wakeWebhookQueues' });
    expect(schedule.spec.intervals?.[0]).toMatchObject({ every: 60_000 });
  });
});
