import type { ChildProcess } from 'node:child_process';
import { verifyWebhookSignature } from '../../api/clients/typescript';
import { startHarness, type Harness } from '../support/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { startWorkerProcess } from '../support/worker-process';

// Test code reads arbitrary fields of the answers it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const SHORT_RETRIES = { WEBHOOK_RETRY_FIRST_MS: '200', WEBHOOK_RETRY_MAX_MS: '1000' };

/**
 * Outbound webhooks (issue 28): the worker (as `npm start` runs it, its own process) is killed
 * while a delivery waits for the receiver's answer. Another worker takes over: the delivery is
 * sent again (same event id: receivers de-duplicate on it), nothing is lost, and the post's later
 * event still comes after it.
 */
describe('a worker killed mid-delivery', () => {
  let h: Harness;
  let receiver: WebhookReceiver;
  let worker: ChildProcess | undefined;
  /** Deliveries held unanswered (the first post.published). */
  const held = () => receiver.received.filter((r) => r.status === null);

  beforeAll(async () => {
    h = await startHarness({ worker: false, env: SHORT_RETRIES });
    receiver = await startWebhookReceiver(({ event }) =>
      event.type === 'post.published' && !receiver.received.some((r) => r.event.type === 'post.published')
        ? 'hold'
        : 200,
    );
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await receiver.close();
    await h.close();
  });

  it('loses nothing and keeps the post’s order', async () => {
    worker = await startWorkerProcess(h, SHORT_RETRIES);
    const chat = await h.accountId('chat');
    const made = await h.call('POST', '/v1/webhooks', { url: `${receiver.url}/hook`, events: ['post.*'] });
    expect(made.status).toBe(201);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const post = await h.call('POST', '/v1/posts', {
      content: 'Killed mid-delivery',
      accountIds: [chat],
      scheduledAt: at,
    });
    expect(post.status).toBe(201);
    const postId = post.body.id;
    expect((await h.call('POST', `/v1/posts/${postId}/publish`, { wait: true })).body.status).toBe(
      'published',
    );
    await receiver.until(() => held().length === 1, 'the post.published delivery to be held');

    const died = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGKILL');
    await died;
    receiver.dropHeld();
    worker = await startWorkerProcess(h, SHORT_RETRIES);
    // Queued behind the post.published the dead worker was sending.
    expect(
      (await h.call('PATCH', `/v1/posts/${postId}`, { content: 'Killed, then edited' })).status,
    ).toBeLessThan(300);

    const answered = () => receiver.received.filter((r) => r.status !== null && r.event.data.id === postId);
    // The dead worker's try times out (30 s, the activity's start-to-close) before another takes it.
    await receiver.until(() => answered().some((r) => r.event.type === 'post.edited'), 'post.edited', 60_000);
    expect(answered().map((r) => r.event.type)).toEqual(['post.scheduled', 'post.published', 'post.edited']);
    const published = receiver.received.filter((r) => r.event.type === 'post.published');
    expect(published).toHaveLength(2);
    expect(published[1].event.id).toBe(published[0].event.id);
    for (const r of receiver.received)
      expect(verifyWebhookSignature(r.signature, r.body, made.body.secret)).toBe(true);
    const deliveries = (await h.call('GET', `/v1/webhooks/${made.body.id}/deliveries`)).body.data;
    expect(deliveries.map((d: Json) => [d.type, d.state])).toEqual([
      ['post.edited', 'delivered'],
      ['post.published', 'delivered'],
      ['post.scheduled', 'delivered'],
    ]);
  }, 120_000);
});
