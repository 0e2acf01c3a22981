import type { ChannelPlugin, PlatformEmulator, PublishContext } from '../../core/channels/plugin';
import { ClipPlugin } from '../../plugins/clip';
import { MicroPlugin } from '../../plugins/micro';
import { PhotoPlugin } from '../../plugins/photo';
import { buildJpeg } from '../../plugins/photo/media-format';
import { TestMediaServer } from './plugin-contract-kit';
import { serveEmulator } from '../support/listen';

/**
 * The cases of metrics and replies the contract kit cannot reach generically: the engagement
 * control's refusals, a photo story (insights of its own, no comments), and a short-video post
 * that only reached the creator's inbox.
 */

interface Served {
  ctx: PublishContext;
  emulator: PlatformEmulator;
  close(): Promise<void>;
}

async function serve(plugin: ChannelPlugin): Promise<Served> {
  const emulator = plugin.sandbox.createEmulator();
  const server = await serveEmulator(emulator);
  return {
    ctx: { account: { ...plugin.sandbox.account('reads_kit'), sandbox: true, baseUrl: server.url } },
    emulator,
    close: () => server.close(),
  };
}

const engage = (served: Served, body: unknown) =>
  fetch(`${served.ctx.account.baseUrl}/_sandbox/engage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }));

describe('POST /_sandbox/engage refusals', () => {
  const plugin = new MicroPlugin();
  let served: Served;
  beforeAll(async () => (served = await serve(plugin)));
  afterAll(() => served.close());

  it('refuses what the platform does not keep, and a refused call changes nothing', async () => {
    const { externalId } = await plugin.publish(served.ctx, {
      text: 'hi',
      mediaIds: [],
      options: {},
      index: 0,
    });
    const refusals: Array<[unknown, number, RegExp]> = [
      [{ postId: 'nope', metrics: { likes: 1 } }, 404, /No post nope/],
      [
        { postId: externalId, metrics: { likes: 1, reach: 3 } },
        400,
        /does not count reach; it counts views, likes/,
      ],
      [{ postId: externalId, metrics: { likes: -1 } }, 400, /whole numbers of 0 or more: likes/],
      [{ postId: externalId, metrics: { likes: 1.5 } }, 400, /whole numbers/],
      [{ postId: externalId, metrics: [3] }, 400, /metrics must be an object/],
      [
        { postId: externalId, reply: { text: ' ', authorHandle: 'x' } },
        400,
        /reply needs text and authorHandle/,
      ],
      [{ postId: externalId }, 400, /Send metrics, a reply, or both/],
    ];
    for (const [body, status, message] of refusals) {
      const res = await engage(served, body);
      expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await plugin.metrics(served.ctx, externalId)).toEqual({
      views: 0,
      likes: 0,
      replies: 0,
      reposts: 0,
      quotes: 0,
      saves: 0,
    });
    expect(await plugin.replies(served.ctx, externalId, 10)).toEqual([]);
  });

  it('adds counts up over several calls, and reset forgets them', async () => {
    const { externalId } = await plugin.publish(served.ctx, {
      text: 'again',
      mediaIds: [],
      options: {},
      index: 0,
    });
    served.emulator.engage(externalId, { metrics: { likes: 2 } });
    served.emulator.engage(externalId, { metrics: { likes: 3, views: 1 } });
    expect(await plugin.metrics(served.ctx, externalId)).toMatchObject({ likes: 5, views: 1 });
    served.emulator.reset();
    expect(() => served.emulator.engage(externalId, { metrics: { likes: 1 } })).toThrow(/No post/);
  });
});

describe('photo story reads', () => {
  const plugin = new PhotoPlugin({ pollIntervalMs: 5, maxWaitMs: 200 });
  const media = new TestMediaServer();
  let served: Served;
  beforeAll(async () => {
    await media.start();
    served = await serve(plugin);
  });
  afterAll(async () => {
    await served.close();
    await media.stop();
  });

  it('reads a story’s own insights, refuses comments on it, and says not_supported for its replies', async () => {
    const picture = media.add('story', {
      kind: 'image',
      contentType: 'image/jpeg',
      width: 1080,
      height: 1920,
      body: buildJpeg(1080, 1920, { fill: 0x33 }),
    });
    const story = await plugin.publish(served.ctx, {
      text: '',
      mediaIds: [picture.id],
      media: [picture],
      options: { kind: 'story' },
      index: 0,
    });
    const refused = await engage(served, {
      postId: story.externalId,
      reply: { text: 'Love it', authorHandle: 'fan' },
    });
    expect(refused).toEqual({ status: 400, body: { message: 'Stories cannot be commented on.' } });
    expect(
      (await engage(served, { postId: story.externalId, metrics: { reach: 9, replies: 2, views: 30 } }))
        .status,
    ).toBe(200);

    expect(await plugin.metrics(served.ctx, story.externalId)).toEqual({
      reach: 9,
      replies: 2,
      shares: 0,
      views: 30,
    });
    const error = await plugin.replies(served.ctx, story.externalId, 10).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(plugin.classify(error)).toEqual({
      code: 'not_supported',
      retryable: false,
      message: 'A story takes no comments.',
    });
    const row = plugin.features.find((r) => r.feature === 'replies');
    expect(row).toEqual({
      feature: 'replies',
      supported: 'partial',
      condition: expect.stringMatching(/story/),
    });
  });
});

describe('short-video post without a public id', () => {
  const plugin = new ClipPlugin();
  let served: Served;
  beforeAll(async () => (served = await serve(plugin)));
  afterAll(() => served.close());

  it('answers not_published for a publish id (a post in the creator’s inbox) without calling the platform', async () => {
    const error = await plugin.metrics(served.ctx, 'p_inbox~v2-1.1700000000000001').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(plugin.classify(error)).toMatchObject({ code: 'not_published', retryable: false });
  });

  it('answers platform_error for a post id the platform does not return', async () => {
    const error = await plugin.metrics(served.ctx, '7000000000000000001').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: false });
  });
});
