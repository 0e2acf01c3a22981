import { createHash } from 'node:crypto';
import type { PublishContext, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { AppError } from '../../core/errors/app-error';
import { StrandPlugin } from '../../plugins/strand';
import { StrandEmulator } from '../../plugins/strand/emulator';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const SMILE = '\u{1F600}'; // 4 UTF-8 bytes
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // one picture, 25 UTF-8 bytes

/** Waits for containers in milliseconds, so stalled and video cases take well under a second. */
const fastPoll = { poll: { intervalMs: 5, timeoutMs: 1000 } };

runPluginContract(new StrandPlugin(fastPoll), {
  // The post's short code only the platform knows: the link is its permalink, read back.
  realLink: /^https:\/\/www\.threads\.net\/@contract_kit\/post\/[\w-]{11}$/,
  // Two replies from other people come with the counts.
  metrics: {
    engage: { views: 120, likes: 7, reposts: 1, quotes: 2, shares: 3 },
    expect: { views: 120, likes: 7, replies: 2, reposts: 1, quotes: 2, shares: 3 },
  },
  valid: [
    { name: 'plain text', draft: { text: 'Hello from the strand channel' } },
    { name: 'exactly 500 ASCII characters', draft: { text: 'a'.repeat(500) } },
    { name: '500 CJK characters count one each', draft: { text: '字'.repeat(500) } },
    { name: '125 emoji are 500 UTF-8 bytes', draft: { text: SMILE.repeat(125) } },
    { name: '20 family emoji are 500 bytes', draft: { text: FAMILY.repeat(20) } },
    {
      name: 'a chain of items each within the limit',
      draft: {
        text: 'a'.repeat(500),
        threadItems: [
          { text: 'a'.repeat(500), mediaIds: [] },
          { text: SMILE.repeat(125), mediaIds: [] },
          { text: 'third and last', mediaIds: [] },
        ],
      },
    },
    { name: 'a topic tag of 50 characters', draft: { topicTag: 't'.repeat(50) } },
    { name: 'a topic tag with spaces and CJK', draft: { topicTag: 'Morning news 뉴스' } },
  ],
  invalid: [
    {
      name: '501 ASCII characters',
      draft: { text: 'a'.repeat(501) },
      codes: ['content_too_long'],
      extra: { platform: 'strand', limit: 500, actual: 501 },
    },
    {
      name: 'emoji counted as UTF-8 bytes',
      draft: { text: SMILE.repeat(126) },
      codes: ['content_too_long'],
      extra: { platform: 'strand', limit: 500, actual: 504 },
    },
    {
      name: 'a family emoji counts all 25 of its bytes',
      draft: { text: FAMILY.repeat(21) },
      codes: ['content_too_long'],
      extra: { platform: 'strand', limit: 500, actual: 525 },
    },
    {
      name: 'a chain whose second item is too long',
      draft: {
        threadItems: [
          { text: 'fine', mediaIds: [] },
          { text: 'a'.repeat(501), mediaIds: [] },
        ],
      },
      codes: ['content_too_long'],
      extra: { platform: 'strand', limit: 500, actual: 501, item: 1 },
    },
    {
      name: 'a chain with two items too long',
      draft: {
        threadItems: [
          { text: 'b'.repeat(502), mediaIds: [] },
          { text: 'a'.repeat(501), mediaIds: [] },
        ],
      },
      codes: ['content_too_long', 'content_too_long'],
      extra: { platform: 'strand', limit: 500, actual: 502, item: 0 },
    },
    {
      name: 'a topic tag with a period',
      draft: { topicTag: 'node.js' },
      codes: ['topic_tag_invalid'],
      extra: { platform: 'strand', topicTag: 'node.js' },
    },
    {
      name: 'a topic tag with an ampersand',
      draft: { topicTag: 'R&D' },
      codes: ['topic_tag_invalid'],
      extra: { platform: 'strand', topicTag: 'R&D' },
    },
    {
      name: 'a topic tag of 51 characters',
      draft: { topicTag: 't'.repeat(51) },
      codes: ['topic_tag_invalid'],
      extra: { platform: 'strand', limit: 50, actual: 51 },
    },
    {
      name: 'an empty topic tag',
      draft: { topicTag: '' },
      codes: ['topic_tag_invalid'],
      extra: { platform: 'strand', limit: 50, actual: 0 },
    },
    {
      name: 'long text and a bad topic tag',
      draft: { text: 'a'.repeat(600), topicTag: 'a.b' },
      codes: ['content_too_long', 'topic_tag_invalid'],
      extra: { platform: 'strand', limit: 500, actual: 600 },
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 300 },
    { kind: 'user_rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 120 },
    { kind: 'quota_exceeded', code: 'platform_error', retryable: true },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'invalid_parameter', code: 'platform_rejected_content', retryable: false },
    { kind: 'permission', code: 'permission_denied', retryable: false },
    { kind: 'activity_blocked', code: 'platform_activity_blocked', retryable: false },
    { kind: 'container_expired', code: 'container_expired', retryable: true },
    { kind: 'media_download_failed', code: 'media_unreachable', retryable: true },
    { kind: 'processing_failed', code: 'platform_rejected_content', retryable: false },
    { kind: 'invalid_duration', code: 'media_too_long', retryable: false },
    { kind: 'processing_stuck', code: 'upload_stalled', retryable: true },
  ],
});

// What the kit does not look at: each post kind with real media, the two-step retry rules,
// trimming, refused files, chains, lookups of replies, deletes and the quota.
describe('strand plugin against its emulator', () => {
  const plugin = new StrandPlugin(fastPoll);
  const media = new TestMediaServer();
  let emulator: StrandEmulator;
  let server: Listening;
  let ctx: PublishContext;
  /** Added to the emulator's clock (not the plugin's), to let containers expire. */
  let clockOffset = 0;

  beforeAll(async () => {
    await media.start();
    emulator = new StrandEmulator({ videoProcessingMs: 30, now: () => Date.now() + clockOffset });
    server = await serveEmulator(emulator);
    ctx = { account: { ...plugin.sandbox.account('newsroom'), sandbox: true, baseUrl: server.url } };
  });

  afterEach(() => {
    emulator.reset();
    clockOffset = 0;
  });

  afterAll(async () => {
    emulator.releaseHeld();
    await server.close();
    await media.stop();
  });

  const item = (text: string, files: PublishMedia[] = [], more: Partial<PublishItem> = {}): PublishItem => ({
    text,
    mediaIds: files.map((f) => f.id),
    media: files,
    options: {},
    index: 0,
    ...more,
  });
  const image = (id: string, more: Partial<PublishMedia> = {}) => ({
    ...media.add(id, { kind: 'image', contentType: 'image/jpeg', width: 1080, height: 1350, bytes: 3000 }),
    ...more,
  });
  const video = (id: string, more: Partial<PublishMedia> = {}) => ({
    ...media.add(id, {
      kind: 'video',
      contentType: 'video/mp4',
      width: 1080,
      height: 1920,
      durationSec: 12,
      bytes: 5000,
    }),
    ...more,
  });
  const sha256 = async (file: PublishMedia) =>
    createHash('sha256')
      .update(await file.read())
      .digest('hex');
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );
  const topContainers = () => emulator.containers().filter((c) => !c.isCarouselItem);

  describe('post kinds', () => {
    it('publishes a text post with its topic tag, reply control and link card', async () => {
      const result = await plugin.publish(
        ctx,
        item('Read the release notes', [], {
          topicTag: 'Release notes',
          options: { replyControl: 'mentioned_only', linkAttachment: 'https://example.com/notes' },
        }),
      );
      expect(result.warnings).toBeUndefined();
      expect(emulator.posts()).toEqual([
        expect.objectContaining({
          id: result.externalId,
          mediaType: 'TEXT',
          text: 'Read the release notes',
          topicTag: 'Release notes',
          replyControl: 'mentioned_only',
          linkAttachment: 'https://example.com/notes',
        }),
      ]);
      expect(result.url).toBe(`${ctx.account.baseUrl}/_sandbox/posts/${result.externalId}`);
      const page = await fetch(result.url ?? '');
      expect(await page.json()).toMatchObject({ id: result.externalId, text: 'Read the release notes' });
    });

    it('publishes an image the platform pulled by URL, byte for byte', async () => {
      const photo = image('photo-1');
      const result = await plugin.publish(ctx, item('A photo', [photo]));
      const [post] = emulator.posts();
      expect(post).toMatchObject({ id: result.externalId, mediaType: 'IMAGE', text: 'A photo' });
      expect(post.media).toEqual([
        {
          kind: 'image',
          url: photo.url,
          contentType: 'image/jpeg',
          bytes: 3000,
          sha256: await sha256(photo),
        },
      ]);
    });

    it('waits for a video container to finish, then publishes it', async () => {
      const clip = video('clip-1');
      const result = await plugin.publish(ctx, item('', [clip]));
      const [post] = emulator.posts();
      expect(post).toMatchObject({ id: result.externalId, mediaType: 'VIDEO', text: '' });
      expect(post.media).toEqual([
        { kind: 'video', url: clip.url, contentType: 'video/mp4', bytes: 5000, sha256: await sha256(clip) },
      ]);
      expect(topContainers()).toEqual([expect.objectContaining({ status: 'PUBLISHED', mediaType: 'VIDEO' })]);
    });

    it('publishes a carousel of images and a video in the order given', async () => {
      const png = media.add('c-3', { kind: 'image', contentType: 'image/png', bytes: 2000 });
      const files = [image('c-1'), video('c-2'), png];
      const result = await plugin.publish(ctx, item('Three in a row', files));
      const [post] = emulator.posts();
      expect(post).toMatchObject({ id: result.externalId, mediaType: 'CAROUSEL', text: 'Three in a row' });
      const items = emulator.containers().filter((c) => c.isCarouselItem);
      expect(post.children).toEqual(items.map((c) => c.id));
      expect((post.media as Array<{ url: string }>).map((m) => m.url)).toEqual(files.map((f) => f.url));
      expect((post.media as Array<{ sha256: string }>).map((m) => m.sha256)).toEqual(
        await Promise.all(files.map(sha256)),
      );
      expect(items.map((c) => c.usedBy)).toEqual([post.containerId, post.containerId, post.containerId]);
    });

    it('cuts a carousel past 20 items and says so in a warning', async () => {
      const files = Array.from({ length: 22 }, (_, i) => image(`many-${i}`, { bytes: 100 }));
      const result = await plugin.publish(ctx, item('Too many', files));
      expect(result.warnings).toEqual([expect.stringContaining('many-20, many-21')]);
      expect(emulator.posts()[0].children).toHaveLength(20);
    });

    it('drops the link card from a post with media, with a warning', async () => {
      const result = await plugin.publish(
        ctx,
        item('With a photo', [image('link-photo')], { options: { linkAttachment: 'https://example.com' } }),
      );
      expect(result.warnings).toEqual([expect.stringContaining('linkAttachment was not sent')]);
      expect(emulator.posts()[0].linkAttachment).toBeUndefined();
    });
  });

  describe('files the platform would refuse', () => {
    const refusal = async (files: PublishMedia[]) => {
      const error = await failure(plugin.publish(ctx, item('refused', files)));
      expect(error).toBeInstanceOf(AppError);
      expect(emulator.containers()).toHaveLength(0);
      return error as AppError;
    };

    it('refuses a GIF before any call', async () => {
      const gif = media.add('anim', { kind: 'gif', contentType: 'image/gif' });
      const error = await refusal([gif]);
      expect(error.violations[0]).toMatchObject({
        code: 'media_type_not_supported',
        extra: {
          platform: 'strand',
          mediaId: 'anim',
          types: ['image/jpeg', 'image/png', 'video/mp4', 'video/quicktime'],
        },
      });
      expect(plugin.classify(error)).toMatchObject({ code: 'media_type_not_supported', retryable: false });
    });

    it('names every broken rule of every file', async () => {
      const long = video('long', { durationSec: 301, width: 3840, height: 2160 });
      const wide = image('wide', { width: 2200, height: 200 });
      const big = image('big', { bytes: 9 * 1024 * 1024 });
      const error = await refusal([long, wide, big]);
      expect(error.violations.map((v) => [v.code, v.extra])).toEqual([
        ['media_too_long', { platform: 'strand', mediaId: 'long', limit: 300, actual: 301 }],
        ['media_dimensions', { platform: 'strand', mediaId: 'long', limit: 1920, actual: 3840 }],
        [
          'media_aspect_ratio',
          { platform: 'strand', mediaId: 'wide', limit: '1:10 to 10:1', actual: '11:1' },
        ],
        [
          'media_too_large',
          { platform: 'strand', mediaId: 'big', limit: 8 * 1024 * 1024, limitMb: 8, actual: 9 * 1024 * 1024 },
        ],
      ]);
      expect(plugin.classify(error)).toMatchObject({ code: 'media_too_long', retryable: false });
    });

    it('refuses to post the text alone when a file could not be read', async () => {
      const error = await failure(plugin.publish(ctx, { ...item('lost file'), mediaIds: ['gone'] }));
      expect(plugin.classify(error)).toMatchObject({ code: 'media_expired', retryable: false });
      expect((error as AppError).violations[0].extra).toEqual({ platform: 'strand', mediaIds: ['gone'] });
    });

    it('classifies a media URL the platform cannot fetch as media_unreachable', async () => {
      const missing = { ...image('never-served'), url: `${ctx.account.baseUrl}/nowhere.jpg` };
      const error = await failure(plugin.publish(ctx, item('broken link', [missing])));
      expect(plugin.classify(error)).toMatchObject({ code: 'media_unreachable', retryable: true });
      expect(emulator.posts()).toHaveLength(0);
    });
  });

  describe('chains', () => {
    it('replies each item to the one before, with the topic tag on the first only', async () => {
      const texts = ['one', 'two', 'three'];
      const ids: string[] = [];
      for (const [index, text] of texts.entries()) {
        const result = await plugin.publish(
          ctx,
          item(text, [], {
            index,
            replyToExternalId: ids[index - 1],
            topicTag: index === 0 ? 'Series' : undefined,
            options: { replyControl: 'accounts_you_follow' },
          }),
        );
        ids.push(result.externalId);
      }
      const posts = emulator.posts();
      expect(posts.map((p) => [p.text, p.replyToId, p.topicTag, p.replyControl])).toEqual([
        ['one', undefined, 'Series', 'accounts_you_follow'],
        ['two', ids[0], undefined, 'accounts_you_follow'],
        ['three', ids[1], undefined, 'accounts_you_follow'],
      ]);
    });

    it('finds a reply among the replies, and only under the same parent', async () => {
      const since = new Date(Date.now() - 1000);
      const root = await plugin.publish(ctx, item('root'));
      const other = await plugin.publish(ctx, item('other root'));
      const reply = item('the reply', [], { index: 1, replyToExternalId: root.externalId });
      const sent = await plugin.publish(ctx, reply);
      expect(await plugin.findPublished(ctx, reply, since)).toEqual({
        externalId: sent.externalId,
        url: `${ctx.account.baseUrl}/_sandbox/posts/${sent.externalId}`,
      });
      expect(
        await plugin.findPublished(ctx, { ...reply, replyToExternalId: other.externalId }, since),
      ).toBeNull();
      // A root post with the reply's text is not the reply.
      expect(await plugin.findPublished(ctx, item('the reply'), since)).toBeNull();
    });

    it('matches the kind of post too', async () => {
      const since = new Date(Date.now() - 1000);
      await plugin.publish(ctx, item('same words', [image('kind-photo')]));
      expect(await plugin.findPublished(ctx, item('same words'), since)).toBeNull();
      expect(
        await plugin.findPublished(ctx, item('same words', [image('kind-photo-2')]), since),
      ).not.toBeNull();
    });
  });

  describe('never twice', () => {
    it('publishes the same container again after a refused publish step', async () => {
      const post = item('rate limited once', [video('rl-video')]);
      emulator.failNext('rate_limit');
      const error = await failure(plugin.publish(ctx, post));
      expect(plugin.classify(error)).toMatchObject({
        code: 'platform_error',
        retryable: true,
        retryAfterSeconds: 300,
      });
      const result = await plugin.publish(ctx, post);
      expect(topContainers()).toHaveLength(1);
      expect(emulator.posts()).toEqual([
        expect.objectContaining({ id: result.externalId, containerId: topContainers()[0].id }),
      ]);
    });

    it('after a lost publish answer, a second publish finds the post instead of posting again', async () => {
      const post = item('answer lost on publish');
      emulator.failNext('drop_after_accept');
      const error = await failure(plugin.publish(ctx, post));
      expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
      const again = await plugin.publish(ctx, post);
      expect(emulator.posts()).toHaveLength(1);
      expect(again.externalId).toBe(emulator.posts()[0].id);
      expect(topContainers()).toHaveLength(1);
    });

    it('keeps waiting on a stalled container rather than making another', async () => {
      const post = item('stuck in processing');
      emulator.failNext('processing_stuck');
      for (let i = 0; i < 2; i += 1) {
        const error = await failure(plugin.publish(ctx, post));
        expect(plugin.classify(error)).toMatchObject({ code: 'upload_stalled', retryable: true });
      }
      expect(topContainers()).toHaveLength(1);
      expect(emulator.posts()).toHaveLength(0);
    });

    it('makes a new container when the old one expired', async () => {
      const post = item('expired once');
      emulator.failNext('container_expired');
      const error = await failure(plugin.publish(ctx, post));
      expect(plugin.classify(error)).toMatchObject({ code: 'container_expired', retryable: true });
      await plugin.publish(ctx, post);
      expect(topContainers().map((c) => c.status)).toEqual(['EXPIRED', 'PUBLISHED']);
      expect(emulator.posts()).toHaveLength(1);
    });

    it('replaces a container that expired while waiting for the retry, in the same call', async () => {
      const post = item('retried a day later');
      emulator.failNext('server_error');
      await failure(plugin.publish(ctx, post));
      clockOffset = 24 * 60 * 60 * 1000;
      const result = await plugin.publish(ctx, post);
      expect(topContainers().map((c) => c.status)).toEqual(['EXPIRED', 'PUBLISHED']);
      expect(emulator.posts()).toEqual([expect.objectContaining({ id: result.externalId })]);
    });

    it('makes a new container when the old one failed', async () => {
      const post = item('failed once');
      emulator.failNext('processing_failed');
      await failure(plugin.publish(ctx, post));
      await plugin.publish(ctx, post);
      expect(topContainers().map((c) => c.status)).toEqual(['ERROR', 'PUBLISHED']);
    });

    it('throws rather than answer "not there" when the listing cannot be read', async () => {
      const stranger = { account: { ...ctx.account, credentials: { accessToken: 'not-a-token' } } };
      const error = await failure(plugin.findPublished(stranger, item('anything'), new Date()));
      expect(plugin.classify(error)).toMatchObject({ code: 'platform_auth_error', retryable: false });
    });
  });

  describe('delete and quota', () => {
    it('deletes a post, and treats deleting it again as done', async () => {
      const { externalId } = await plugin.publish(ctx, item('short-lived'));
      await plugin.remove(ctx, externalId);
      expect(emulator.posts()[0]).toMatchObject({ id: externalId, deleted: true });
      await expect(plugin.remove(ctx, externalId)).resolves.toBeUndefined();
    });

    it('cannot delete another account’s post', async () => {
      const { externalId } = await plugin.publish(ctx, item('mine'));
      const other = {
        account: { ...plugin.sandbox.account('someone-else'), sandbox: true, baseUrl: ctx.account.baseUrl },
      };
      const error = await failure(plugin.remove(other, externalId));
      expect(plugin.classify(error)).toMatchObject({ code: 'permission_denied', retryable: false });
    });

    it('classifies a failed delete', async () => {
      const { externalId } = await plugin.publish(ctx, item('delete fails'));
      emulator.failNext('server_error');
      const error = await failure(plugin.remove(ctx, externalId));
      expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
      expect(emulator.posts()[0].deleted).toBeUndefined();
    });

    it('reads the rolling publishing quota; replies do not count', async () => {
      const root = await plugin.publish(ctx, item('first'));
      await plugin.publish(ctx, item('second'));
      await plugin.publish(ctx, item('a reply', [], { replyToExternalId: root.externalId }));
      expect(await plugin.quota(ctx)).toEqual({ used: 2, total: 250, windowSeconds: 86400 });
    });
  });

  describe('declarations', () => {
    const row = (feature: string) => plugin.features.find((r) => r.feature === feature);

    it('has a row for every feature, with a reason on each that is not true', () => {
      expect(plugin.features).toHaveLength(18);
      for (const feature of ['publish', 'chain', 'topicTag', 'media', 'delete', 'quota']) {
        expect(row(feature)).toEqual({ feature, supported: true });
      }
      expect(row('edit')).toMatchObject({ supported: false, condition: expect.stringMatching(/rewrite/) });
      expect('edit' in plugin).toBe(false);
    });

    it('describes options.strand without content and refuses unknown options', () => {
      expect(plugin.optionsSchema).toMatchObject({ type: 'object', additionalProperties: false });
      const properties = plugin.optionsSchema.properties as Record<string, { description?: string }>;
      expect(Object.keys(properties).sort()).toEqual(['linkAttachment', 'replyControl']);
      for (const property of Object.values(properties))
        expect(property.description).toEqual(expect.any(String));
    });
  });
});
