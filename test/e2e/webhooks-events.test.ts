import { verifyWebhookSignature } from '../../api/clients/typescript';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { startHarness, type Harness } from '../support/harness';
import { jpeg } from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// Test code reads arbitrary fields of the answers it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * The events of issue 28's second slice, each received signed by a receiver of the suite's own:
 * `post.scheduled`/`post.edited` on a PATCH before sending, `media.ready`, `bridge.online` and
 * `bridge.offline`.
 */
describe('outbound webhooks: the events of edits, media and the bridge', () => {
  let h: Harness;
  let receiver: WebhookReceiver;
  let secret: string;

  beforeAll(async () => {
    h = await startHarness();
    receiver = await startWebhookReceiver();
    const made = await h.call('POST', '/v1/webhooks', { url: `${receiver.url}/all`, events: ['*'] });
    expect(made.status).toBe(201);
    secret = made.body.secret;
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  const of = (id: string) => receiver.received.filter((r) => r.event.data.id === id);
  async function arrivedAll(id: string, types: string[]): Promise<Json[]> {
    await receiver.until(
      () => of(id).length >= types.length,
      () => `${types} for ${id} (got ${of(id).map((r) => r.event.type)})`,
    );
    for (const r of of(id)) {
      expect(verifyWebhookSignature(r.signature, r.body, secret)).toBe(true);
      expect(r.headers['fanout-event-id']).toBe(r.event.id);
    }
    expect(of(id).map((r) => r.event.type)).toEqual(types);
    return of(id).map((r) => r.event);
  }

  it('a PATCH of a draft is post.edited; scheduling it and moving its time are post.scheduled, in order', async () => {
    const chat = await h.accountId('chat');
    const draft = await h.call('POST', '/v1/posts', { content: 'A draft', accountIds: [chat], draft: true });
    expect(draft.status).toBe(201);
    const id = draft.body.id;
    expect((await h.call('PATCH', `/v1/posts/${id}`, { content: 'A draft, edited' })).status).toBe(200);
    const first = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await h.call('PATCH', `/v1/posts/${id}`, { scheduledAt: first });
    expect(scheduled.body.status).toBe('scheduled');
    const second = new Date(Date.now() + 7_200_000).toISOString();
    expect((await h.call('PATCH', `/v1/posts/${id}`, { scheduledAt: second })).status).toBe(200);

    const events = await arrivedAll(id, [
      'post.edited',
      'post.edited',
      'post.scheduled',
      'post.edited',
      'post.scheduled',
    ]);
    expect(events[0].data).toMatchObject({ status: 'draft', content: 'A draft, edited' });
    expect(events[2].data).toMatchObject({ status: 'scheduled', scheduledAt: first });
    expect(events[4].data).toMatchObject({ status: 'scheduled', scheduledAt: second });
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
    expect((await h.call('DELETE', `/v1/posts/${id}`)).status).toBe(200);
  });

  it('media.ready when an upload completes, with the media as GET /v1/media/{id} answers it', async () => {
    const media = await uploadMedia(h, jpeg(64, 48), 'image/jpeg', { fileName: 'ready.jpg' });
    const [ready] = await arrivedAll(media.id, ['media.ready']);
    expect(ready.data).toMatchObject({ id: media.id, status: 'ready', width: 64, height: 48 });
  });

  it('bridge.online when the extension connects and bridge.offline when it goes, once each', async () => {
    const ours = await h.accountId('kr_blog');
    const handle = ((await h.call('GET', '/v1/accounts')).body.data as Json[]).find(
      (a) => a.id === ours,
    ).handle;
    const token = await h.container.resolve(BridgeJobs).pair(ours);
    const extension = new ProtocolClient({
      apiUrl: h.url,
      token,
      blogBase: `${h.config.sandboxUrl}/kr_blog`,
      blogId: handle,
    });
    extension.start();
    try {
      await receiver.until(() => of(ours).length === 1, 'bridge.online');
    } finally {
      extension.stop();
    }
    const [online, offline] = await arrivedAll(ours, ['bridge.online', 'bridge.offline']);
    expect(online.data).toMatchObject({ id: ours, bridge: { state: 'online' } });
    expect(offline.data).toMatchObject({ id: ours, bridge: { state: 'offline' } });
  });

  it('an engagement that succeeds is engagement.succeeded, one the channel refuses engagement.failed', async () => {
    const micro = await h.accountId('micro');
    const post = await h.call('POST', '/v1/posts', {
      content: 'Like me twice',
      accountIds: [micro],
      wait: true,
    });
    expect(post.body.status).toBe('published');
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.body.id, accountId: micro });
    expect(liked.status).toBe(200);
    const [done] = await arrivedAll(liked.body.id, ['engagement.succeeded']);
    expect(done.data).toMatchObject({
      id: liked.body.id,
      kind: 'like',
      status: 'done',
      postId: post.body.id,
    });

    const refuse = await fetch(`${h.config.sandboxUrl}/micro/_sandbox/engagement/refuse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 403 }),
    });
    expect(refuse.status).toBe(200);
    const unliked = await h.call('DELETE', '/v1/engagement/like', { postId: post.body.id, accountId: micro });
    expect(unliked.body.error).toMatchObject({
      code: 'permission_denied',
      id: expect.stringMatching(/^eng_/),
    });
    const [failed] = await arrivedAll(unliked.body.error.id, ['engagement.failed']);
    expect(failed.data).toMatchObject({ kind: 'unlike', status: 'failed', errorCode: 'permission_denied' });
  });
});
