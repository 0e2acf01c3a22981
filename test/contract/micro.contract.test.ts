import { MicroPlugin } from '../../plugins/micro';
import { createHash } from 'node:crypto';
import type { PublishContext, PublishMedia } from '../../core/channels/plugin';
import { MicroEmulator } from '../../plugins/micro/emulator';
import { microSandboxAccount } from '../../plugins/micro/sandbox';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const cjk = (n: number): string => '字'.repeat(n);
const url100 = `https://example.com/${'a'.repeat(80)}`;

runPluginContract(new MicroPlugin(), {
  realLink: /^https:\/\/x\.com\/contract_kit\/status\/\d+$/,
  // Two replies from other people come with the counts: reply_count is 2.
  metrics: {
    engage: { views: 40, likes: 3, reposts: 2, quotes: 1, saves: 4 },
    expect: { views: 40, likes: 3, replies: 2, reposts: 2, quotes: 1, saves: 4 },
  },
  valid: [
    { name: 'plain text', draft: { text: 'Hello from the contract kit' } },
    { name: 'exactly 280 ASCII characters', draft: { text: 'a'.repeat(280) } },
    { name: '140 CJK characters weigh 280', draft: { text: cjk(140) } },
    // 23 for the URL + 1 space + 256 letters = 280, though the raw text is 357 characters.
    { name: 'a 100-character URL counts 23', draft: { text: `${url100} ${'b'.repeat(256)}` } },
    {
      name: 'a chain of items each within the limit',
      draft: {
        text: 'a'.repeat(280),
        threadItems: [
          { text: 'a'.repeat(280), mediaIds: [] },
          { text: cjk(140), mediaIds: [] },
          { text: 'third and last', mediaIds: [] },
        ],
      },
    },
  ],
  invalid: [
    {
      name: '281 ASCII characters',
      draft: { text: 'a'.repeat(281) },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 281 },
    },
    {
      name: '141 CJK characters',
      draft: { text: cjk(141) },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 282 },
    },
    {
      name: '141 emoji',
      draft: { text: '😀'.repeat(141) },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 282 },
    },
    {
      name: 'a chain whose second item is too long',
      draft: {
        threadItems: [
          { text: 'fine', mediaIds: [] },
          { text: 'a'.repeat(281), mediaIds: [] },
        ],
      },
      codes: ['content_too_long'],
      extra: { platform: 'micro', limit: 280, actual: 281, item: 1 },
    },
    {
      name: 'a topic tag',
      draft: { topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'micro' },
    },
    {
      name: 'long text and a topic tag',
      draft: { text: 'a'.repeat(300), topicTag: 'news' },
      codes: ['content_too_long', 'topic_tag_not_supported'],
      extra: { platform: 'micro', limit: 280, actual: 300 },
    },
  ],
  // rate_limit's retryAfterSeconds (about 900) depends on the clock's second boundary, so it is
  // checked with a tolerance in test/unit/micro-emulator.test.ts instead of exactly here.
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'duplicate', code: 'platform_rejected_content', retryable: false },
    { kind: 'forbidden', code: 'permission_denied', retryable: false },
    { kind: 'invalid', code: 'platform_rejected_content', retryable: false },
  ],
});

describe('micro media posting', () => {
  const files = new TestMediaServer();
  let emulator: MicroEmulator;
  let server: Listening;
  let ctx: PublishContext;
  const plugin = new MicroPlugin({ segmentBytes: 1000, pollIntervalMs: 5, processingTimeoutMs: 2000 });
  const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
  const bodyOf = async (media: PublishMedia): Promise<Buffer> => media.read();
  const image = (id: string, bytes = 2500): PublishMedia =>
    files.add(id, { kind: 'image', contentType: 'image/jpeg', bytes, width: 800, height: 600 });
  const video = (id: string, bytes = 4321): PublishMedia =>
    files.add(id, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes,
      width: 1280,
      height: 720,
      durationSec: 12,
    });
  const gif = (id: string): PublishMedia =>
    files.add(id, { kind: 'gif', contentType: 'image/gif', bytes: 1500, width: 200, height: 200 });
  const item = (text: string, media: PublishMedia[]) => ({
    text,
    mediaIds: media.map((m) => m.id),
    media,
    options: {},
    index: 0,
  });

  beforeAll(async () => {
    await files.start();
    emulator = new MicroEmulator();
    server = await serveEmulator(emulator);
    ctx = { account: { ...microSandboxAccount('media_kit'), sandbox: true, baseUrl: server.url } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
    await files.stop();
  });

  it('declares media as supported', () => {
    expect(plugin.features.find((row) => row.feature === 'media')?.supported).toBe(true);
  });

  it('publishes 2 images uploaded in segments, bytes intact', async () => {
    // Distinct bodies, so a mix-up between the two would show in the hashes.
    const first = files.add('img-a', {
      kind: 'image',
      contentType: 'image/png',
      body: Buffer.from(Array.from({ length: 2500 }, (_, i) => (i * 7) % 256)),
    });
    const second = image('img-b', 999);
    const result = await plugin.publish(ctx, item('two pictures', [first, second]));
    expect(result.warnings).toBeUndefined();
    const post = emulator.posts().find((p) => p.id === result.externalId)!;
    expect(post.mediaIds).toHaveLength(2);
    expect(post.mediaSha256).toEqual([sha256(await bodyOf(first)), sha256(await bodyOf(second))]);
  });

  it('publishes 1 video after processing succeeds, bytes intact', async () => {
    const clip = video('vid-a');
    const result = await plugin.publish(ctx, item('a video', [clip]));
    expect(result.warnings).toBeUndefined();
    const post = emulator.posts()[0];
    expect(post).toMatchObject({ id: result.externalId, text: 'a video' });
    expect(post.mediaIds).toHaveLength(1);
    expect(post.mediaSha256).toEqual([sha256(await bodyOf(clip))]);
  });

  it('keeps the first 4 of 5 images, with a warning', async () => {
    const images = ['i1', 'i2', 'i3', 'i4', 'i5'].map((id) => image(id, 300));
    const result = await plugin.publish(ctx, item('five pictures', images));
    expect(result.warnings).toEqual([
      expect.stringMatching(/1 media item\(s\) not sent \(i5\).*at most 4 images/),
    ]);
    expect(emulator.posts()[0].mediaIds).toHaveLength(4);
  });

  it('keeps the video when images come with it, with a warning', async () => {
    const clip = video('vid-b', 2000);
    const result = await plugin.publish(ctx, item('mixed', [image('m1', 300), clip, image('m2', 300)]));
    expect(result.warnings).toEqual([
      expect.stringMatching(/2 media item\(s\) not sent \(m1, m2\).*one video/),
    ]);
    expect(emulator.posts()[0].mediaSha256).toEqual([sha256(await bodyOf(clip))]);
  });

  it('sends a GIF alone, with a warning for the rest', async () => {
    const animation = gif('g1');
    const result = await plugin.publish(ctx, item('gif', [image('n1', 300), animation]));
    expect(result.warnings).toEqual([
      expect.stringMatching(/1 media item\(s\) not sent \(n1\).*GIF goes alone/),
    ]);
    expect(emulator.posts()[0].mediaSha256).toEqual([sha256(await bodyOf(animation))]);
  });

  it('fails with platform_rejected_content when processing fails, and posts nothing', async () => {
    emulator.failProcessing();
    const error = await plugin.publish(ctx, item('bad video', [video('vid-c')])).catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('gives up with upload_stalled when processing never ends', async () => {
    const slow = new MicroEmulator({ statusChecksToSucceed: Infinity });
    const slowServer = await serveEmulator(slow);
    try {
      const slowCtx = {
        account: {
          ...ctx.account,
          baseUrl: slowServer.url,
        },
      };
      const impatient = new MicroPlugin({ segmentBytes: 1000, pollIntervalMs: 5, processingTimeoutMs: 50 });
      const error = await impatient
        .publish(slowCtx, item('stuck', [video('vid-d')]))
        .catch((e: unknown) => e);
      expect(impatient.classify(error)).toMatchObject({ code: 'upload_stalled', retryable: true });
      expect(slow.posts()).toHaveLength(0);
    } finally {
      await slowServer.close();
    }
  });
});
