import { verifyWebhookSignature } from '../../api/clients/typescript';
import { approve, postConnect, setOAuthControls } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';
import { publishPost } from '../support/posts';
import { until } from '../support/wait';
import {
  startWebhookReceiver,
  type ReceivedDelivery,
  type WebhookReceiver,
} from '../support/webhook-receiver';
import { newWorkspace } from '../support/workspaces';

// Test code reads arbitrary fields of the answers it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Outbound webhooks (issue 28). A receiver of the suite's own on 127.0.0.1 (allowed: the harness
 * runs the sandbox) takes every delivery and answers what the test asks for. The retry waits are
 * shortened through config (WEBHOOK_RETRY_FIRST_MS 200 ms doubling to 1 s, `failing` after 3 tries
 * in a row) so a receiver down for a while is waited out in seconds; production waits 10 s
 * doubling to 1 h for 3 days.
 */
describe('outbound webhooks (/v1/webhooks)', () => {
  let h: Harness;
  let receiver: WebhookReceiver;
  /** Status per path; `/down` answers 500 while `down > 0` (then counts down), `/gone` 410. */
  let down = 0;
  let chat: string;
  let micro: string;

  beforeAll(async () => {
    h = await startHarness({
      env: { WEBHOOK_RETRY_FIRST_MS: '200', WEBHOOK_RETRY_MAX_MS: '1000', WEBHOOK_FAILING_AFTER: '3' },
    });
    receiver = await startWebhookReceiver(({ path }) => {
      if (path === '/gone') return 410;
      if (path === '/down' && down > 0) {
        down -= 1;
        return 500;
      }
      return 200;
    });
    chat = await h.accountId('chat');
    micro = await h.accountId('micro');
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  async function subscribe(path: string, events: string[], headers?: Record<string, string>) {
    const res = await h.call('POST', '/v1/webhooks', { url: `${receiver.url}${path}`, events }, { headers });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string };
  }

  /** The deliveries the receiver answered 2xx for, at `path`, in the order they came. */
  const delivered = (path: string) =>
    receiver.received.filter((r) => r.path === path && r.status !== null && r.status < 300);

  /** Waits until the receiver answered 2xx to an event of `type` about `id` at `path`. */
  async function arrived(path: string, type: string, id: string): Promise<ReceivedDelivery> {
    await receiver.until(
      () => delivered(path).some((r) => r.event.type === type && r.event.data.id === id),
      () => `${type} for ${id} at ${path} (got ${delivered(path).map((r) => r.event.type)})`,
    );
    return delivered(path).find((r) => r.event.type === type && r.event.data.id === id)!;
  }

  function expectSigned(r: ReceivedDelivery, secret: string): void {
    const signature = r.signature;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(signature, r.body, secret)).toBe(true);
    expect(r.headers['fanout-event-id']).toBe(r.event.id);
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.event).toEqual({
      id: expect.any(String),
      type: expect.any(String),
      createdAt: expect.any(String),
      workspaceId: expect.any(String),
      data: expect.any(Object),
    });
  }

  it('documents each event as an OpenAPI 3.1 webhook, its data the REST object', async () => {
    const document = (await h.call('GET', '/openapi.json', undefined, { key: null })).body;
    expect(Object.keys(document.webhooks)).toEqual(
      expect.arrayContaining(['post.published', 'target.failed', 'account.expired']),
    );
    const envelope = document.webhooks['post.published'].post.requestBody.content['application/json'].schema;
    expect(envelope.properties.data).toEqual({ $ref: '#/components/schemas/Post' });
    expect(envelope.required).toEqual(['id', 'type', 'createdAt', 'workspaceId', 'data']);
  });

  it('creates a subscription with its secret shown once, then reads and lists it without it', async () => {
    const made = await h.call('POST', '/v1/webhooks', {
      url: `${receiver.url}/read`,
      events: ['post.*'],
      description: 'Our CRM',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      url: `${receiver.url}/read`,
      events: ['post.*'],
      description: 'Our CRM',
      status: 'active',
      failureReason: null,
      secret: expect.stringMatching(/^whsec_/),
    });
    const read = await h.call('GET', `/v1/webhooks/${made.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    const list = await h.call('GET', '/v1/webhooks');
    expect(list.body.data.map((w: Json) => w.id)).toContain(made.body.id);
    expect(list.body.data.every((w: Json) => w.secret === undefined)).toBe(true);
  });

  it('refuses a private address (media_url_blocked), a URL it does not send to and an unknown event', async () => {
    const privateUrl = await h.call('POST', '/v1/webhooks', { url: 'http://10.1.2.3/hook', events: ['*'] });
    expect(privateUrl.status).toBe(422);
    expect(privateUrl.body.error).toMatchObject({ code: 'media_url_blocked', address: '10.1.2.3' });
    const linkLocal = await h.call('POST', '/v1/webhooks', { url: 'http://169.254.169.254/', events: ['*'] });
    expect(linkLocal.body.error.code).toBe('media_url_blocked');
    const ftp = await h.call('POST', '/v1/webhooks', { url: 'ftp://example.com/x', events: ['*'] });
    expect(ftp.status).toBe(400);
    expect(ftp.body.error).toMatchObject({ code: 'invalid_params', field: 'url' });
    const unknown = await h.call('POST', '/v1/webhooks', {
      url: `${receiver.url}/x`,
      events: ['post.liked'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('invalid_params');
  });

  it("answers 404 webhook_not_found for another person's subscription, on every route", async () => {
    const mine = await subscribe('/mine', ['*']);
    const other = await secondPerson(h, 'Elsewhere');
    for (const [method, path] of [
      ['GET', `/v1/webhooks/${mine.id}`],
      ['PATCH', `/v1/webhooks/${mine.id}`],
      ['DELETE', `/v1/webhooks/${mine.id}`],
      ['POST', `/v1/webhooks/${mine.id}/rotate`],
      ['POST', `/v1/webhooks/${mine.id}/test`],
      ['GET', `/v1/webhooks/${mine.id}/deliveries`],
    ]) {
      const res = await h.call(method, path, method === 'PATCH' ? { description: 'x' } : undefined, {
        key: other.key,
      });
      expect({ path, method, status: res.status, code: res.body.error.code }).toEqual({
        path,
        method,
        status: 404,
        code: 'webhook_not_found',
      });
    }
    expect((await h.call('GET', `/v1/webhooks/${mine.id}`)).status).toBe(200);
  });

  it('delivers every post event of the slice, signed, with the post as GET /v1/posts/{id} answers it', async () => {
    const { id, secret } = await subscribe('/all', ['*']);

    // post.scheduled, then post.published when it is published now; post.edited; post.deleted.
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await h.call('POST', '/v1/posts', {
      content: 'Later',
      accountIds: [chat],
      scheduledAt: at,
    });
    expect(scheduled.status).toBe(201);
    const postId = scheduled.body.id;
    expect((await arrived('/all', 'post.scheduled', postId)).event.data).toMatchObject({
      status: 'scheduled',
    });
    const now = await h.call('POST', `/v1/posts/${postId}/publish`, { wait: true });
    expect(now.body.status).toBe('published');
    const published = await arrived('/all', 'post.published', postId);
    expect(published.event.data).toEqual((await h.call('GET', `/v1/posts/${postId}`)).body);
    const edit = await h.call('PATCH', `/v1/posts/${postId}`, { content: 'Later, edited' });
    expect(edit.status).toBeLessThan(300);
    expect((await arrived('/all', 'post.edited', postId)).event.data.content).toBe('Later, edited');
    expect((await h.call('DELETE', `/v1/posts/${postId}`)).status).toBeLessThan(300);
    expect((await arrived('/all', 'post.deleted', postId)).event.data.deleted).toBe(true);

    // post.partial with target.failed (its code and retryable), and post.failed.
    h.sandbox.emulators.get('chat')!.failNext('blocked');
    const partial = await publishPost(h, { content: 'One of two', accountIds: [chat, micro] });
    expect(partial.status).toBe('partial');
    const failedTarget = await arrived('/all', 'target.failed', partial.id);
    expect(failedTarget.event.data.target).toMatchObject({
      platform: 'chat',
      code: 'permission_denied',
      retryable: false,
    });
    await arrived('/all', 'post.partial', partial.id);
    h.sandbox.emulators.get('micro')!.failNext('auth');
    const failed = await publishPost(h, { content: 'Nobody takes it', accountIds: [micro] });
    expect(failed.status).toBe('failed');
    await arrived('/all', 'post.failed', failed.id);

    // webhook.test, to this subscription only.
    const test = await h.call('POST', `/v1/webhooks/${id}/test`);
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ type: 'webhook.test', state: 'pending' });
    await arrived('/all', 'webhook.test', id);

    const mine = delivered('/all').filter((r) =>
      [postId, partial.id, failed.id, id].includes(r.event.data.id),
    );
    for (const r of mine) expectSigned(r, secret);
    expect(new Set(mine.map((r) => r.event.type))).toEqual(
      new Set([
        'post.scheduled',
        'post.published',
        'post.edited',
        'post.deleted',
        'target.failed',
        'post.partial',
        'post.failed',
        'webhook.test',
      ]),
    );
    // In order per post, and once each.
    expect(mine.filter((r) => r.event.data.id === postId).map((r) => r.event.type)).toEqual([
      'post.scheduled',
      'post.published',
      'post.edited',
      'post.deleted',
    ]);
    const deliveries = await h.call('GET', `/v1/webhooks/${id}/deliveries?limit=100`);
    expect(deliveries.body.data.length).toBe(new Set(mine.map((r) => r.event.id)).size);
    expect(deliveries.body.data.every((d: Json) => d.state === 'delivered' && d.lastStatus === 200)).toBe(
      true,
    );

    // Redeliver: the same event id and bytes once more.
    const first = deliveries.body.data.find((d: Json) => d.type === 'post.published');
    const again = await h.call('POST', `/v1/webhooks/${id}/deliveries/${first.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ id: first.id, state: 'pending' });
    await receiver.until(
      () => delivered('/all').filter((r) => r.event.id === first.eventId).length === 2,
      'the redelivery',
    );
    const twice = delivered('/all').filter((r) => r.event.id === first.eventId);
    expect(twice[1].body).toBe(twice[0].body);
    const unknown = await h.call('POST', `/v1/webhooks/${id}/deliveries/whd_nope/redeliver`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('webhook_delivery_not_found');
  });

  it('a receiver down for a while gets every event once, in order per post; the subscription shows failing, then active', async () => {
    const { id } = await subscribe('/down', ['post.*']);
    down = 1_000;
    const posts: string[] = [];
    for (const content of ['First of two', 'Second of two']) {
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const made = await h.call('POST', '/v1/posts', { content, accountIds: [chat], scheduledAt: at });
      posts.push(made.body.id);
      expect((await h.call('POST', `/v1/posts/${made.body.id}/publish`, { wait: true })).body.status).toBe(
        'published',
      );
    }
    await until(
      async () => (await h.call('GET', `/v1/webhooks/${id}`)).body.status === 'failing',
      20_000,
      'the subscription to show failing',
    );
    expect((await h.call('GET', `/v1/webhooks/${id}`)).body.failureReason).toMatch(
      /in a row failed; the last answered 500/,
    );
    down = 0;
    for (const postId of posts) await arrived('/down', 'post.published', postId);
    for (const postId of posts) {
      expect(
        delivered('/down')
          .filter((r) => r.event.data.id === postId)
          .map((r) => r.event.type),
      ).toEqual(['post.scheduled', 'post.published']);
    }
    expect(
      receiver.received.filter((r) => r.path === '/down' && r.status === 500).length,
    ).toBeGreaterThanOrEqual(3);
    expect((await h.call('GET', `/v1/webhooks/${id}`)).body).toMatchObject({
      status: 'active',
      failureReason: null,
    });
  });

  it('a receiver answering 410 Gone disables the subscription, with the reason', async () => {
    const { id } = await subscribe('/gone', ['*']);
    expect((await h.call('POST', `/v1/webhooks/${id}/test`)).status).toBe(202);
    await until(
      async () => (await h.call('GET', `/v1/webhooks/${id}`)).body.status === 'disabled',
      20_000,
      'the subscription to be disabled',
    );
    expect((await h.call('GET', `/v1/webhooks/${id}`)).body.failureReason).toMatch(/410 Gone/);
    const deliveries = (await h.call('GET', `/v1/webhooks/${id}/deliveries`)).body.data;
    expect(deliveries).toEqual([expect.objectContaining({ state: 'failed', lastStatus: 410, attempts: 1 })]);
    expect(receiver.received.filter((r) => r.path === '/gone')).toHaveLength(1);
  });

  it('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
    const { id, secret: oldSecret } = await subscribe('/rotate', ['*']);
    const rotated = await h.call('POST', `/v1/webhooks/${id}/rotate`);
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    await h.call('POST', `/v1/webhooks/${id}/test`);
    const during = await arrived('/rotate', 'webhook.test', id);
    const signature = during.signature;
    expect(signature.match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhookSignature(signature, during.body, newSecret)).toBe(true);
    expect(verifyWebhookSignature(signature, during.body, oldSecret)).toBe(true);

    // 25 hours on (the process's clock, which the sending activity reads, moved ahead).
    const after = await withClockAhead(25 * 3_600_000, async () => {
      const tests = () => delivered('/rotate').filter((r) => r.event.type === 'webhook.test');
      await h.call('POST', `/v1/webhooks/${id}/test`);
      await receiver.until(() => tests().length === 2, 'the second test event');
      return tests()[1];
    });
    const later = after.signature;
    const t = Number(/t=(\d+)/.exec(later)![1]);
    expect(later.match(/v1=/g)).toHaveLength(1);
    expect(verifyWebhookSignature(later, after.body, newSecret, 300, t)).toBe(true);
    expect(verifyWebhookSignature(later, after.body, oldSecret, 300, t)).toBe(false);
  });

  it('the sandbox receiver (<sandbox>/_webhooks) stores deliveries, and fails on request', async () => {
    const sandbox = h.config.sandboxUrl;
    await fetch(`${sandbox}/_webhooks`, { method: 'DELETE' });
    const made = await h.call('POST', '/v1/webhooks', { url: `${sandbox}/_webhooks`, events: ['post.*'] });
    expect(made.status).toBe(201);
    const fail = await fetch(`${sandbox}/_webhooks/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, count: 1 }),
    });
    expect(fail.status).toBe(200);
    h.sandbox.emulators.get('chat')!.failNext('blocked');
    const post = await publishPost(h, { content: 'Two channels, one refuses', accountIds: [chat, micro] });
    expect(post.status).toBe('partial');
    type Stored = { headers: Record<string, string>; body: string; event: Json };
    let requests: Stored[] = [];
    await until(
      async () => {
        requests = ((await (await fetch(`${sandbox}/_webhooks`)).json()) as { requests: Stored[] }).requests;
        return requests.some((r) => r.event.type === 'post.partial' && r.event.data.id === post.id);
      },
      20_000,
      'post.partial at the sandbox receiver',
    );
    const ofPost = requests.filter((r) => r.event.data.id === post.id);
    // The first try was answered 503 and stored too; the retry came with the same event id.
    expect(ofPost.map((r) => r.event.type)).toEqual(['target.failed', 'target.failed', 'post.partial']);
    expect(ofPost[0].headers['fanout-event-id']).toBe(ofPost[1].headers['fanout-event-id']);
    for (const r of ofPost)
      expect(verifyWebhookSignature(r.headers['fanout-signature'], r.body, made.body.secret)).toBe(true);
  });

  // Last: once the demo key reaches a second workspace, calls without x-service-workspace are refused.
  it('delivers account.disconnected and account.expired to the account’s workspace', async () => {
    const ws = await newWorkspace(h, 'Accounts hooks');
    const { secret } = await subscribe('/accounts', ['account.*'], ws.headers);
    // Expired: the platform refuses the token and its refresh while a post goes out.
    const started = await postConnect(h, { platform: 'micro', sandbox: true }, ws.headers);
    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(201);
    const oauthAccount = back.body.account.id;
    await setOAuthControls(h, 'micro', { expireAccessTokens: true, refuseRefresh: true });
    try {
      const refused = await publishPost(
        h,
        { content: 'Refused for good', accountIds: [oauthAccount] },
        ws.headers,
      );
      expect(refused.targets[0]).toMatchObject({ errorCode: 'account_expired' });
    } finally {
      await setOAuthControls(h, 'micro', { expireAccessTokens: false, refuseRefresh: false });
    }
    const expired = await arrived('/accounts', 'account.expired', oauthAccount);
    expect(expired.event.data).toMatchObject({ id: oauthAccount, state: 'expired' });
    expectSigned(expired, secret);

    const chatHere = await postConnect(h, { platform: 'chat', sandbox: true, instant: true }, ws.headers);
    expect(chatHere.status).toBe(201);
    expect(
      (await h.call('DELETE', `/v1/accounts/${chatHere.body.id}`, undefined, { headers: ws.headers })).status,
    ).toBe(200);
    const disconnected = await arrived('/accounts', 'account.disconnected', chatHere.body.id);
    expect(disconnected.event.data).toMatchObject({ id: chatHere.body.id, state: 'disconnected' });
    expect(disconnected.event.workspaceId).toBe(ws.id);
    // The demo workspace's subscriptions heard nothing of it.
    expect(delivered('/all').some((r) => r.event.data.id === chatHere.body.id)).toBe(false);
  });
});

/**
 * Runs `fn` while `Date` reads `ms` ahead of the real clock, in this process (the API and the
 * worker's activities); Temporal's timers keep real time.
 */
async function withClockAhead<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const Real = globalThis.Date;
  const shifted = new Proxy(Real, {
    construct: (target, args, newTarget) =>
      args.length === 0 ? new Real(Real.now() + ms) : Reflect.construct(target, args, newTarget),
    get: (target, prop, receiver) =>
      prop === 'now' ? () => Real.now() + ms : Reflect.get(target, prop, receiver),
  });
  globalThis.Date = shifted;
  try {
    return await fn();
  } finally {
    globalThis.Date = Real;
  }
}
