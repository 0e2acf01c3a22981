import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { PluginRegistry } from '../../core/channels/registry';
import { signMetaBody } from '../../core/channels/meta-dm';
import { TEMPORAL_CLIENT } from '../../core/container';
import { subscribeSandboxWebhooks } from '../../core/services/automations/sandbox-webhooks';
import { webhookSecrets } from '../../core/services/automations/webhook-secrets';
import { deliveryWorkflowId } from '../../core/temporal/automation-ids';
import { verifyWebhookSignature } from '../../api/clients/typescript';
import { startHarness, type Harness } from '../support/harness';
import * as f from '../support/media-files';
import { publishPost } from '../support/posts';
import { uploadMedia } from '../support/uploads';
import { until } from '../support/wait';
import { startWebhookReceiver } from '../support/webhook-receiver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/**
 * Automations (issue 26), second slice: comments come in as the sandbox's signed webhooks, each
 * matching one gets exactly one private reply (the sandbox inbox), and past comments are gone
 * through; the "Done means" walk over HTTP, with a replay and a worker killed mid-send.
 */
describe('automation delivery: comment in, private reply out, exactly once', () => {
  let h: Harness;
  let photo: string;
  let social: string;
  let crashing: ChildProcess | undefined;

  beforeAll(async () => {
    h = await startHarness({ env: { PAST_COMMENTS_GAP_MS: '50' } });
    // As `npm start` does at start (api/main.ts), with quick retries for the test.
    const subscribed = await subscribeSandboxWebhooks(h.config, h.container.resolve(PluginRegistry), {
      retryDelaysMs: [200, 400, 800],
    });
    expect(subscribed.sort()).toEqual(['photo', 'social']);
    photo = await h.accountId('photo');
    social = await h.accountId('social');
  });
  // Each test reads an inbox and a webhook log of its own (the subscription stays).
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));
  afterAll(async () => {
    crashing?.kill('SIGKILL');
    await h.close();
  });

  const sandbox = async (platform: string, method: string, route: string, body?: Json): Promise<Json> => {
    const res = await fetch(`${h.config.sandboxUrl}/${platform}${route}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  /** A visitor's comment, pushed by the emulator to /v1/platform-webhooks/<platform>; its id. */
  const comment = async (platform: string, postId: string, text: string, authorHandle: string, ageDays = 0) =>
    (await sandbox(platform, 'POST', '/_sandbox/comments', { postId, text, authorHandle, ageDays }))
      .id as string;
  const inbox = async (platform: string) =>
    (await sandbox(platform, 'GET', '/_sandbox/inbox')).messages as Json[];
  /** Once every webhook the emulator sent was answered 200, each comment's run exists: its result. */
  const settled = async (platform: string, automationId: string, commentIds: string[]) => {
    await until(
      async () => {
        const { deliveries } = await sandbox(platform, 'GET', '/_sandbox/webhooks');
        return deliveries.every((d: Json) => d.state === 'delivered');
      },
      20_000,
      `${platform} webhooks delivered`,
    );
    const client = h.container.resolve<Client>(TEMPORAL_CLIENT);
    return Promise.all(
      commentIds.map((id) => client.workflow.getHandle(deliveryWorkflowId(automationId, id)).result()),
    ) as Promise<Json[]>;
  };
  const enabled = async (body: Json) => {
    const made = await h.call('POST', '/v1/automations', body);
    expect(made.status).toBe(201);
    const on = await h.call('POST', `/v1/automations/${made.body.id}/enable`);
    expect(on.status).toBe(200);
    return made.body;
  };
  const photoPost = async (content: string) => {
    const image = await uploadMedia(h, f.jpeg(1080, 1080), 'image/jpeg');
    const post = await publishPost(h, { content, accountIds: [photo], mediaIds: [image.id] });
    expect(post.targets[0].status).toBe('published');
    return post.targets[0].externalId!;
  };
  const deliveries = async (id: string) =>
    (await h.call('GET', `/v1/automations/${id}/deliveries`)).body.data as Json[];

  it('answers "link" and "LINK please" on the next photo post once each, not "nice"; a replay sends nothing more', async () => {
    const auto = await enabled({
      accountId: photo,
      name: 'Link in DM',
      trigger: { kind: 'next_post', keywords: ['link'] },
      deliver: { message: 'Here you go', link: 'https://example.com/guide' },
      publicReply: 'Sent you a DM',
    });
    const media = await photoPost('New guide is out');
    expect((await h.call('GET', `/v1/automations/${auto.id}`)).body.trigger.boundExternalId).toBe(media);

    const ids = [
      await comment('photo', media, 'link', 'ann'),
      await comment('photo', media, 'LINK please', 'bob'),
      await comment('photo', media, 'nice', 'cat'),
    ];
    const results = await settled('photo', auto.id, ids);
    expect(results.map((r) => r.status)).toEqual(['sent', 'sent', 'ignored']);

    const sent = await inbox('photo');
    // The two runs go side by side: in either order.
    const byComment = [...sent].sort((a, b) => a.recipient.commentId.localeCompare(b.recipient.commentId));
    expect(byComment.map((m) => [m.recipient.commentId, m.recipient.username, m.text, m.link])).toEqual([
      [ids[0], 'ann', 'Here you go\nhttps://example.com/guide', 'https://example.com/guide'],
      [ids[1], 'bob', 'Here you go\nhttps://example.com/guide', 'https://example.com/guide'],
    ]);
    const rows = await deliveries(auto.id);
    expect(rows.map((d) => [d.commentExternalId, d.status]).sort()).toEqual(
      [
        [ids[0], 'sent'],
        [ids[1], 'sent'],
      ].sort(),
    );
    // The public reply went under each answered comment, through the engagement engine.
    await until(
      () =>
        h.sandbox.emulators
          .get('photo')!
          .posts()
          .filter((p) => p.text === 'Sent you a DM' && ids.slice(0, 2).includes(p.replyToId ?? '')).length ===
        2,
      20_000,
      'two public replies',
    );

    // Meta sends a delivery again (its retry, or the replay control): the same bytes, nothing new.
    const { deliveries: sentHooks } = await sandbox('photo', 'GET', '/_sandbox/webhooks');
    for (const d of sentHooks)
      await sandbox('photo', 'POST', '/_sandbox/webhooks/replay', { deliveryId: d.id });
    await until(
      async () =>
        (await sandbox('photo', 'GET', '/_sandbox/webhooks')).deliveries.every(
          (d: Json) => d.tries.filter((t: Json) => t.status === 200).length === 2,
        ),
      20_000,
      'every webhook answered twice',
    );
    expect(await inbox('photo')).toHaveLength(2);
    expect(await deliveries(auto.id)).toHaveLength(2);
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  });

  it('refuses a webhook whose signature does not match (401 unauthenticated) and answers the subscription check', async () => {
    const body = JSON.stringify({ object: 'instagram', entry: [] });
    const { appSecret, verifyToken } = webhookSecrets(h.config, 'photo');
    const post = (signature: string) =>
      h.call('POST', '/v1/platform-webhooks/photo', undefined, {
        key: null,
        raw: body,
        headers: { 'x-hub-signature-256': signature },
      });
    const forged = await post(signMetaBody(body, 'not-the-app-secret'));
    expect([forged.status, forged.body.error.code]).toEqual([401, 'unauthenticated']);
    const unsigned = await post('');
    expect([unsigned.status, unsigned.body.error.code]).toEqual([401, 'unauthenticated']);
    const signed = await post(signMetaBody(body, appSecret!));
    expect([signed.status, signed.body]).toEqual([200, { received: true, comments: 0, started: 0 }]);

    const check = (token: string) =>
      fetch(
        `${h.url}/v1/platform-webhooks/photo?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=c123`,
      );
    const good = await check(verifyToken);
    expect([good.status, await good.text()]).toEqual([200, 'c123']);
    expect((await check('wrong')).status).toBe(401);
  });

  it('skips a comment older than 7 days with the reason, and never answers the account’s own comment', async () => {
    const media = await photoPost('Old and new');
    const auto = await enabled({
      accountId: photo,
      name: 'Any post',
      trigger: { kind: 'any_post', keywords: ['price'], match: 'exact' },
      deliver: { message: 'Prices inside' },
    });
    const old = await comment('photo', media, 'Price', 'dan', 8);
    const own = await comment('photo', media, 'price', 'demo_photo');
    const partial = await comment('photo', media, 'price?', 'eve');
    const [skipped, mine, inexact] = await settled('photo', auto.id, [old, own, partial]);
    expect(skipped).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/^reply_window_passed: .*8 days/),
    });
    expect([mine.status, inexact.status]).toEqual(['ignored', 'ignored']);
    expect(await inbox('photo')).toEqual([]);
    const [row] = await deliveries(auto.id);
    expect(row).toMatchObject({ status: 'skipped', reason: expect.stringContaining('7 days') });
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  });

  it('a worker killed right after the platform took the message: still one message, delivery sent', async () => {
    const media = await photoPost('Crash test');
    const auto = await enabled({
      accountId: photo,
      name: 'Crash',
      trigger: { kind: 'post', postId: (await postIdOf(media))!, keywords: [] },
      deliver: { message: 'Only once' },
    });
    await h.stopWorker();
    crashing = await startWorkerProcess(h, { FANOUT_CRASH_AT: 'after-accept' });
    const died = new Promise((resolve) => crashing!.once('exit', resolve));
    const id = await comment('photo', media, 'hello', 'fay');
    await died;
    expect((await inbox('photo')).map((m) => m.recipient.commentId)).toEqual([id]);

    await h.startWorker();
    const [result] = await settled('photo', auto.id, [id]);
    expect(result.status).toBe('sent');
    expect((await inbox('photo')).map((m) => m.recipient.commentId)).toEqual([id]);
    const [row] = await deliveries(auto.id);
    expect(row).toMatchObject({ status: 'sent', messageExternalId: (await inbox('photo'))[0].id });
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  }, 90_000);

  it('sends to past comments on an older post: each once, old ones skipped, progress in pastComments', async () => {
    const media = await photoPost('Older post');
    const before = await comment('photo', media, 'link', 'gus');
    const auto = await enabled({
      accountId: photo,
      name: 'Past',
      trigger: { kind: 'post', postId: (await postIdOf(media))!, keywords: ['link'] },
      deliver: { message: 'Better late' },
    });
    const after = await comment('photo', media, 'link', 'hal');
    await comment('photo', media, 'nice', 'ivy');
    await comment('photo', media, 'link', 'jon', 8);
    await settled('photo', auto.id, [after]);
    expect((await inbox('photo')).map((m) => m.recipient.commentId)).toEqual([after]);

    const started = await h.call('POST', `/v1/automations/${auto.id}/past-comments`);
    expect([started.status, started.body.pastComments.status]).toEqual([202, 'running']);
    let view: Json;
    await until(
      async () => {
        view = (await h.call('GET', `/v1/automations/${auto.id}`)).body;
        return view.pastComments.status === 'done';
      },
      30_000,
      () => `pastComments done, now ${JSON.stringify(view?.pastComments)}`,
    );
    expect(view.pastComments).toMatchObject({ status: 'done', sent: 2, skipped: 2, total: 4 });
    expect((await inbox('photo')).map((m) => m.recipient.commentId).sort()).toEqual([before, after].sort());
    const rows = await deliveries(auto.id);
    expect(rows.map((d) => d.status).sort()).toEqual(['sent', 'sent', 'skipped']);
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  }, 60_000);

  it('social: a comment with the keyword on a Page post gets one private reply; past comments too', async () => {
    const post = await publishPost(h, { content: 'Page post', accountIds: [social] });
    expect(post.targets[0].status).toBe('published');
    const pagePost = post.targets[0].externalId!;
    const early = await comment('social', pagePost, 'send the LINK', 'kim');
    const auto = await enabled({
      accountId: social,
      name: 'Social DM',
      trigger: { kind: 'post', postId: post.id, keywords: ['link'] },
      deliver: { message: 'From the Page', link: 'https://example.com/p' },
    });
    const ids = [
      await comment('social', pagePost, 'link pls', 'lee'),
      await comment('social', pagePost, 'meh', 'max'),
    ];
    const results = await settled('social', auto.id, ids);
    expect(results.map((r) => [r.status, r.reason])).toEqual([
      ['sent', null],
      ['ignored', 'no keyword matches'],
    ]);
    expect((await inbox('social')).map((m) => [m.recipient.commentId, m.text])).toEqual([
      [ids[0], 'From the Page\nhttps://example.com/p'],
    ]);

    const started = await h.call('POST', `/v1/automations/${auto.id}/past-comments`);
    expect(started.status).toBe(202);
    await until(
      async () => (await h.call('GET', `/v1/automations/${auto.id}`)).body.pastComments.status === 'done',
      30_000,
      'social pastComments done',
    );
    expect((await h.call('GET', `/v1/automations/${auto.id}`)).body.pastComments).toMatchObject({
      sent: 2,
      skipped: 1,
      total: 3,
    });
    expect((await inbox('social')).map((m) => m.recipient.commentId).sort()).toEqual([early, ids[0]].sort());
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  }, 60_000);

  it('records a refused permission as failed with the reason; the message is not sent', async () => {
    const media = await photoPost('No permission');
    const auto = await enabled({
      accountId: photo,
      name: 'Refused',
      trigger: { kind: 'post', postId: (await postIdOf(media))!, keywords: [] },
      deliver: { message: 'Hi' },
    });
    await sandbox('photo', 'POST', '/_sandbox/inbox/refuse', { count: 1 });
    const id = await comment('photo', media, 'hi', 'kai');
    const [result] = await settled('photo', auto.id, [id]);
    expect(result).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^permission: .*instagram_business_manage_messages/),
    });
    expect(await inbox('photo')).toEqual([]);
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  });

  it('pushes automation.delivered and automation.failed to a webhook subscription, signed, with the delivery as data', async () => {
    const receiver = await startWebhookReceiver();
    const got = receiver.received;
    try {
      const hook = await h.call('POST', '/v1/webhooks', {
        url: `${receiver.url}/dm`,
        events: ['automation.*'],
      });
      expect(hook.status).toBe(201);
      const media = await photoPost('Pushed outcomes');
      const auto = await enabled({
        accountId: photo,
        name: 'Pushed',
        trigger: { kind: 'post', postId: (await postIdOf(media))!, keywords: [] },
        deliver: { message: 'Hello there' },
      });
      const sentId = await comment('photo', media, 'hi', 'lia');
      await settled('photo', auto.id, [sentId]);
      await sandbox('photo', 'POST', '/_sandbox/inbox/refuse', { count: 1 });
      const refusedId = await comment('photo', media, 'hi again', 'max');
      await settled('photo', auto.id, [refusedId]);

      await receiver.until(
        () => got.length >= 2,
        () => `two automation events (got ${got.map((g) => g.event.type)})`,
      );
      const byComment = (id: string) => got.find((g) => g.event.data.commentExternalId === id)!;
      expect(byComment(sentId).event).toMatchObject({
        type: 'automation.delivered',
        data: { automationId: auto.id, status: 'sent', commenterHandle: 'lia' },
      });
      expect(byComment(refusedId).event).toMatchObject({
        type: 'automation.failed',
        data: { automationId: auto.id, status: 'failed', reason: expect.stringMatching(/^permission: /) },
      });
      for (const g of got) expect(verifyWebhookSignature(g.signature, g.body, hook.body.secret)).toBe(true);
      await h.call('POST', `/v1/automations/${auto.id}/disable`);
      await h.call('DELETE', `/v1/webhooks/${hook.body.id}`);
    } finally {
      await receiver.close();
    }
  });

  // Last: it subscribes the photo emulator again.
  it('a webhook the API refuses is tried again with growing gaps; once subscribed right, the replay delivers it', async () => {
    const media = await photoPost('Retried');
    const auto = await enabled({
      accountId: photo,
      name: 'Retried',
      trigger: { kind: 'post', postId: (await postIdOf(media))!, keywords: [] },
      deliver: { message: 'At last' },
    });
    const { verifyToken } = webhookSecrets(h.config, 'photo');
    const subscribe = (appSecret: string) =>
      sandbox('photo', 'POST', '/_sandbox/webhooks', {
        callbackUrl: `${h.url}/v1/platform-webhooks/photo`,
        appSecret,
        verifyToken,
        retryDelaysMs: [100, 200],
      });
    await subscribe('an-old-app-secret');
    const id = await comment('photo', media, 'hi', 'lou');
    let hooks: Json[] = [];
    await until(
      async () => {
        hooks = (await sandbox('photo', 'GET', '/_sandbox/webhooks')).deliveries;
        return hooks[0]?.state === 'gave_up';
      },
      20_000,
      () => `the delivery given up, now ${JSON.stringify(hooks)}`,
    );
    expect(hooks[0].tries.map((t: Json) => t.status)).toEqual([401, 401, 401]);
    expect(await inbox('photo')).toEqual([]);

    await subscribe(webhookSecrets(h.config, 'photo').appSecret!);
    await sandbox('photo', 'POST', '/_sandbox/webhooks/replay', { deliveryId: hooks[0].id });
    const [result] = await settled('photo', auto.id, [id]);
    expect(result.status).toBe('sent');
    expect((await inbox('photo')).map((m) => m.recipient.commentId)).toEqual([id]);
    await h.call('POST', `/v1/automations/${auto.id}/disable`);
  });

  /** Our post id of a photo media published by this suite. */
  async function postIdOf(externalId: string): Promise<string | undefined> {
    const res = await h.call('GET', '/v1/posts?limit=50');
    return res.body.data.find((p: Json) => p.targets.some((t: Json) => t.externalId === externalId))?.id;
  }
});

async function startWorkerProcess(h: Harness, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', '..', 'activities', 'worker-main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: h.databaseUrl,
        TEMPORAL_ADDRESS: h.config.temporalAddress,
        FANOUT_SECRET: h.config.secret,
        SANDBOX_URL: h.config.sandboxUrl,
        TEMPORAL_TASK_QUEUE: h.config.taskQueue,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker polling')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  return child;
}
