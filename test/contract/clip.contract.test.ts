import { createHash } from 'node:crypto';
import type { ChannelPlugin, PublishContext, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { ClipPlugin } from '../../plugins/clip';
import { ClipUploadAbortedError } from '../../plugins/clip/errors';
import { ClipEmulator } from '../../plugins/clip/emulator';
import { clipPostUrl } from '../../plugins/clip/plugin';
import { optionViolations } from '../../plugins/clip/rules';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const SMILE = '\u{1F600}'; // 2 UTF-16 units
const video = { mediaIds: ['vid_1'], options: { privacyLevel: 'PUBLIC_TO_EVERYONE' } };
const photos = { mediaIds: ['img_1', 'img_2'], options: { privacyLevel: 'SELF_ONLY', title: 'Two photos' } };

// This channel cannot post text alone: every item the kit sends carries one photo (pulled by the
// emulator from a real HTTP server) and a privacy level. The channel has no replies.
const kitMedia = new TestMediaServer();
let kitPhoto: PublishMedia;
beforeAll(async () => {
  await kitMedia.start();
  kitPhoto = kitMedia.add('kit_photo', { kind: 'image', contentType: 'image/jpeg', bytes: 2048 });
});
afterAll(() => kitMedia.stop());

runPluginContract(new ClipPlugin(), {
  realLink: /^https:\/\/www\.tiktok\.com\/@contract_kit\/photo\/\d+$/,
  // Two comments from viewers are counted (the API cannot read them).
  metrics: {
    engage: { views: 900, likes: 40, shares: 6 },
    expect: { views: 900, likes: 40, comments: 2, shares: 6 },
  },
  itemExtras: () => ({
    mediaIds: [kitPhoto.id],
    media: [kitPhoto],
    options: { privacyLevel: 'SELF_ONLY', title: 'kit photo' },
  }),
  replies: false,
  valid: [
    { name: 'a video with a privacy level', draft: { text: 'my clip #tag', ...video } },
    { name: 'photos with a title', draft: { text: 'my photos', ...photos } },
    { name: 'a caption of exactly 2200 UTF-16 units', draft: { ...video, text: 'a'.repeat(2200) } },
    { name: '1100 emoji are 2200 UTF-16 units', draft: { ...video, text: SMILE.repeat(1100) } },
    { name: 'no caption at all', draft: { ...video, text: '' } },
    {
      name: 'a title of exactly 90 UTF-16 units (45 emoji)',
      draft: { ...photos, options: { ...photos.options, title: SMILE.repeat(45) } },
    },
    {
      name: 'branded content that is not private, with every interaction option',
      draft: {
        ...video,
        options: {
          privacyLevel: 'FOLLOWER_OF_CREATOR',
          brandContentToggle: true,
          brandOrganicToggle: true,
          disableComment: true,
          disableDuet: false,
          disableStitch: false,
        },
      },
    },
  ],
  invalid: [
    {
      name: 'a caption of 2201 UTF-16 units',
      draft: { ...video, text: 'a'.repeat(2201) },
      codes: ['content_too_long'],
      extra: { platform: 'clip', limit: 2200, actual: 2201 },
    },
    {
      name: 'emoji counted as two UTF-16 units each',
      draft: { ...video, text: SMILE.repeat(1101) },
      codes: ['content_too_long'],
      extra: { platform: 'clip', limit: 2200, actual: 2202 },
    },
    {
      name: 'no media',
      draft: { text: 'text alone', options: video.options },
      codes: ['media_required'],
      extra: { platform: 'clip' },
    },
    {
      name: 'a chain',
      draft: { ...video, threadItems: [{ text: 'one', mediaIds: ['vid_1'] }] },
      codes: ['chain_not_supported'],
      extra: { platform: 'clip' },
    },
    {
      name: 'a topic tag',
      draft: { ...video, topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'clip' },
    },
    {
      name: 'no privacy level',
      draft: { mediaIds: ['vid_1'], options: {} },
      codes: ['clip_privacy_required'],
      extra: { platform: 'clip' },
    },
    {
      name: 'branded content posted privately',
      draft: { ...video, options: { privacyLevel: 'SELF_ONLY', brandContentToggle: true } },
      codes: ['clip_branded_private'],
      extra: { platform: 'clip' },
    },
    {
      name: 'a title of 91 UTF-16 units',
      draft: { ...photos, options: { ...photos.options, title: 'a'.repeat(91) } },
      codes: ['clip_title_too_long'],
      extra: { platform: 'clip', limit: 90, actual: 91 },
    },
    {
      name: 'a title of 46 emoji is 92 UTF-16 units',
      draft: { ...photos, options: { ...photos.options, title: SMILE.repeat(46) } },
      codes: ['clip_title_too_long'],
      extra: { platform: 'clip', limit: 90, actual: 92 },
    },
    {
      name: 'everything at once, in a fixed order',
      draft: {
        text: 'a'.repeat(2300),
        mediaIds: [],
        threadItems: [{ text: 'a'.repeat(2300), mediaIds: [] }],
        topicTag: 'news',
        options: { title: 'a'.repeat(100) },
      },
      codes: [
        'content_too_long',
        'media_required',
        'chain_not_supported',
        'topic_tag_not_supported',
        'clip_privacy_required',
        'clip_title_too_long',
      ],
      extra: { platform: 'clip', limit: 2200, actual: 2300 },
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 60 },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'invalid_params', code: 'platform_rejected_content', retryable: false },
    { kind: 'scope_not_authorized', code: 'permission_denied', retryable: false },
    { kind: 'spam_risk_too_many_posts', code: 'platform_error', retryable: false },
    { kind: 'spam_risk_user_banned_from_posting', code: 'permission_denied', retryable: false },
    { kind: 'privacy_level_option_mismatch', code: 'clip_privacy_invalid', retryable: false },
    { kind: 'url_ownership_unverified', code: 'permission_denied', retryable: false },
  ],
});

/** Small chunk bounds and quick polls, so a video of a few kilobytes goes up in several chunks. */
const SETTINGS = {
  transfer: { minChunkBytes: 1000, maxChunkBytes: 4000, maxFinalChunkBytes: 8000, maxChunks: 1000 },
  chunkBytes: 1500,
  pollIntervalMs: 5,
};

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const bodyOf = async (media: PublishMedia) => media.read();
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the publish to fail');
    },
    (e: unknown) => e,
  );

describe('clip plugin against its emulator', () => {
  const plugin = new ClipPlugin(SETTINGS);
  const media = new TestMediaServer();
  let emulator: ClipEmulator;
  let server: Listening;
  let ctx: PublishContext;
  let counter = 0;

  beforeAll(async () => {
    await media.start();
    emulator = new ClipEmulator({ transfer: SETTINGS.transfer, processingMs: 5 });
    server = await serveEmulator(emulator);
    ctx = { account: { ...plugin.sandbox.account('creator'), sandbox: true, baseUrl: server.url } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    emulator.releaseHeld();
    await server.close();
    await media.stop();
  });

  const newVideo = (bytes = 5000, fields: Partial<PublishMedia> = {}) => {
    counter += 1;
    return media.add(`video_${counter}`, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes,
      durationSec: 30,
      ...fields,
    });
  };
  const newPhoto = (contentType = 'image/jpeg') => {
    counter += 1;
    return media.add(`photo_${counter}`, { kind: 'image', contentType, bytes: 300 + counter });
  };
  const item = (files: PublishMedia[], options: Record<string, unknown>, text = 'caption'): PublishItem => ({
    text,
    mediaIds: files.map((f) => f.id),
    options,
    index: 0,
    media: files,
  });
  const publicVideo = (files: PublishMedia[], text = 'caption') =>
    item(files, { privacyLevel: 'PUBLIC_TO_EVERYONE' }, text);

  it('uploads a video in order, in announced chunks, and the platform holds its exact bytes', async () => {
    const file = newVideo(5000);
    const result = await plugin.publish(ctx, publicVideo([file], 'first clip #fanout'));

    const [post] = emulator.posts();
    expect(post).toMatchObject({
      id: result.externalId,
      text: 'first clip #fanout',
      kind: 'video',
      privacyLevel: 'PUBLIC_TO_EVERYONE',
      disableComment: false,
      disableDuet: false,
      disableStitch: false,
      brandContentToggle: false,
      media: [{ bytes: 5000, sha256: sha256(await bodyOf(file)), contentType: 'video/mp4' }],
    });
    expect(post).not.toHaveProperty('title');
    // 5000 bytes at 1500 a chunk: three chunks, the trailing 500 bytes merged into the last.
    expect(emulator.publishRecords()[0].upload).toMatchObject({
      videoSize: 5000,
      chunkSize: 1500,
      totalChunkCount: 3,
      uploadedBytes: 5000,
    });
    expect(result.url).toBe(`${ctx.account.baseUrl}/_sandbox/posts/${result.externalId}`);
    expect(await (await fetch(result.url!)).json()).toMatchObject({ id: result.externalId, kind: 'video' });
    expect(result.warnings).toBeUndefined();
  });

  it('sends a video under the minimum chunk size whole', async () => {
    const file = newVideo(700);
    await plugin.publish(ctx, publicVideo([file]));
    expect(emulator.publishRecords()[0].upload).toMatchObject({
      videoSize: 700,
      chunkSize: 700,
      totalChunkCount: 1,
    });
    expect(emulator.posts()[0].media).toEqual([expect.objectContaining({ bytes: 700 })]);
  });

  it('posts photos the platform pulls from their URLs, in order, with title and caption', async () => {
    const files = [newPhoto(), newPhoto('image/webp'), newPhoto()];
    const result = await plugin.publish(
      ctx,
      item(
        files,
        { privacyLevel: 'MUTUAL_FOLLOW_FRIENDS', title: 'Day out', disableComment: true },
        'the long caption',
      ),
    );
    const [post] = emulator.posts();
    expect(post).toMatchObject({
      id: result.externalId,
      kind: 'photo',
      title: 'Day out',
      text: 'the long caption',
      privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
      disableComment: true,
      coverIndex: 0,
    });
    const received = post.media as Array<{ url: string; sha256: string }>;
    expect(received.map((m) => m.url)).toEqual(files.map((f) => f.url));
    expect(received.map((m) => m.sha256)).toEqual(
      await Promise.all(files.map(async (f) => sha256(await f.read()))),
    );
  });

  it('passes the interaction and branding options, and follows the creator where they are left out', async () => {
    emulator.setCreator('creator', { duetDisabled: true });
    await plugin.publish(
      ctx,
      item([newVideo()], {
        privacyLevel: 'FOLLOWER_OF_CREATOR',
        disableComment: true,
        brandContentToggle: true,
        brandOrganicToggle: true,
      }),
    );
    expect(emulator.posts()[0]).toMatchObject({
      disableComment: true,
      disableDuet: true,
      disableStitch: false,
      brandContentToggle: true,
      brandOrganicToggle: true,
    });
  });

  it('keeps one video of several and 35 photos of 36, saying what was left out', async () => {
    const videos = [newVideo(), newVideo(), newVideo()];
    const one = await plugin.publish(ctx, publicVideo(videos));
    expect(one.warnings).toEqual([
      `clip takes one video: sent ${videos[0].id}, left out ${videos[1].id}, ${videos[2].id}.`,
    ]);
    expect(emulator.posts()[0].media).toEqual([
      expect.objectContaining({ sha256: sha256(await videos[0].read()) }),
    ]);

    const many = Array.from({ length: 36 }, () => newPhoto());
    const trimmed = await plugin.publish(ctx, item(many, { privacyLevel: 'SELF_ONLY', title: 'lots' }));
    expect(trimmed.warnings).toEqual([`clip takes up to 35 photos: left out ${many[35].id}.`]);
    const post = emulator.posts().find((p) => p.id === trimmed.externalId);
    expect((post?.media as unknown[]).length).toBe(35);
  });

  it('keeps the video of a mixed image-and-video set and says what it dropped (2026-09-17)', async () => {
    const video = newVideo();
    const photo = newPhoto();
    const result = await plugin.publish(ctx, publicVideo([video, photo]));
    expect(result.warnings).toEqual([
      `Kept the video and dropped 1 image(s) (${photo.id}): a clip post cannot mix images and video (media_mixed).`,
    ]);
    expect(emulator.posts().find((p) => p.id === result.externalId)).toBeDefined();
  });

  // Each of these is decided before anything is sent: the emulator never sees an init.
  it.each([
    {
      name: 'a reply',
      build: () => ({ ...publicVideo([newVideo()]), replyToExternalId: '7000' }),
      code: 'clip_reply_not_supported',
    },
    { name: 'no files', build: () => publicVideo([]), code: 'media_required' },
    {
      name: 'a photo post without a title',
      build: () => item([newPhoto()], { privacyLevel: 'SELF_ONLY' }),
      code: 'clip_title_required',
    },
    {
      name: 'a video with a title',
      build: () => item([newVideo()], { privacyLevel: 'SELF_ONLY', title: 'no' }),
      code: 'clip_title_not_supported',
    },
    {
      name: 'a PNG photo',
      build: () => item([newPhoto('image/png')], { privacyLevel: 'SELF_ONLY', title: 't' }),
      code: 'media_type_not_supported',
    },
    {
      name: 'a GIF',
      build: () => item([newPhoto('image/gif')], { privacyLevel: 'SELF_ONLY', title: 't' }),
      code: 'media_type_not_supported',
    },
    { name: 'no privacy level', build: () => item([newVideo()], {}), code: 'clip_privacy_required' },
    {
      name: 'private branded content',
      build: () => item([newVideo()], { privacyLevel: 'SELF_ONLY', brandContentToggle: true }),
      code: 'clip_branded_private',
    },
  ])('refuses $name as $code, sending nothing', async ({ build, code }) => {
    const error = await failure(plugin.publish(ctx, build()));
    expect(plugin.classify(error)).toMatchObject({ code, retryable: false });
    expect(emulator.publishRecords()).toHaveLength(0);
  });

  it('checks the creator’s settings read just before the post, and sends nothing they refuse', async () => {
    const cases: Array<[Parameters<ClipEmulator['setCreator']>[1], Record<string, unknown>, string, object]> =
      [
        [
          { privacyLevelOptions: ['SELF_ONLY'] },
          { privacyLevel: 'PUBLIC_TO_EVERYONE' },
          'clip_privacy_invalid',
          { privacyLevel: 'PUBLIC_TO_EVERYONE', allowed: ['SELF_ONLY'] },
        ],
        [
          { commentDisabled: true, stitchDisabled: true },
          { privacyLevel: 'SELF_ONLY', disableComment: false, disableStitch: false },
          'clip_interaction_disabled',
          { settings: ['disableComment', 'disableStitch'] },
        ],
        [{ canPost: false }, { privacyLevel: 'SELF_ONLY' }, 'clip_cannot_post', {}],
        [
          { maxVideoPostDurationSec: 15 },
          { privacyLevel: 'SELF_ONLY' },
          'media_too_long',
          { limit: 15, actual: 30 },
        ],
      ];
    for (const [creator, options, code, extra] of cases) {
      emulator.reset();
      emulator.setCreator('creator', creator);
      const error = await failure(plugin.publish(ctx, item([newVideo()], options)));
      expect(plugin.classify(error)).toMatchObject({ code, retryable: false });
      expect((error as { violations: Array<{ extra: object }> }).violations[0].extra).toMatchObject(extra);
      expect(emulator.publishRecords()).toHaveLength(0);
    }
  });

  it('reads the creator info afresh for every post and for the publish options', async () => {
    expect(await plugin.publishOptions(ctx)).toEqual({
      creatorNickname: 'creator',
      privacyLevels: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      canPost: true,
      maxVideoDurationSec: 600,
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: false,
    });
    await plugin.publish(ctx, publicVideo([newVideo()]));
    emulator.setCreator('creator', {
      nickname: 'Creator!',
      privacyLevelOptions: ['SELF_ONLY'],
      canPost: false,
    });
    expect(await plugin.publishOptions(ctx)).toMatchObject({
      creatorNickname: 'Creator!',
      privacyLevels: ['SELF_ONLY'],
      canPost: false,
    });
    const error = await failure(plugin.publish(ctx, publicVideo([newVideo()])));
    expect(plugin.classify(error).code).toBe('clip_cannot_post');
    expect(emulator.posts()).toHaveLength(1);
  });

  it('treats the daily post cap as can_post false and as not retryable', async () => {
    const capped = new ClipEmulator({ transfer: SETTINGS.transfer, processingMs: 5, dailyPostCap: 1 });
    const cappedServer = await serveEmulator(capped);
    const cappedCtx = {
      account: {
        ...ctx.account,
        baseUrl: cappedServer.url,
      },
    };
    try {
      await plugin.publish(cappedCtx, publicVideo([newVideo()]));
      expect((await plugin.publishOptions(cappedCtx)).canPost).toBe(false);
      const error = await failure(plugin.publish(cappedCtx, publicVideo([newVideo()])));
      expect(plugin.classify(error)).toMatchObject({ code: 'clip_cannot_post', retryable: false });
      expect(capped.posts()).toHaveLength(1);
    } finally {
      await cappedServer.close();
    }
  });

  it('refuses a token the sandbox did not issue as platform_auth_error', async () => {
    const stranger = { ...ctx, account: { ...ctx.account, credentials: { accessToken: 'act.real-token' } } };
    const error = await failure(plugin.publish(stranger, publicVideo([newVideo()])));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_auth_error', retryable: false });
    await expect(plugin.publishOptions(stranger)).rejects.toMatchObject({ code: 'access_token_invalid' });
  });

  it('links a real post by handle and kind, and has no link before the platform gives an id', () => {
    const real = { ...ctx.account, handle: '@creator', sandbox: false };
    const outcome = { publishId: 'p_1', postId: '7123', inbox: false, warnings: [] };
    expect(clipPostUrl(real, { ...outcome, kind: 'video' })).toBe(
      'https://www.tiktok.com/@creator/video/7123',
    );
    expect(clipPostUrl(real, { ...outcome, kind: 'photo' })).toBe(
      'https://www.tiktok.com/@creator/photo/7123',
    );
    expect(clipPostUrl(real, { ...outcome, kind: 'photo', postId: undefined })).toBeUndefined();
  });

  it('declares what it does: publish, media and publish options; no edit, delete or replies', () => {
    const rows = new Map(plugin.features.map((r) => [r.feature, r]));
    for (const feature of ['publish', 'media', 'publishOptions'] as const) {
      expect(rows.get(feature)).toEqual({ feature, supported: true });
    }
    for (const feature of ['edit', 'delete', 'replies', 'reply', 'chain', 'topicTag'] as const) {
      expect(rows.get(feature)).toMatchObject({ supported: false, condition: expect.any(String) });
    }
    expect(plugin.features).toHaveLength(18);
    const contract: ChannelPlugin = plugin;
    expect(contract.remove).toBeUndefined();
    expect(contract.edit).toBeUndefined();
    expect(contract.findPublished).toBeUndefined();
  });
});

describe('clip failure kinds through a real post', () => {
  const plugin = new ClipPlugin({ ...SETTINGS, stallTimeoutMs: 150 });
  const media = new TestMediaServer();
  let emulator: ClipEmulator;
  let server: Listening;
  let ctx: PublishContext;
  let file: PublishMedia;
  let photo: PublishMedia;

  beforeAll(async () => {
    await media.start();
    file = media.add('the_video', { kind: 'video', contentType: 'video/mp4', bytes: 4200, durationSec: 20 });
    photo = media.add('the_photo', { kind: 'image', contentType: 'image/jpeg', bytes: 800 });
    emulator = new ClipEmulator({ transfer: SETTINGS.transfer, processingMs: 5 });
    server = await serveEmulator(emulator);
    ctx = {
      account: {
        ...plugin.sandbox.account('failing'),
        sandbox: true,
        baseUrl: server.url,
      },
    };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    emulator.releaseHeld();
    await server.close();
    await media.stop();
  });

  const videoItem = (): PublishItem => ({
    text: 'failing clip',
    mediaIds: [file.id],
    options: { privacyLevel: 'SELF_ONLY' },
    index: 0,
    media: [file],
  });
  const photoItem = (files = [photo]): PublishItem => ({
    text: 'failing photos',
    mediaIds: files.map((f) => f.id),
    options: { privacyLevel: 'SELF_ONLY', title: 'photos' },
    index: 0,
    media: files,
  });

  it.each([
    ['server_error', 'platform_error', true, undefined],
    ['rate_limit', 'platform_error', true, 60],
    ['auth', 'platform_auth_error', false, undefined],
    ['invalid_params', 'platform_rejected_content', false, undefined],
    ['scope_not_authorized', 'permission_denied', false, undefined],
    ['spam_risk_too_many_posts', 'platform_error', false, undefined],
    ['spam_risk_user_banned_from_posting', 'permission_denied', false, undefined],
    ['privacy_level_option_mismatch', 'clip_privacy_invalid', false, undefined],
    ['url_ownership_unverified', 'permission_denied', false, undefined],
  ])(
    'classifies the init answer %s as %s (retryable %s), storing nothing',
    async (kind, code, retryable, after) => {
      for (const build of [videoItem, () => photoItem()]) {
        emulator.failNext(kind);
        const error = await failure(plugin.publish(ctx, build()));
        const classified = plugin.classify(error);
        expect(classified).toMatchObject({ code, retryable });
        expect(classified.retryAfterSeconds).toBe(after);
        expect(emulator.publishRecords()).toHaveLength(0);
        expect(emulator.posts()).toHaveLength(0);
      }
    },
  );

  it('answers an expired upload URL as container_expired, safe to send again', async () => {
    emulator.failNext('upload_url_expired');
    const error = await failure(plugin.publish(ctx, videoItem()));
    expect(plugin.classify(error)).toMatchObject({ code: 'container_expired', retryable: true });
    expect(error).not.toBeInstanceOf(PlatformNetworkError);
    await plugin.publish(ctx, videoItem());
    expect(emulator.posts()).toHaveLength(1);
  });

  it('reports processing that ends FAILED by its fail_reason', async () => {
    emulator.failNext('processing_failed');
    const error = await failure(plugin.publish(ctx, videoItem()));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('reports photos the platform could not pull as media_unreachable', async () => {
    const gone = { ...photo, id: 'gone', url: photo.url.replace('the_photo', 'missing') };
    const error = await failure(plugin.publish(ctx, photoItem([photo, gone])));
    expect(error).toMatchObject({ failReason: 'photo_pull_failed' });
    expect(plugin.classify(error)).toMatchObject({ code: 'media_unreachable', retryable: true });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('gives up on processing that stops moving as upload_stalled', async () => {
    emulator.failNext('stall');
    const error = await failure(plugin.publish(ctx, videoItem()));
    expect(plugin.classify(error)).toMatchObject({ code: 'upload_stalled', retryable: true });
    expect(error).not.toBeInstanceOf(PlatformNetworkError);
  });

  it('after a lost answer to the last chunk, reads the status and follows the same publish id', async () => {
    emulator.failNext('drop_final_chunk');
    const result = await plugin.publish(ctx, videoItem());
    expect(emulator.publishRecords()).toHaveLength(1);
    expect(emulator.posts()).toEqual([
      expect.objectContaining({ id: result.externalId, text: 'failing clip' }),
    ]);
  });

  it('after a lost video init answer, starts over safely: a container without bytes never posts', async () => {
    emulator.failNext('drop_after_accept');
    const error = await failure(plugin.publish(ctx, videoItem()));
    expect(error).toBeInstanceOf(ClipUploadAbortedError);
    expect(plugin.classify(error).retryable).toBe(true);
    await plugin.publish(ctx, videoItem());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emulator.publishRecords()).toHaveLength(2);
    expect(emulator.posts()).toHaveLength(1);
  });

  it('after a lost photo init answer, leaves the outcome open: the platform may still post it', async () => {
    emulator.failNext('drop_after_accept');
    const error = await failure(plugin.publish(ctx, photoItem()));
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect((error as PlatformNetworkError).mayHaveReached).toBe(true);
    expect(plugin.classify(error).retryable).toBe(true);
    // The platform went on with it; with no way to list posts, the service ends it unconfirmed.
    for (let i = 0; i < 50 && emulator.posts().length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(emulator.posts()).toHaveLength(1);
  });
});

describe('clip_privacy_required over REST', () => {
  it('names the REST path that lists the privacy levels, not the MCP tool', () => {
    const [found] = optionViolations({});
    expect(found.code).toBe('clip_privacy_required');
    expect(found.message).toContain('GET /v1/channels/publish-options');
    expect(found.message).not.toContain('get_publish_options');
  });
});
