import type { ChildProcess } from 'node:child_process';
import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { atprotoSandboxAppPassword } from '../../plugins/atproto/sandbox';
import { postConnect } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { newWorkspace } from '../support/workspaces';
import { startWorkerProcess } from '../support/worker-process';

/**
 * The atproto channel through the running app, to its emulator: a post with facets, a chain of
 * three whose replies name the root, a lost answer, and a worker killed after the lost answer's
 * look-up; the emulator holds each post once.
 */
describe('atproto through the app', () => {
  let h: Harness;
  let account: string;
  let crashing: ChildProcess | undefined;

  beforeAll(async () => {
    h = await startHarness();
    account = await h.accountId('atproto');
  });
  afterEach(() => h.sandbox.emulators.get('atproto')!.reset());
  afterAll(async () => {
    crashing?.kill('SIGKILL');
    await h.close();
  });

  const emulator = () => h.sandbox.emulators.get('atproto')!;

  it('publishes a post with a link, a mention and a tag as facets; the target links the post', async () => {
    const content = '출시했어요 🎉 https://example.com/notes with @friend.example #fanout';
    const res = await h.call('POST', '/v1/posts', { content, accountIds: [account], wait: true });
    expect(res.status).toBe(201);
    expect(res.body.targets[0]).toMatchObject({ status: 'published', errorCode: null });
    const [post] = emulator().posts();
    expect(res.body.targets[0].externalId).toBe(post.id);
    expect(post.id).toMatch(/^at:\/\/did:plc:[a-z2-7]{24}\/app\.bsky\.feed\.post\/[a-z2-7]{13}$/);
    const facets = (post.record as { facets: Array<{ index: { byteStart: number; byteEnd: number } }> })
      .facets;
    expect(
      facets.map((f) => Buffer.from(content).subarray(f.index.byteStart, f.index.byteEnd).toString()),
    ).toEqual(['https://example.com/notes', '@friend.example', '#fanout']);
  });

  it('refuses 301 graphemes at create time: 422 content_too_long with limit and actual', async () => {
    const res = await h.call('POST', '/v1/posts', { content: '🙂'.repeat(301), accountIds: [account] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'content_too_long',
      platform: 'atproto',
      limit: 300,
      actual: 301,
    });
  });

  it('publishes a chain of three: each item replies to the one before, and names the root', async () => {
    const res = await h.call('POST', '/v1/posts', {
      threadItems: [{ content: 'one' }, { content: 'two' }, { content: 'three' }],
      accountIds: [account],
      wait: true,
    });
    expect(res.body.status).toBe('published');
    const posts = emulator().posts();
    expect(posts.map((p) => p.text)).toEqual(['one', 'two', 'three']);
    expect(posts.map((p) => [p.replyToId, p.rootId])).toEqual([
      [undefined, undefined],
      [posts[0].id, posts[0].id],
      [posts[1].id, posts[0].id],
    ]);
  });

  it('after a lost answer the post is published once', async () => {
    emulator().failNext('drop_after_accept');
    const res = await h.call('POST', '/v1/posts', {
      content: 'answer lost',
      accountIds: [account],
      wait: true,
    });
    expect(res.body.targets[0]).toMatchObject({ status: 'published' });
    expect(emulator().posts()).toHaveLength(1);
    expect(res.body.targets[0].externalId).toBe(emulator().posts()[0].id);
  });

  it('a worker killed after the look-up of a lost answer: a new worker finishes it, one copy', async () => {
    await h.stopWorker();
    try {
      emulator().failNext('drop_after_accept');
      crashing = await startWorkerProcess(h, { FANOUT_CRASH_AT: 'after-lookup' });
      const died = new Promise((resolve) => crashing!.once('exit', resolve));
      const created = await h.call('POST', '/v1/posts', {
        content: 'killed after the look-up',
        accountIds: [account],
      });
      expect(created.status).toBe(202);
      await died;
      await h.startWorker();
      const client = h.container.resolve<Client>(TEMPORAL_CLIENT);
      await client.workflow.getHandle(`post/${created.body.id}`).result();
      const post = (await h.call('GET', `/v1/posts/${created.body.id}`)).body;
      expect(emulator().posts()).toHaveLength(1);
      expect(post.targets[0]).toMatchObject({ status: 'published', externalId: emulator().posts()[0].id });
    } finally {
      if (!h.worker) await h.startWorker();
    }
  }, 120_000);

  // Last: a second workspace makes the demo key's calls without a workspace header ambiguous.
  it('connects with a handle and an app password, stores the session (not the password), and posts with it', async () => {
    const ws = await newWorkspace(h, 'Open Network');
    const appPassword = atprotoSandboxAppPassword('writer.example');
    const res = await postConnect(
      h,
      { platform: 'atproto', sandbox: true, identifier: 'writer.example', appPassword },
      ws.headers,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ platform: 'atproto', handle: 'writer.example', state: 'connected' });
    expect(JSON.stringify(res.body)).not.toContain(appPassword);
    const wrong = await postConnect(
      h,
      { platform: 'atproto', sandbox: true, identifier: 'other.example', appPassword: 'aaaa-bbbb-cccc-dddd' },
      (await newWorkspace(h, 'Wrong Password')).headers,
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'connect_denied', platform: 'atproto' });

    const post = await publishPost(
      h,
      { content: 'from a connected account', accountIds: [res.body.id] },
      ws.headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    expect(emulator().posts()).toMatchObject([
      { text: 'from a connected account', authorHandle: 'writer.example' },
    ]);
  });
});
