import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import { verifyWebhookSignature } from '../../api/clients/typescript';
import { startHarness, type Harness } from '../support/harness';
import { listen, type Listening } from '../support/listen';
import { until } from '../support/wait';
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
  let receiver: Listening;
  let worker: ChildProcess | undefined;
  const received: Array<{ event: Json; signature: string; body: string; answered: boolean }> = [];
  /** Requests held unanswered (the first post.published). */
  const held: http.ServerResponse[] = [];

  beforeAll(async () => {
    h = await startHarness({ worker: false, env: SHORT_RETRIES });
    receiver = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const event = JSON.parse(body);
        const hold =
          event.type === 'post.published' && !received.some((r) => r.event.type === 'post.published');
        received.push({ event, body, signature: String(req.headers['fanout-signature']), answered: !hold });
        if (hold) held.push(res);
        else res.writeHead(200).end();
      });
    });
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    held.forEach((res) => res.destroy());
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
    await until(() => held.length === 1, 20_000, 'the post.published delivery to be held');

    const died = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGKILL');
    await died;
    held.forEach((res) => res.destroy());
    worker = await startWorkerProcess(h, SHORT_RETRIES);
    // Queued behind the post.published the dead worker was sending.
    expect(
      (await h.call('PATCH', `/v1/posts/${postId}`, { content: 'Killed, then edited' })).status,
    ).toBeLessThan(300);

    const answered = () => received.filter((r) => r.answered && r.event.data.id === postId);
    // The dead worker's try times out (30 s, the activity's start-to-close) before another takes it.
    await until(() => answered().some((r) => r.event.type === 'post.edited'), 60_000, 'post.edited');
    expect(answered().map((r) => r.event.type)).toEqual(['post.scheduled', 'post.published', 'post.edited']);
    const published = received.filter((r) => r.event.type === 'post.published');
    expect(published).toHaveLength(2);
    expect(published[1].event.id).toBe(published[0].event.id);
    for (const r of received)
      expect(verifyWebhookSignature(r.signature, r.body, made.body.secret)).toBe(true);
    const deliveries = (await h.call('GET', `/v1/webhooks/${made.body.id}/deliveries`)).body.data;
    expect(deliveries.map((d: Json) => [d.type, d.state])).toEqual([
      ['post.edited', 'delivered'],
      ['post.published', 'delivered'],
      ['post.scheduled', 'delivered'],
    ]);
  }, 120_000);
});
