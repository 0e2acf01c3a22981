import { Automation, AutomationDelivery } from '../../core/entities';
import { newId } from '../../core/ids';
import { stdioMcpClient } from '../support/mcp-stdio';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import * as f from '../support/media-files';
import { publishNow, publishPost } from '../support/posts';
import { uploadMedia } from '../support/uploads';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/** Automations (issue 26), first slice: the resource, its rules and its codes, over HTTP. */
describe('automations (/v1/automations)', () => {
  let h: Harness;
  let micro: string;
  let chat: string;
  let photo: string;
  let social: string;

  useDemoSuite((suite) => {
    ({ h, micro, chat } = suite);
  });
  beforeAll(async () => {
    photo = await h.accountId('photo');
    social = await h.accountId('social');
  });

  const create = (body: Json, headers?: Record<string, string>) =>
    h.call('POST', '/v1/automations', body, headers ? { headers } : undefined);
  const draft = async (body: Json = {}) => {
    const res = await create({
      accountId: photo,
      name: 'Link in DM',
      trigger: { kind: 'any_post', keywords: ['link'] },
      deliver: { message: 'Here it is' },
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const enabled = async (body: Json = {}) => {
    const made = await draft(body);
    const res = await h.call('POST', `/v1/automations/${made.id}/enable`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const photoPost = async (content: string) => {
    const image = await uploadMedia(h, f.jpeg(1080, 1080), 'image/jpeg');
    const post = await publishPost(h, { content, accountIds: [photo], mediaIds: [image.id] });
    expect(post.targets[0].status).toBe('published');
    return post;
  };
  const errorOf = (res: { status: number; body: Json }) => [res.status, res.body.error?.code];

  it('creates a draft, reads, lists, changes, enables, disables and deletes it', async () => {
    const made = await create({
      accountId: photo,
      name: 'Guide',
      trigger: { kind: 'any_post', keywords: ['Link', ' link ', 'Cafe\u0301'], match: 'exact' },
      deliver: { message: 'The guide', link: 'https://example.com/guide' },
      publicReply: 'Sent you a DM',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: expect.stringMatching(/^auto_/),
      accountId: photo,
      platform: 'photo',
      status: 'draft',
      name: 'Guide',
      // Kept NFC, trimmed, each once whatever its case.
      trigger: {
        kind: 'any_post',
        postId: null,
        boundPostId: null,
        keywords: ['Link', 'Café'],
        match: 'exact',
      },
      deliver: { message: 'The guide', link: 'https://example.com/guide', mediaId: null },
      publicReply: 'Sent you a DM',
      pastComments: { status: 'idle', sent: 0, skipped: 0, total: 0, startedAt: null, finishedAt: null },
      counts: { deliveries: 0 },
    });
    const id = made.body.id;
    expect((await h.call('GET', `/v1/automations/${id}`)).body).toEqual(made.body);
    const listed = await h.call('GET', '/v1/automations?limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((a: Json) => a.id)).toContain(id);

    const changed = await h.call('PATCH', `/v1/automations/${id}`, {
      name: 'Guide 2',
      deliver: { link: null },
      publicReply: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Guide 2', deliver: { link: null }, publicReply: null });

    const on = await h.call('POST', `/v1/automations/${id}/enable`);
    expect([on.status, on.body.status]).toEqual([200, 'enabled']);
    // While enabled, what it sends may change; what it listens to may not.
    const words = await h.call('PATCH', `/v1/automations/${id}`, { trigger: { keywords: ['guide'] } });
    expect(words.body.trigger.keywords).toEqual(['guide']);
    const moved = await h.call('PATCH', `/v1/automations/${id}`, { trigger: { kind: 'next_post' } });
    expect([...errorOf(moved), moved.body.error.field]).toEqual([400, 'invalid_params', 'trigger.kind']);

    const off = await h.call('POST', `/v1/automations/${id}/disable`);
    expect([off.status, off.body.status]).toEqual([200, 'disabled']);
    const deliveries = await h.call('GET', `/v1/automations/${id}/deliveries`);
    expect(deliveries.body).toEqual({ data: [], nextBefore: null });

    const gone = await h.call('DELETE', `/v1/automations/${id}`);
    expect([gone.status, gone.body]).toEqual([200, { id, deleted: true }]);
    expect(errorOf(await h.call('GET', `/v1/automations/${id}`))).toEqual([404, 'automation_not_found']);
  });

  it('pages the list with before, as the posts list does', async () => {
    const a = await draft({ name: 'Page A' });
    const b = await draft({ name: 'Page B' });
    const first = await h.call('GET', '/v1/automations?limit=1');
    expect(first.body.data.map((x: Json) => x.id)).toEqual([b.id]);
    expect(first.body.nextBefore).toBe(b.id);
    const second = await h.call('GET', `/v1/automations?limit=1&before=${first.body.nextBefore}`);
    expect(second.body.data.map((x: Json) => x.id)).toEqual([a.id]);
    expect(errorOf(await h.call('GET', '/v1/automations?before=nope'))).toEqual([400, 'invalid_params']);
  });

  it('refuses bad input with the project’s codes', async () => {
    const body = (over: Json) => ({
      accountId: photo,
      name: 'x',
      trigger: { kind: 'any_post' },
      deliver: { message: 'm' },
      ...over,
    });
    expect(errorOf(await create(body({ deliver: {} })))).toEqual([400, 'invalid_params']);
    expect(errorOf(await create(body({ deliver: { message: 'x'.repeat(1001) } })))).toEqual([
      400,
      'invalid_params',
    ]);
    expect(errorOf(await create(body({ deliver: { message: 'm', link: 'ftp://x.example' } })))).toEqual([
      400,
      'invalid_params',
    ]);
    expect(errorOf(await create(body({ accountId: 'acc_nope' })))).toEqual([404, 'account_not_found']);
    const onChat = await create(body({ accountId: chat }));
    expect(errorOf(onChat)).toEqual([400, 'not_supported']);
    expect(onChat.body.error).toMatchObject({ feature: 'dm', platform: 'chat' });
    expect(errorOf(await create(body({ trigger: { kind: 'post' } })))).toEqual([400, 'invalid_params']);
    expect(errorOf(await create(body({ trigger: { kind: 'post', postId: 'post_nope' } })))).toEqual([
      404,
      'post_not_found',
    ]);
    const elsewhere = await publishNow(h, 'On chat only', [chat]);
    const wrong = await create(body({ trigger: { kind: 'post', postId: elsewhere.id } }));
    expect([...errorOf(wrong), wrong.body.error.field]).toEqual([400, 'invalid_params', 'trigger.postId']);
    expect(errorOf(await create(body({ deliver: { message: 'm', mediaId: 'med_nope' } })))).toEqual([
      404,
      'media_not_found',
    ]);
    const presigned = await h.call('POST', '/v1/media', {
      fileName: 'guide.pdf',
      contentType: 'application/pdf',
      bytes: 100,
    });
    expect(errorOf(await create(body({ deliver: { message: 'm', mediaId: presigned.body.id } })))).toEqual([
      404,
      'media_not_uploaded',
    ]);
  });

  it('takes a document (PDF, HWP, HWPX) in deliver.mediaId, which a post still refuses', async () => {
    for (const [bytes, type, name] of [
      [f.pdf(), 'application/pdf', 'guide.pdf'],
      [f.hwp(), 'application/x-hwp', 'guide.hwp'],
      [f.hwpx(), 'application/hwp+zip', 'guide.hwpx'],
    ] as const) {
      const doc = await uploadMedia(h, bytes, type, { fileName: name });
      const made = await draft({ deliver: { message: 'The file', mediaId: doc.id } });
      expect(made.deliver.mediaId).toBe(doc.id);
      const post = await h.call('POST', '/v1/posts', {
        content: 'x',
        accountIds: [photo],
        mediaIds: [doc.id],
      });
      expect(errorOf(post)).toEqual([422, 'media_not_publishable']);
    }
  });

  it('replays a create with the same Idempotency-Key: one automation', async () => {
    const key = `auto-${Date.now()}`;
    const body = {
      accountId: social,
      name: 'Once',
      trigger: { kind: 'any_post' },
      deliver: { message: 'Hi' },
    };
    const first = await create(body, { 'idempotency-key': key });
    const again = await create(body, { 'idempotency-key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    const all = await h.call('GET', '/v1/automations?limit=100');
    expect(all.body.data.filter((a: Json) => a.name === 'Once')).toHaveLength(1);
  });

  it('binds an enabled next_post automation to the account’s next post, once', async () => {
    const waiting = await enabled({ trigger: { kind: 'next_post', keywords: ['link'] } });
    expect(waiting.trigger.boundPostId).toBeNull();
    const second = await draft({ trigger: { kind: 'next_post' } });
    const taken = await h.call('POST', `/v1/automations/${second.id}/enable`);
    expect(errorOf(taken)).toEqual([409, 'next_post_taken']);

    const post = await photoPost('The next post');
    const bound = (await h.call('GET', `/v1/automations/${waiting.id}`)).body;
    expect(bound.trigger).toMatchObject({
      boundPostId: post.id,
      boundExternalId: post.targets[0].externalId,
    });

    await photoPost('A later post');
    const still = (await h.call('GET', `/v1/automations/${waiting.id}`)).body;
    expect(still.trigger.boundPostId).toBe(post.id);
    // Bound, it no longer waits: another may.
    const now = await h.call('POST', `/v1/automations/${second.id}/enable`);
    expect([now.status, now.body.status]).toEqual([200, 'enabled']);
    await h.call('POST', `/v1/automations/${second.id}/disable`);
    await h.call('POST', `/v1/automations/${waiting.id}/disable`);
  });

  it('answers each past-comments code in order, starts (202), refuses a second start, stops', async () => {
    const start = (id: string) => h.call('POST', `/v1/automations/${id}/past-comments`);

    // No channel can message but not go back through comments, and micro cannot make one (its
    // `dm` row is false): the automation is stored as one kept from a channel that lost the rows.
    const onPhoto = await draft();
    const em = h.orm.em.fork();
    const kept = await em.findOneOrFail(Automation, { id: onPhoto.id });
    const onMicro = em.create(Automation, {
      ...kept,
      id: newId('auto'),
      accountId: micro,
      platform: 'micro',
      pastComments: { ...kept.pastComments },
    });
    await em.flush();
    expect(errorOf(await start(onMicro.id))).toEqual([400, 'past_comments_not_supported']);

    const any = await draft({ trigger: { kind: 'any_post' } });
    expect(errorOf(await start(any.id))).toEqual([400, 'past_comments_no_trigger']);

    const post = await photoPost('Older post');
    const onPost = await draft({ trigger: { kind: 'post', postId: post.id } });
    expect(onPost.trigger).toMatchObject({ postId: post.id, boundExternalId: post.targets[0].externalId });
    expect(errorOf(await start(onPost.id))).toEqual([409, 'automation_not_live']);

    const waiting = await enabled({ trigger: { kind: 'next_post' } });
    expect(errorOf(await start(waiting.id))).toEqual([409, 'past_comments_no_post']);
    await h.call('POST', `/v1/automations/${waiting.id}/disable`);

    await h.call('POST', `/v1/automations/${onPost.id}/enable`);
    // Two comments to go through, a gap (PAST_COMMENTS_GAP_MS, 3 s) apart: the run is still going
    // when it is started again and stopped.
    const emulator = h.sandbox.emulators.get('photo')!;
    for (const text of ['link', 'link too']) {
      emulator.engage(post.targets[0].externalId!, { reply: { text, authorHandle: 'past' } });
    }
    const started = await start(onPost.id);
    expect(started.status).toBe(202);
    expect(started.body.pastComments).toMatchObject({ status: 'running', startedAt: expect.any(String) });
    const again = await start(onPost.id);
    expect(errorOf(again)).toEqual([409, 'past_comments_running']);
    expect(again.body.error.pastComments).toEqual(started.body.pastComments);

    const stopped = await h.call('DELETE', `/v1/automations/${onPost.id}/past-comments`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.pastComments).toMatchObject({ status: 'stopped', finishedAt: expect.any(String) });
    await h.call('POST', `/v1/automations/${onPost.id}/disable`);
  });

  it('is reachable as MCP tools', async () => {
    const client = await stdioMcpClient({ FANOUT_API_URL: h.url, FANOUT_API_KEY: h.apiKey });
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'create_automation',
          'list_automations',
          'get_automation',
          'update_automation',
          'enable_automation',
          'disable_automation',
          'delete_automation',
          'list_automation_deliveries',
          'start_past_comments',
          'stop_past_comments',
        ]),
      );
      const made = (await client.callTool({
        name: 'create_automation',
        arguments: {
          accountId: photo,
          name: 'Agent made',
          trigger: { kind: 'any_post', keywords: ['price'] },
          deliver: { message: 'Prices inside' },
        },
      })) as Json;
      expect(made.isError).toBeFalsy();
      expect(made.structuredContent).toMatchObject({ status: 'draft', name: 'Agent made' });
      const past = (await client.callTool({
        name: 'start_past_comments',
        arguments: { id: made.structuredContent.id },
      })) as Json;
      expect(past.isError).toBe(true);
      expect(past.structuredContent.error.code).toBe('past_comments_no_trigger');
    } finally {
      await client.close();
    }
  });

  // Last: it disconnects the demo photo account.
  it('counts live automations and conversations when the account is disconnected, and turns them off with force', async () => {
    const live = await enabled({ name: 'Live one' });
    const em = h.orm.em.fork();
    for (const [n, status] of [
      [1, 'sent'],
      [2, 'sent'],
      [3, 'skipped'],
    ] as const) {
      em.create(AutomationDelivery, {
        id: newId('dlv'),
        automationId: live.id,
        commentExternalId: `c${n}`,
        postExternalId: 'p1',
        status,
      });
    }
    await em.flush();
    expect((await h.call('GET', `/v1/automations/${live.id}`)).body.counts).toEqual({ deliveries: 3 });

    const refused = await h.call('DELETE', `/v1/accounts/${photo}`);
    expect(errorOf(refused)).toEqual([409, 'account_has_pending_posts']);
    expect(refused.body.error.pending).toMatchObject({ liveAutomations: 1, conversations: 2 });
    expect((await h.call('GET', `/v1/automations/${live.id}`)).body.status).toBe('enabled');

    const forced = await h.call('DELETE', `/v1/accounts/${photo}?force=true`);
    expect(forced.status).toBe(200);
    expect((await h.call('GET', `/v1/automations/${live.id}`)).body.status).toBe('disabled');
    const again = await h.call('POST', `/v1/automations/${live.id}/enable`);
    expect(errorOf(again)).toEqual([409, 'account_disconnected']);
  });
});
