import { PluginRegistry } from '../../core/channels/registry';
import type { SandboxEngagement } from '../../core/channels/plugin';
import * as f from '../support/media-files';
import { startHarness, type Harness } from '../support/harness';
import { uploadMedia } from '../support/uploads';

interface TargetJson {
  id: string;
  platform: string;
  externalId: string;
  itemExternalIds?: string[];
}

/**
 * GET /v1/posts/{id}/thread against the sandbox platforms: what other people did to a post
 * (recorded on the emulators through `POST /_sandbox/engage`) comes back as each target's
 * `metrics` and `channelReplies`, read live through the worker.
 */
describe('a post thread with its metrics and channel replies (GET /v1/posts/{id}/thread)', () => {
  let h: Harness;
  let micro: string;
  let vid: string;
  let chat: string;

  beforeAll(async () => {
    // Each step engages on the channel and reads again at once: no reads shared across steps
    // (test/e2e/thread-read-load.test.ts shows the sharing).
    h = await startHarness({ env: { THREAD_READ_CACHE_MS: '0' } });
    [micro, vid, chat] = await Promise.all(['micro', 'vid', 'chat'].map((p) => h.accountId(p)));
  });
  afterAll(() => h.close());

  /** Other people's engagement, as the platform's users would leave it. */
  const engage = async (platform: string, postId: string, engagement: SandboxEngagement) => {
    const res = await fetch(`${h.config.sandboxUrl}/${platform}/_sandbox/engage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId, ...engagement }),
    });
    expect(res.status).toBe(200);
  };

  const thread = async (id: string) => {
    const res = await h.call('GET', `/v1/posts/${id}/thread`);
    expect(res.status).toBe(200);
    return res.body;
  };

  const target = (post: { targets: TargetJson[] }, platform: string) =>
    post.targets.find((t) => t.platform === platform)!;

  const reason = (platform: string, feature: string) =>
    h.container
      .resolve(PluginRegistry)
      .get(platform)
      .features.find((row) => row.feature === feature)!.condition;

  async function uploadVideo(): Promise<string> {
    const bytes = f.mp4({ width: 1280, height: 720, durationSec: 8, mdatBytes: 4096 });
    return (await uploadMedia(h, bytes, 'video/mp4', { fileName: 'thread.mp4' })).id;
  }

  describe('a video post on micro, vid and chat', () => {
    let post: { id: string; targets: TargetJson[] };

    beforeAll(async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Behind the scenes of our launch',
        accountIds: [micro, vid, chat],
        mediaIds: [await uploadVideo()],
        options: { vid: { title: 'Launch day' } },
        wait: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('published');
      post = res.body;
    });

    it('before anyone engaged: zero counts, no channel replies, and chat not_supported with its reason', async () => {
      const body = await thread(post.id);
      const byPlatform = (list: Array<{ platform: string }>) =>
        Object.fromEntries(list.map((entry) => [entry.platform, entry]));
      expect(byPlatform(body.metrics)).toEqual({
        micro: {
          targetId: target(post, 'micro').id,
          platform: 'micro',
          supported: true,
          values: { views: 0, likes: 0, replies: 0, reposts: 0, quotes: 0, saves: 0 },
        },
        vid: {
          targetId: target(post, 'vid').id,
          platform: 'vid',
          supported: true,
          values: { views: 0, likes: 0, comments: 0 },
        },
        chat: {
          targetId: target(post, 'chat').id,
          platform: 'chat',
          supported: false,
          values: null,
          error: { code: 'not_supported', message: reason('chat', 'metrics') },
        },
      });
      expect(byPlatform(body.channelReplies)).toEqual({
        micro: { targetId: target(post, 'micro').id, platform: 'micro', supported: true, data: [] },
        vid: { targetId: target(post, 'vid').id, platform: 'vid', supported: true, data: [] },
        chat: {
          targetId: target(post, 'chat').id,
          platform: 'chat',
          supported: false,
          data: [],
          error: { code: 'not_supported', message: reason('chat', 'replies') },
        },
      });
    });

    it('shows what people did on micro and vid, and our own reply post among the channel replies', async () => {
      await engage('micro', target(post, 'micro').externalId, {
        metrics: { views: 120, likes: 5, reposts: 2 },
        reply: { text: 'Great launch!', authorHandle: 'alice' },
      });
      await engage('vid', target(post, 'vid').externalId, {
        metrics: { views: 300, likes: 9 },
        reply: { text: 'Nice video', authorHandle: 'bob' },
      });
      const ours = await h.call('POST', '/v1/posts', {
        content: 'Thanks, everyone!',
        accountIds: [micro],
        replyTo: post.id,
        wait: true,
      });
      expect(ours.body.status).toBe('published');

      const body = await thread(post.id);
      expect(body.replies.map((r: { id: string }) => r.id)).toEqual([ours.body.id]);
      const metrics = (platform: string) =>
        body.metrics.find((m: { platform: string }) => m.platform === platform);
      expect(metrics('micro').values).toEqual({
        views: 120,
        likes: 5,
        replies: 2,
        reposts: 2,
        quotes: 0,
        saves: 0,
      });
      expect(metrics('vid').values).toEqual({ views: 300, likes: 9, comments: 1 });

      const replies = (platform: string) =>
        body.channelReplies.find((r: { platform: string }) => r.platform === platform).data;
      const microId = target(post, 'micro').externalId;
      expect(replies('micro')).toEqual([
        {
          externalId: target(ours.body, 'micro').externalId,
          text: 'Thanks, everyone!',
          authorHandle: 'demo_micro',
          createdAt: expect.any(String),
          replyToExternalId: microId,
          postId: ours.body.id,
          ours: true,
        },
        {
          externalId: expect.any(String),
          text: 'Great launch!',
          authorHandle: 'alice',
          createdAt: expect.any(String),
          replyToExternalId: microId,
        },
      ]);
      expect(replies('vid')).toEqual([
        {
          externalId: expect.any(String),
          text: 'Nice video',
          authorHandle: 'bob',
          createdAt: expect.any(String),
          replyToExternalId: target(post, 'vid').externalId,
        },
      ]);
      // Replies are not posts: the list does not show ours.
      const list = await h.call('GET', '/v1/posts?limit=100');
      expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(ours.body.id);
      // Reading sent nothing: the platforms hold what they held.
      expect(h.sandbox.emulators.get('chat')!.posts()).toHaveLength(1);
    });

    it('keeps a target whose channel fails to answer to that target: the others still read', async () => {
      // Removed in the channel's own app: the platform no longer shows the tweet.
      const plugin = h.container.resolve(PluginRegistry).get('micro');
      const account = {
        ...plugin.sandbox.account('demo_micro'),
        sandbox: true,
        baseUrl: `${h.config.sandboxUrl}/micro`,
      };
      await plugin.remove!({ account }, target(post, 'micro').externalId);

      const body = await thread(post.id);
      const microMetrics = body.metrics.find((m: { platform: string }) => m.platform === 'micro');
      expect(microMetrics).toEqual({
        targetId: target(post, 'micro').id,
        platform: 'micro',
        supported: true,
        values: null,
        error: { code: 'platform_error', message: expect.stringContaining('Could not find tweet') },
      });
      expect(body.metrics.find((m: { platform: string }) => m.platform === 'vid').values).toEqual({
        views: 300,
        likes: 9,
        comments: 1,
      });
    });
  });

  it('leaves the chain’s own items out of its channel replies and shows replies to any of them', async () => {
    const res = await h.call('POST', '/v1/posts', {
      threadItems: [{ content: 'Chain 1/3' }, { content: 'Chain 2/3' }, { content: 'Chain 3/3' }],
      accountIds: [micro],
      wait: true,
    });
    expect(res.body.status).toBe('published');
    const items = target(res.body, 'micro').itemExternalIds!;
    expect(items).toHaveLength(3);
    await engage('micro', items[1], { reply: { text: 'Part two is the best', authorHandle: 'carol' } });

    const body = await thread(res.body.id);
    expect(body.channelReplies[0].data).toEqual([
      {
        externalId: expect.any(String),
        text: 'Part two is the best',
        authorHandle: 'carol',
        createdAt: expect.any(String),
        replyToExternalId: items[1],
      },
    ]);
    // The chain's own replies count on the platform: the root has item two under it.
    expect(body.metrics[0].values).toMatchObject({ replies: 1 });
  });

  // Last: it disconnects the demo micro account.
  it('answers account_disconnected on the targets of a disconnected account', async () => {
    const res = await h.call('POST', '/v1/posts', {
      content: 'Soon disconnected',
      accountIds: [micro],
      wait: true,
    });
    expect(res.body.status).toBe('published');
    expect((await h.call('DELETE', `/v1/accounts/${micro}`, { force: true })).status).toBe(200);

    const body = await thread(res.body.id);
    expect(body.metrics[0]).toEqual({
      targetId: target(res.body, 'micro').id,
      platform: 'micro',
      supported: true,
      values: null,
      error: {
        code: 'account_disconnected',
        message: expect.stringMatching(/reconnect it to read its metrics/),
      },
    });
    expect(body.channelReplies[0]).toEqual({
      targetId: target(res.body, 'micro').id,
      platform: 'micro',
      supported: true,
      data: [],
      error: {
        code: 'account_disconnected',
        message: expect.stringMatching(/reconnect it to read its replies/),
      },
    });
  });
});
