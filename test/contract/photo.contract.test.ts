import { createHash } from 'node:crypto';
import type { PublishContext, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { PhotoPlugin } from '../../plugins/photo';
import { PhotoEmulator } from '../../plugins/photo/emulator';
import { buildJpeg, buildMp4 } from '../../plugins/photo/media-format';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { listen, type Listening, serveEmulator } from '../support/listen';

const media = new TestMediaServer();
beforeAll(() => media.start());
afterAll(() => media.stop());

/** Polling fast enough for tests: a stuck container gives up in a fifth of a second. */
const FAST = { pollIntervalMs: 5, maxWaitMs: 200 };

let fileCount = 0;
/** A JPEG served by the test media server, described as the media service would. */
function jpeg(width = 1080, height = 1080, bytes?: number): PublishMedia {
  fileCount += 1;
  const body = buildJpeg(width, height, { bytes, fill: 0x20 + (fileCount % 90) });
  return media.add(`img${fileCount}`, { kind: 'image', contentType: 'image/jpeg', width, height, body });
}

function mp4(durationSec: number, width = 1080): PublishMedia {
  fileCount += 1;
  const body = buildMp4(durationSec, { bytes: 2048, fill: fileCount % 256 });
  return media.add(`vid${fileCount}`, {
    kind: 'video',
    contentType: 'video/mp4',
    width,
    height: 1920,
    durationSec,
    body,
  });
}

const cover = (contentType: string, bytes: number) => ({
  contentType,
  bytes,
  url: 'https://cdn.example/cover.jpg',
});
const one = ['m1'];
const two = ['m1', 'm2'];

runPluginContract(new PhotoPlugin(FAST), {
  // The post's short code only the platform knows: the link is its permalink, read back.
  realLink: /^https:\/\/www\.instagram\.com\/p\/[\w-]{11}\/$/,
  // The kit's feed post gets two comments from other people with these counts.
  metrics: {
    engage: { reach: 50, likes: 3, shares: 1, saves: 2, views: 80 },
    expect: { reach: 50, likes: 3, comments: 2, shares: 1, saves: 2, views: 80 },
  },
  // This channel cannot post text alone: every item the kit sends carries one test picture.
  itemExtras: () => {
    const picture = jpeg();
    return { mediaIds: [picture.id], media: [picture] };
  },
  valid: [
    { name: 'one image with a caption', draft: { text: 'Hello from the photo channel', mediaIds: one } },
    { name: 'a caption of exactly 2200 characters', draft: { text: 'a'.repeat(2200), mediaIds: one } },
    { name: 'a media-only post', draft: { text: '', mediaIds: one } },
    // Over 10 is cut to 10 with a warning when it is sent (2026-09-17), not refused.
    { name: 'twelve feed items', draft: { mediaIds: Array.from({ length: 12 }, (_, i) => `m${i}`) } },
    {
      name: 'a reel with a described JPEG cover, three collaborators and a first comment',
      draft: {
        mediaIds: one,
        options: {
          kind: 'reel',
          coverMediaId: cover('image/jpeg', 8 * 1024 * 1024),
          collaborators: ['a', 'b', 'c'],
          firstComment: 'first!',
          shareToFeed: false,
        },
      },
    },
    {
      name: 'a reel cover given as a media id',
      draft: { mediaIds: one, options: { kind: 'reel', coverMediaId: 'm7' } },
    },
    {
      name: 'a story with long text (stories show no caption)',
      draft: { text: 'a'.repeat(3000), mediaIds: one, options: { kind: 'story' } },
    },
    {
      name: 'user tags on the edges of the picture',
      draft: {
        mediaIds: one,
        options: {
          userTags: [
            { username: 'left_top', x: 0, y: 0 },
            { username: 'right_bottom', x: 1, y: 1 },
          ],
        },
      },
    },
  ],
  invalid: [
    {
      name: 'a caption of 2201 characters',
      draft: { text: 'a'.repeat(2201), mediaIds: one },
      codes: ['content_too_long'],
      extra: { platform: 'photo', limit: 2200, actual: 2201 },
    },
    {
      // 551 emoji are 551 characters but 2204 once each counts its four UTF-8 bytes.
      name: 'emoji counted as UTF-8 bytes',
      draft: { text: '\u{1F600}'.repeat(551), mediaIds: one },
      codes: ['content_too_long'],
      extra: { platform: 'photo', limit: 2200, actual: 2204 },
    },
    {
      name: 'text alone',
      draft: { text: 'no picture', mediaIds: [] },
      codes: ['media_required'],
      extra: { platform: 'photo' },
    },
    {
      name: 'a chain',
      draft: {
        mediaIds: one,
        threadItems: [
          { text: 'one', mediaIds: one },
          { text: 'two', mediaIds: [] },
        ],
      },
      codes: ['chain_not_supported'],
      extra: { platform: 'photo' },
    },
    {
      name: 'a topic tag',
      draft: { mediaIds: one, topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'photo' },
    },
    {
      name: 'a reel of two files',
      draft: { mediaIds: two, options: { kind: 'reel' } },
      codes: ['photo_reel_video_required'],
      extra: { platform: 'photo', limit: 1, actual: 2 },
    },
    {
      name: 'a story of two files',
      draft: { mediaIds: two, options: { kind: 'story' } },
      codes: ['photo_story_single_media'],
      extra: { platform: 'photo', limit: 1, actual: 2 },
    },
    {
      name: 'a story with a first comment and collaborators',
      draft: { mediaIds: one, options: { kind: 'story', firstComment: 'hi', collaborators: ['a'] } },
      codes: ['photo_story_no_extras'],
      extra: { platform: 'photo', options: ['firstComment', 'collaborators'] },
    },
    {
      name: 'a cover on a feed post',
      draft: { mediaIds: one, options: { coverMediaId: 'm9' } },
      codes: ['photo_cover_reel_only'],
      extra: { platform: 'photo' },
    },
    {
      name: 'a PNG reel cover',
      draft: { mediaIds: one, options: { kind: 'reel', coverMediaId: cover('image/png', 1000) } },
      codes: ['photo_cover_type'],
      extra: { platform: 'photo', contentType: 'image/png' },
    },
    {
      name: 'a reel cover over 8MB',
      draft: {
        mediaIds: one,
        options: { kind: 'reel', coverMediaId: cover('image/jpeg', 8 * 1024 * 1024 + 1) },
      },
      codes: ['photo_cover_too_large'],
      extra: { platform: 'photo', limit: 8 * 1024 * 1024, actual: 8 * 1024 * 1024 + 1 },
    },
    {
      name: 'four collaborators',
      draft: { mediaIds: one, options: { collaborators: ['a', 'b', 'c', 'd'] } },
      codes: ['photo_too_many_collaborators'],
      extra: { platform: 'photo', limit: 3, actual: 4 },
    },
    {
      name: 'a user tag off the picture and one without y',
      draft: {
        mediaIds: one,
        options: {
          userTags: [
            { username: 'fine', x: 0.5, y: 0.5 },
            { username: 'off', x: 1.5, y: 0.5 },
            { username: 'half', x: 0.5 },
          ],
        },
      },
      codes: ['photo_user_tag_position', 'photo_user_tag_position'],
      extra: { platform: 'photo', index: 1, username: 'off' },
    },
    {
      name: 'everything at once, in order',
      draft: {
        text: 'a'.repeat(2300),
        mediaIds: [],
        topicTag: 'news',
        threadItems: [{ text: 'a'.repeat(2300), mediaIds: [] }],
        options: { coverMediaId: cover('image/gif', 9 * 1024 * 1024), collaborators: ['a', 'b', 'c', 'd'] },
      },
      codes: [
        'chain_not_supported',
        'topic_tag_not_supported',
        'content_too_long',
        'media_required',
        'photo_cover_reel_only',
        'photo_cover_type',
        'photo_cover_too_large',
        'photo_too_many_collaborators',
      ],
      extra: { platform: 'photo' },
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 300 },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'activity_blocked', code: 'platform_activity_blocked', retryable: false },
    { kind: 'daily_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 86_400 },
    { kind: 'media_expired', code: 'container_expired', retryable: true },
    { kind: 'image_too_large', code: 'platform_rejected_content', retryable: false },
    { kind: 'fetch_failed', code: 'media_unreachable', retryable: true },
    { kind: 'permission', code: 'permission_denied', retryable: false },
    { kind: 'not_ready', code: 'platform_error', retryable: true },
    { kind: 'stuck_in_progress', code: 'upload_stalled', retryable: true },
  ],
});

// What the kit does not look at: each post kind on the wire, the files the platform received,
// trimming, the rules only the files can show, lookups of stories and replies, and the quota.
describe('photo plugin against its emulator', () => {
  const plugin = new PhotoPlugin(FAST);
  let emulator: PhotoEmulator;
  let server: Listening;
  let ctx: PublishContext;

  beforeAll(async () => {
    emulator = new PhotoEmulator();
    server = await serveEmulator(emulator);
    ctx = { account: { ...plugin.sandbox.account('studio'), sandbox: true, baseUrl: server.url } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
  });

  const item = (text: string, files: PublishMedia[], options: Record<string, unknown> = {}): PublishItem => ({
    text,
    mediaIds: files.map((f) => f.id),
    options,
    index: 0,
    media: files,
  });
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );
  const sha256 = async (file: PublishMedia) =>
    createHash('sha256')
      .update(await file.read())
      .digest('hex');

  it('publishes one image with its tags and collaborators, then the first comment', async () => {
    const picture = jpeg(1080, 1350);
    const result = await plugin.publish(
      ctx,
      item('Golden hour #photo', [picture], {
        userTags: [{ username: 'model', x: 0.4, y: 0.6 }],
        collaborators: ['friend'],
        firstComment: 'Shot on film.',
      }),
    );
    expect(result.warnings).toBeUndefined();
    expect(result.url).toBe(`${ctx.account.baseUrl}/_sandbox/posts/${result.externalId}`);
    const [post, comment] = emulator.posts();
    expect(post).toMatchObject({
      id: result.externalId,
      kind: 'feed',
      text: 'Golden hour #photo',
      collaborators: ['friend'],
      media: [
        {
          url: picture.url,
          bytes: picture.bytes,
          sha256: await sha256(picture),
          width: 1080,
          height: 1350,
          userTags: [{ username: 'model', x: 0.4, y: 0.6 }],
        },
      ],
    });
    expect(comment).toMatchObject({ kind: 'comment', text: 'Shot on film.', replyToId: result.externalId });
    expect(await (await fetch(result.url!)).json()).toMatchObject({ id: result.externalId });
  });

  it('publishes a carousel of images and a video in the given order, tags on the first image', async () => {
    const files = [mp4(10), jpeg(), jpeg(1080, 566)];
    const result = await plugin.publish(
      ctx,
      item('Three frames', files, { userTags: [{ username: 'model', x: 0.1, y: 0.9 }] }),
    );
    const post = emulator.posts()[0];
    expect(post).toMatchObject({
      id: result.externalId,
      kind: 'carousel',
      mediaType: 'CAROUSEL_ALBUM',
      text: 'Three frames',
    });
    const received = post.media as Array<{ url: string; type: string; sha256: string; userTags?: unknown }>;
    expect(received.map((m) => [m.url, m.type])).toEqual([
      [files[0].url, 'VIDEO'],
      [files[1].url, 'IMAGE'],
      [files[2].url, 'IMAGE'],
    ]);
    expect(received.map((m) => m.sha256)).toEqual(await Promise.all(files.map(sha256)));
    expect(received[1].userTags).toEqual([{ username: 'model', x: 0.1, y: 0.9 }]);
    expect(received[0].userTags).toBeUndefined();
    const containers = emulator.containerStates();
    expect(containers.filter((c) => c.isCarouselItem)).toHaveLength(3);
    expect(containers.find((c) => c.mediaType === 'CAROUSEL')).toMatchObject({
      status: 'PUBLISHED',
      caption: 'Three frames',
    });
  });

  it('cuts a feed post of twelve files to the first ten, with a warning', async () => {
    const files = Array.from({ length: 12 }, () => jpeg());
    const result = await plugin.publish(ctx, item('A dozen', files));
    expect(result.warnings).toEqual([
      'Only the first 10 of 12 media items were sent: a carousel holds at most 10.',
    ]);
    const sent = (emulator.posts()[0].media as Array<{ url: string }>).map((m) => m.url);
    expect(sent).toEqual(files.slice(0, 10).map((f) => f.url));
  });

  it('publishes a reel with its cover after the video finishes processing', async () => {
    const video = mp4(30);
    const coverFile = jpeg(1080, 1920);
    const result = await plugin.publish(
      ctx,
      item('Behind the scenes', [video], {
        kind: 'reel',
        shareToFeed: false,
        coverMediaId: { url: coverFile.url, contentType: 'image/jpeg', bytes: coverFile.bytes },
      }),
    );
    expect(result.warnings).toBeUndefined();
    expect(emulator.posts()[0]).toMatchObject({
      id: result.externalId,
      kind: 'reel',
      productType: 'REELS',
      text: 'Behind the scenes',
      shareToFeed: false,
      media: [{ url: video.url, durationSec: 30, sha256: await sha256(video) }],
      cover: { url: coverFile.url, sha256: await sha256(coverFile) },
    });
  });

  it('warns when a reel cover is only a media id, and posts a lone feed video as a reel shown in the feed', async () => {
    const reel = await plugin.publish(
      ctx,
      item('cover by id', [mp4(5)], { kind: 'reel', coverMediaId: 'm42' }),
    );
    expect(reel.warnings).toEqual([expect.stringMatching(/own cover/)]);
    await plugin.publish(ctx, item('a feed video', [mp4(20)]));
    expect(emulator.posts()[1]).toMatchObject({ kind: 'reel', text: 'a feed video', shareToFeed: true });
  });

  it('publishes a story without its text, and says so', async () => {
    const result = await plugin.publish(ctx, item('not shown', [jpeg(1080, 1920)], { kind: 'story' }));
    expect(result.warnings).toEqual(['Stories show no caption; the text was not sent.']);
    expect(emulator.posts()[0]).toMatchObject({ kind: 'story', productType: 'STORY', text: '' });
  });

  it('refuses, before creating anything, what only the files show', async () => {
    const cases: Array<[PublishItem, string, Record<string, unknown>]> = [
      [item('', [mp4(901)], { kind: 'reel' }), 'photo_reel_duration', { limit: 900, actual: 901 }],
      [item('', [mp4(2)], { kind: 'reel' }), 'photo_reel_duration', { limit: 3, actual: 2 }],
      [item('', [jpeg()], { kind: 'reel' }), 'photo_reel_video_required', { limit: 1, actual: 1, videos: 0 }],
      [item('', [mp4(61)], { kind: 'story' }), 'photo_story_duration', { limit: 60, actual: 61 }],
      [item('', [mp4(30, 3840)], { kind: 'reel' }), 'media_dimensions', { limit: 1920, actual: 3840 }],
      [item('', [jpeg(1000, 2000)]), 'media_aspect_ratio', { limit: '4:5 to 1.91:1', actual: '1000:2000' }],
      [item('', [jpeg(), mp4(61)]), 'media_too_long', { limit: 60, actual: 61 }],
      [item('', [mp4(901)]), 'media_too_long', { limit: 900, actual: 901 }],
    ];
    for (const [publishItem, code, extra] of cases) {
      const error = await failure(plugin.publish(ctx, publishItem));
      expect(plugin.classify(error)).toMatchObject({ code, retryable: false });
      expect((error as { violations: Array<{ extra: unknown }> }).violations[0].extra).toMatchObject(extra);
    }
    const gif = media.add('anim', { kind: 'gif', contentType: 'image/gif', body: Buffer.from('GIF89a') });
    expect(plugin.classify(await failure(plugin.publish(ctx, item('', [gif]))))).toMatchObject({
      code: 'media_type_not_supported',
      retryable: false,
    });
    const big = jpeg(1080, 1080, 8 * 1024 * 1024 + 100);
    expect(plugin.classify(await failure(plugin.publish(ctx, item('', [big]))))).toMatchObject({
      code: 'media_too_large',
      retryable: false,
    });
    expect(emulator.containerStates()).toHaveLength(0);
  });

  it('fails without sending when the files were not handed over', async () => {
    const error = await failure(plugin.publish(ctx, { text: 'x', mediaIds: ['m1'], options: {}, index: 0 }));
    expect(plugin.classify(error)).toMatchObject({ code: 'system_error', retryable: false });
    expect(emulator.containerStates()).toHaveLength(0);
  });

  it('classifies a video the platform could not fetch as media_unreachable', async () => {
    const video = mp4(10);
    const gone: PublishMedia = { ...video, url: `${video.url}-gone` };
    const error = await failure(plugin.publish(ctx, item('lost video', [gone], { kind: 'reel' })));
    expect(plugin.classify(error)).toMatchObject({ code: 'media_unreachable', retryable: true });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('keeps a published post when its first comment is refused, with a warning', async () => {
    const result = await plugin.publish(ctx, item('up anyway', [jpeg()], { firstComment: 'x'.repeat(2201) }));
    expect(result.warnings).toEqual([expect.stringMatching(/^The first comment was not posted/)]);
    expect(emulator.posts()).toHaveLength(1);
  });

  it('publishes a container once: after a lost publish answer the lookup finds the post', async () => {
    const publishItem = item('answer lost', [jpeg()]);
    const since = new Date();
    emulator.failNext('drop_after_accept');
    const error = await failure(plugin.publish(ctx, publishItem));
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect((error as PlatformNetworkError).mayHaveReached).toBe(true);
    const found = await plugin.findPublished(ctx, publishItem, since);
    expect(found?.externalId).toBe(emulator.posts()[0].id);
    expect(emulator.containerStates().map((c) => c.status)).toEqual(['PUBLISHED']);
    // A reel with the same caption is not the lost feed post.
    expect(
      await plugin.findPublished(ctx, item('answer lost', [mp4(5)], { kind: 'reel' }), since),
    ).toBeNull();
  });

  it('reports a lost container answer as not reached: no post can have gone up', async () => {
    // A proxy that passes the first container call on, then cuts the connection instead of answering.
    let cut = false;
    const proxy = await listen(async (req, res) => {
      if (cut || req.method !== 'POST' || !/\/media$/.test(req.url ?? '')) return emulator.handle(req, res);
      cut = true;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      await fetch(`${ctx.account.baseUrl}${req.url}`, {
        method: 'POST',
        headers: {
          authorization: req.headers.authorization ?? '',
          'content-type': req.headers['content-type'] ?? '',
        },
        body: Buffer.concat(chunks),
      });
      req.socket.destroy();
    });
    const proxied = { account: { ...ctx.account, baseUrl: proxy.url } };
    try {
      const error = await failure(plugin.publish(proxied, item('container lost', [jpeg()])));
      expect(error).toBeInstanceOf(PlatformNetworkError);
      expect((error as PlatformNetworkError).mayHaveReached).toBe(false);
      expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
      expect(emulator.containerStates()).toHaveLength(1);
      expect(emulator.posts()).toHaveLength(0);
    } finally {
      await proxy.close();
    }
  });

  it('finds a lost story by time alone, and will not guess between two', async () => {
    const since = new Date();
    const story = item('', [jpeg(1080, 1920)], { kind: 'story' });
    expect(await plugin.findPublished(ctx, story, since)).toBeNull();
    const first = await plugin.publish(ctx, story);
    expect((await plugin.findPublished(ctx, story, since))?.externalId).toBe(first.externalId);
    await plugin.publish(ctx, item('', [jpeg(1080, 1920)], { kind: 'story' }));
    await expect(plugin.findPublished(ctx, story, since)).rejects.toThrow(/cannot tell/);
  });

  it('replies with a comment and finds a lost one only under the same post', async () => {
    const since = new Date();
    const a = await plugin.publish(ctx, item('post a', [jpeg()]));
    const b = await plugin.publish(ctx, item('post b', [jpeg()]));
    const reply: PublishItem = {
      text: 'thanks!',
      mediaIds: [],
      options: {},
      index: 0,
      replyToExternalId: a.externalId,
    };
    emulator.failNext('drop_after_accept');
    await expect(plugin.publish(ctx, reply)).rejects.toBeInstanceOf(PlatformNetworkError);
    const comment = emulator.posts().find((p) => p.kind === 'comment');
    expect((await plugin.findPublished(ctx, reply, since))?.externalId).toBe(comment?.id);
    expect(await plugin.findPublished(ctx, { ...reply, replyToExternalId: b.externalId }, since)).toBeNull();

    const withFiles = await plugin.publish(ctx, {
      ...reply,
      text: 'look',
      media: [jpeg()],
      mediaIds: ['m1'],
    });
    expect(withFiles.warnings).toEqual([expect.stringMatching(/carries text only/)]);
  });

  it('reads the 24-hour publishing quota', async () => {
    await plugin.publish(ctx, item('one', [jpeg()]));
    await plugin.publish(ctx, item('two', [jpeg()]));
    expect(await plugin.quota(ctx)).toEqual({ used: 2, total: 50, windowSeconds: 86_400 });
  });

  it('declares what it cannot do, with the reasons', () => {
    const rows = new Map(plugin.features.map((row) => [row.feature, row]));
    expect(rows.get('delete')).toEqual({
      feature: 'delete',
      supported: false,
      condition: "Published media cannot be deleted through the platform's API.",
    });
    expect(rows.get('edit')?.supported).toBe(false);
    expect(rows.get('quota')).toEqual({ feature: 'quota', supported: true });
    expect(rows.get('media')).toEqual({ feature: 'media', supported: true });
    expect(rows.size).toBe(18);
    expect(plugin.limits.media).toEqual({ images: 10, videos: 10, mixImagesAndVideo: true });
  });
});
