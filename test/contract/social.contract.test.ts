import { createHash } from 'node:crypto';
import type { EmulatedPost, PublishContext, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { SocialPlugin } from '../../plugins/social';
import { SocialEmulator } from '../../plugins/social/emulator';
import { socialPostUrl } from '../../plugins/social/post-url';
import { SocialRuleError } from '../../plugins/social/rules';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const SMILE = '\u{1F600}'; // 4 UTF-8 bytes
const HOUR = 60 * 60 * 1000;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);

runPluginContract(new SocialPlugin(), {
  realLink: /^https:\/\/www\.facebook\.com\/\d+\/posts\/\d+$/,
  // Two comments from people come with the counts.
  metrics: { engage: { reactions: 5, shares: 2 }, expect: { reactions: 5, comments: 2, shares: 2 } },
  valid: [
    { name: 'plain text', draft: { text: 'Hello from the social channel' } },
    { name: 'text of exactly 63206 characters', draft: { text: 'a'.repeat(63_206) } },
    { name: 'emoji within the limit as bytes', draft: { text: SMILE.repeat(15_801) } },
    { name: 'a link post', draft: { options: { link: 'https://example.com/article' } } },
    { name: 'an http link', draft: { options: { link: 'http://example.com/' } } },
    { name: 'a multi-photo post', draft: { mediaIds: ids(3) } },
    // Over-limit sets are cut at publish with a warning (spec 2026-09-17), not refused.
    { name: 'twelve files (trimmed at publish)', draft: { mediaIds: ids(12) } },
    { name: 'a reel of one file', draft: { mediaIds: ids(1), options: { kind: 'reel' } } },
    {
      name: 'a story of one file without caption',
      draft: { text: '', mediaIds: ids(1), options: { kind: 'story' } },
    },
    {
      name: 'a feed post scheduled an hour ahead',
      draft: { options: { scheduledPublishTime: ahead(HOUR) } },
    },
    {
      name: 'a schedule with a numeric offset, 27 days ahead',
      draft: { options: { scheduledPublishTime: ahead(27 * 24 * HOUR).replace('Z', '+00:00') } },
    },
    {
      name: 'a scheduled multi-photo post',
      draft: { mediaIds: ids(2), options: { scheduledPublishTime: ahead(2 * HOUR) } },
    },
    {
      name: 'feed targeting on a text post',
      draft: { options: { feedTargeting: { countries: ['KR'], ageMin: 20 } } },
    },
    {
      name: 'feed targeting on a link post',
      draft: { options: { link: 'https://example.com', feedTargeting: { genders: ['female'] } } },
    },
    {
      name: 'a first comment on a photo post',
      draft: { mediaIds: ids(1), options: { firstComment: 'Details below' } },
    },
    {
      name: 'a first comment on a reel',
      draft: { mediaIds: ids(1), options: { kind: 'reel', firstComment: 'hi' } },
    },
  ],
  invalid: [
    {
      name: '63207 characters',
      draft: { text: 'a'.repeat(63_207) },
      codes: ['content_too_long'],
      extra: { platform: 'social', limit: 63_206, actual: 63_207 },
    },
    {
      // 15802 emoji are 15802 code points but 63208 once emoji count as UTF-8 bytes.
      name: 'emoji counted as UTF-8 bytes',
      draft: { text: SMILE.repeat(15_802) },
      codes: ['content_too_long'],
      extra: { platform: 'social', limit: 63_206, actual: 63_208 },
    },
    {
      name: 'a first comment over 8000 characters',
      draft: { options: { firstComment: 'c'.repeat(8_001) } },
      codes: ['content_too_long'],
      extra: { platform: 'social', field: 'options.social.firstComment', limit: 8_000, actual: 8_001 },
    },
    {
      name: 'a chain',
      draft: {
        threadItems: [
          { text: 'one', mediaIds: [] },
          { text: 'two', mediaIds: [] },
        ],
      },
      codes: ['chain_not_supported'],
      extra: { platform: 'social' },
    },
    {
      name: 'a topic tag',
      draft: { topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'social' },
    },
    {
      name: 'an ftp link',
      draft: { options: { link: 'ftp://example.com/file' } },
      codes: ['social_link_invalid'],
      extra: { platform: 'social', field: 'options.social.link' },
    },
    {
      name: 'a link that is not a URL',
      draft: { options: { link: 'example dot com' } },
      codes: ['social_link_invalid'],
    },
    {
      name: 'a link with media',
      draft: { mediaIds: ids(1), options: { link: 'https://example.com' } },
      codes: ['social_link_with_media'],
      extra: { platform: 'social' },
    },
    {
      name: 'a reel without a file',
      draft: { options: { kind: 'reel' } },
      codes: ['social_reel_video_required'],
      extra: { platform: 'social', limit: 1, actual: 0 },
    },
    {
      name: 'a reel of two files',
      draft: { mediaIds: ids(2), options: { kind: 'reel' } },
      codes: ['social_reel_video_required'],
      extra: { limit: 1, actual: 2 },
    },
    {
      name: 'a story of two files',
      draft: { text: '', mediaIds: ids(2), options: { kind: 'story' } },
      codes: ['social_story_single_media'],
      extra: { platform: 'social', limit: 1, actual: 2 },
    },
    {
      name: 'a story with a caption',
      draft: { text: 'look', mediaIds: ids(1), options: { kind: 'story' } },
      codes: ['social_story_no_caption'],
      extra: { platform: 'social' },
    },
    {
      name: 'a story with a first comment',
      draft: { text: '', mediaIds: ids(1), options: { kind: 'story', firstComment: 'hi' } },
      codes: ['social_story_no_extras'],
      extra: { platform: 'social' },
    },
    {
      name: 'a story breaking three rules at once',
      draft: { text: 'caption', mediaIds: ids(2), options: { kind: 'story', firstComment: 'hi' } },
      codes: ['social_story_single_media', 'social_story_no_caption', 'social_story_no_extras'],
      extra: { limit: 1, actual: 2 },
    },
    {
      name: 'a scheduled reel',
      draft: { mediaIds: ids(1), options: { kind: 'reel', scheduledPublishTime: ahead(HOUR) } },
      codes: ['social_schedule_feed_only'],
      extra: { platform: 'social', kind: 'reel' },
    },
    {
      name: 'a schedule that is not ISO 8601',
      draft: { options: { scheduledPublishTime: 'tomorrow at noon' } },
      codes: ['social_schedule_invalid'],
      extra: { platform: 'social', field: 'options.social.scheduledPublishTime' },
    },
    {
      name: 'a schedule without a timezone offset',
      draft: { options: { scheduledPublishTime: '2030-01-01T10:00:00' } },
      codes: ['social_schedule_invalid'],
    },
    {
      name: 'a schedule five minutes ahead',
      draft: { options: { scheduledPublishTime: ahead(5 * 60 * 1000) } },
      codes: ['social_schedule_range'],
      extra: { platform: 'social' },
    },
    {
      name: 'a schedule 29 days ahead',
      draft: { options: { scheduledPublishTime: ahead(29 * 24 * HOUR) } },
      codes: ['social_schedule_range'],
    },
    {
      name: 'a schedule in the past',
      draft: { options: { scheduledPublishTime: '2020-01-01T00:00:00Z' } },
      codes: ['social_schedule_range'],
      extra: { actual: '2020-01-01T00:00:00Z' },
    },
    {
      name: 'a scheduled post with a first comment',
      draft: { options: { scheduledPublishTime: ahead(HOUR), firstComment: 'first!' } },
      codes: ['social_schedule_no_first_comment'],
      extra: { platform: 'social' },
    },
    {
      name: 'feed targeting on a photo post',
      draft: { mediaIds: ids(1), options: { feedTargeting: { countries: ['US'] } } },
      codes: ['social_targeting_text_only'],
      extra: { platform: 'social' },
    },
    {
      name: 'feed targeting on a reel',
      draft: { mediaIds: ids(1), options: { kind: 'reel', feedTargeting: { ageMin: 18 } } },
      codes: ['social_targeting_text_only'],
    },
    {
      name: 'long text, a bad link with media and a topic tag',
      draft: {
        text: 'a'.repeat(63_210),
        mediaIds: ids(1),
        topicTag: 'x',
        options: { link: 'mailto:a@b.c' },
      },
      codes: ['content_too_long', 'topic_tag_not_supported', 'social_link_invalid', 'social_link_with_media'],
      extra: { limit: 63_206, actual: 63_210 },
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'transient', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 300 },
    { kind: 'app_rate_limit', code: 'platform_error', retryable: true },
    { kind: 'user_rate_limit', code: 'platform_error', retryable: true },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'invalid', code: 'platform_rejected_content', retryable: false },
    { kind: 'policy_block', code: 'platform_rejected_content', retryable: false },
    { kind: 'duplicate', code: 'platform_rejected_content', retryable: false },
    { kind: 'permission', code: 'permission_denied', retryable: false },
    { kind: 'app_permission', code: 'permission_denied', retryable: false },
    { kind: 'media_unreachable', code: 'media_unreachable', retryable: true },
    { kind: 'session_expired', code: 'container_expired', retryable: true },
  ],
});

// What the contract kit does not look at: each post kind through the emulator with real media over
// HTTP, what the emulator holds afterwards, trimming, scheduling, first comments, edits and deletes.
describe('social plugin publishing each post kind', () => {
  const plugin = new SocialPlugin({ uploadChunkBytes: 1000 });
  const media = new TestMediaServer();
  let emulator: SocialEmulator;
  let server: Listening;
  let ctx: PublishContext;
  let baseUrl: string;

  beforeAll(async () => {
    await media.start();
    emulator = new SocialEmulator();
    server = await serveEmulator(emulator);
    baseUrl = server.url;
    ctx = { account: { ...plugin.sandbox.account('newsroom'), sandbox: true, baseUrl } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    emulator.releaseHeld();
    await server.close();
    await media.stop();
  });

  const image = (id: string, bytes = 2048): PublishMedia =>
    media.add(id, { kind: 'image', contentType: 'image/jpeg', bytes, width: 1200, height: 800 });
  const video = (id: string, fields: Partial<PublishMedia> = {}): PublishMedia =>
    media.add(id, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes: 4500,
      width: 1080,
      height: 1920,
      durationSec: 30,
      ...fields,
    });
  const item = (
    text: string,
    files: PublishMedia[] = [],
    options: Record<string, unknown> = {},
  ): PublishItem => ({
    text,
    mediaIds: files.map((f) => f.id),
    media: files,
    options,
    index: 0,
  });
  const sha = (id: string, bytes: number) =>
    createHash('sha256').update(Buffer.alloc(bytes, id)).digest('hex');
  const only = (): EmulatedPost => {
    const posts = emulator.posts();
    expect(posts).toHaveLength(1);
    return posts[0];
  };
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );

  it('publishes a text post as a status and links it to its sandbox page', async () => {
    const result = await plugin.publish(ctx, item('Just words'));
    expect(result.externalId).toMatch(new RegExp(`^${ctx.account.externalAccountId}_\\d{16}$`));
    expect(only()).toMatchObject({
      id: result.externalId,
      kind: 'status',
      text: 'Just words',
      published: true,
    });
    expect(result.url).toBe(`${baseUrl}/_sandbox/posts/${result.externalId}`);
    expect(await (await fetch(result.url!)).json()).toMatchObject({
      id: result.externalId,
      text: 'Just words',
    });
  });

  it('publishes a link post with its message and link', async () => {
    await plugin.publish(ctx, item('Read this', [], { link: 'https://example.com/story' }));
    expect(only()).toMatchObject({ kind: 'link', text: 'Read this', link: 'https://example.com/story' });
  });

  it('publishes one image as a photo post the platform fetched from its URL', async () => {
    const photo = image('photo-one', 3000);
    const result = await plugin.publish(ctx, item('A caption', [photo]));
    expect(only()).toMatchObject({
      id: result.externalId,
      kind: 'photo',
      text: 'A caption',
      media: [
        {
          source: 'url',
          url: photo.url,
          contentType: 'image/jpeg',
          bytes: 3000,
          sha256: sha('photo-one', 3000),
        },
      ],
    });
  });

  it('publishes several images as one multi-photo post, in order', async () => {
    const files = [image('album-a', 1000), image('album-b', 1100), image('album-c', 1200)];
    const result = await plugin.publish(ctx, item('Three photos', files));
    const post = only();
    expect(post).toMatchObject({ id: result.externalId, kind: 'album', text: 'Three photos' });
    expect((post.media as Array<{ url: string; bytes: number }>).map((m) => [m.url, m.bytes])).toEqual(
      files.map((f) => [f.url, f.bytes]),
    );
    expect(post.photoIds).toHaveLength(3);
    expect(result.warnings).toBeUndefined();
  });

  it('cuts twelve images to ten and says which were dropped', async () => {
    const files = Array.from({ length: 12 }, (_, i) => image(`many-${i + 1}`, 500));
    const result = await plugin.publish(ctx, item('A dozen', files));
    expect((only().media as unknown[]).length).toBe(10);
    expect(result.warnings).toEqual([expect.stringContaining('media_too_many')]);
    expect(result.warnings![0]).toContain('many-11, many-12');
  });

  it('keeps the video of a mixed set and warns about the images and extra videos', async () => {
    const files = [image('mixed-photo'), video('mixed-video'), video('mixed-video-2')];
    const result = await plugin.publish(ctx, item('Mixed', files));
    expect(only()).toMatchObject({ kind: 'video', media: [{ url: files[1].url }] });
    expect(result.warnings).toEqual([
      expect.stringContaining('media_mixed'),
      expect.stringContaining('media_too_many'),
    ]);
  });

  it('publishes a video post by file_url with its description and title', async () => {
    const clip = video('feed-video', { bytes: 6000 });
    const result = await plugin.publish(ctx, item('Watch this', [clip], { title: 'Launch day' }));
    expect(result.externalId).toMatch(/^\d{16}$/);
    expect(only()).toMatchObject({
      kind: 'video',
      text: 'Watch this',
      title: 'Launch day',
      media: [{ source: 'url', url: clip.url, bytes: 6000, sha256: sha('feed-video', 6000) }],
    });
  });

  it('publishes a reel by uploading its bytes in order, chunk by chunk', async () => {
    const reel = video('reel-file', { bytes: 4500 });
    const result = await plugin.publish(ctx, item('My reel', [reel], { kind: 'reel' }));
    expect(only()).toMatchObject({
      id: result.externalId,
      kind: 'reel',
      text: 'My reel',
      videoState: 'PUBLISHED',
      media: [{ source: 'upload', bytes: 4500, chunks: 5, sha256: sha('reel-file', 4500) }],
    });
  });

  it('resumes a reel upload from what the upload host holds after a lost chunk answer', async () => {
    const reel = video('reel-resume', { bytes: 3500 });
    emulator.failNext('pass'); // upload_phase=start
    emulator.failNext('pass'); // chunk 1
    emulator.failNext('drop_after_accept'); // chunk 2 lands, its answer is lost
    await plugin.publish(ctx, item('Resumed', [reel], { kind: 'reel' }));
    // Four chunks, none sent twice: the plugin asked how many bytes had arrived and went on.
    expect(only()).toMatchObject({ media: [{ bytes: 3500, chunks: 4, sha256: sha('reel-resume', 3500) }] });
  });

  it('finds a reel whose finish answer was lost instead of publishing a second one', async () => {
    const reel = video('reel-lost', { bytes: 900 });
    const reelItem = item('Lost finish', [reel], { kind: 'reel' });
    const since = new Date();
    emulator.failNext('pass'); // start
    emulator.failNext('pass'); // the one chunk
    emulator.failNext('drop_after_accept'); // finish
    const error = await failure(plugin.publish(ctx, reelItem));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
    const found = await plugin.findPublished(ctx, reelItem, since);
    expect(found?.externalId).toBe(only().id);
    expect(await plugin.findPublished(ctx, { ...reelItem, text: 'another reel' }, since)).toBeNull();
  });

  it('refuses a reel that is an image, too long or not 9:16 before sending anything', async () => {
    const cases: Array<[PublishMedia, string, Record<string, unknown>]> = [
      [image('reel-image'), 'social_reel_video_required', { limit: 1, actual: 1, videos: 0 }],
      [video('reel-long', { durationSec: 95 }), 'social_reel_duration', { limit: 90, actual: 95 }],
      [video('reel-short', { durationSec: 2 }), 'social_reel_duration', { min: 3, actual: 2 }],
      [
        video('reel-wide', { width: 1920, height: 1080 }),
        'media_aspect_ratio',
        { limit: '9:16', actual: '1920:1080' },
      ],
    ];
    for (const [file, code, extra] of cases) {
      const error = await failure(plugin.publish(ctx, item('reel', [file], { kind: 'reel' })));
      expect(error).toBeInstanceOf(SocialRuleError);
      expect((error as SocialRuleError).violations[0]).toMatchObject({ code, extra });
      expect(plugin.classify(error)).toMatchObject({ code, retryable: false });
    }
    expect(emulator.posts()).toHaveLength(0);
  });

  it('classifies an upload session that expired as container_expired, publishing nothing', async () => {
    emulator.failNext('session_expired'); // the session is made already expired
    const error = await failure(plugin.publish(ctx, item('late', [video('reel-expired')], { kind: 'reel' })));
    expect(plugin.classify(error)).toMatchObject({ code: 'container_expired', retryable: true });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('publishes a photo story from an unpublished photo, without caption', async () => {
    const story = image('story-photo', 1500);
    const result = await plugin.publish(ctx, item('', [story], { kind: 'story' }));
    expect(only()).toMatchObject({
      id: result.externalId,
      kind: 'story',
      mediaType: 'photo',
      text: '',
      media: [{ url: story.url, sha256: sha('story-photo', 1500) }],
    });
  });

  it('publishes a video story through an upload session', async () => {
    const result = await plugin.publish(
      ctx,
      item('', [video('story-video', { bytes: 2500 })], { kind: 'story' }),
    );
    expect(only()).toMatchObject({
      id: result.externalId,
      kind: 'story',
      mediaType: 'video',
      media: [{ source: 'upload', bytes: 2500, chunks: 3 }],
    });
  });

  it('refuses a story video over 60 seconds as media_too_long', async () => {
    const error = await failure(
      plugin.publish(ctx, item('', [video('story-long', { durationSec: 61 })], { kind: 'story' })),
    );
    expect(plugin.classify(error)).toMatchObject({ code: 'media_too_long', retryable: false });
  });

  it('finds a lost story when it is the only new one, and refuses to guess between two', async () => {
    const storyItem = item('', [image('story-lost')], { kind: 'story' });
    const since = new Date();
    emulator.failNext('pass'); // the unpublished photo
    emulator.failNext('drop_after_accept'); // photo_stories
    await failure(plugin.publish(ctx, storyItem));
    expect((await plugin.findPublished(ctx, storyItem, since))?.externalId).toBe(only().id);

    await plugin.publish(ctx, item('', [image('story-other')], { kind: 'story' }));
    await expect(plugin.findPublished(ctx, storyItem, since)).rejects.toThrow(/cannot tell/);
  });

  it('schedules a feed post on the platform and finds it there after a lost answer', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const scheduled = item('Later', [], { scheduledPublishTime: at.toISOString() });
    const since = new Date();
    emulator.failNext('drop_after_accept');
    await failure(plugin.publish(ctx, scheduled));
    const post = only();
    expect(post).toMatchObject({
      kind: 'status',
      published: false,
      scheduledPublishTime: Math.floor(at.getTime() / 1000),
    });
    expect((await plugin.findPublished(ctx, scheduled, since))?.externalId).toBe(post.id);
  });

  it('finds a scheduled video whose answer was lost among the scheduled posts', async () => {
    const at = new Date(Date.now() + 5 * HOUR).toISOString();
    const scheduled = item('Video later', [video('later-video')], { scheduledPublishTime: at });
    const since = new Date();
    emulator.failNext('drop_after_accept');
    await failure(plugin.publish(ctx, scheduled));
    expect(only()).toMatchObject({ kind: 'video', published: false });
    expect((await plugin.findPublished(ctx, scheduled, since))?.externalId).toBe(only().id);
  });

  it('schedules a multi-photo post with temporary photos', async () => {
    const at = new Date(Date.now() + 3 * HOUR).toISOString();
    await plugin.publish(
      ctx,
      item('Album later', [image('later-a'), image('later-b')], { scheduledPublishTime: at }),
    );
    expect(only()).toMatchObject({ kind: 'album', published: false, media: [{}, {}] });
  });

  it('adds the first comment under the post, and turns a failed one into a warning', async () => {
    const first = await plugin.publish(ctx, item('With a comment', [], { firstComment: 'More below' }));
    expect(emulator.posts()[1]).toMatchObject({
      kind: 'comment',
      text: 'More below',
      replyToId: first.externalId,
    });

    emulator.failNext('pass'); // the post
    emulator.failNext('server_error'); // its first comment
    const second = await plugin.publish(ctx, item('Comment fails', [], { firstComment: 'lost' }));
    expect(second.warnings).toEqual([expect.stringContaining('first comment did not')]);
    expect(emulator.posts().filter((p) => p.kind === 'comment')).toHaveLength(1);
  });

  it('publishes a reply as a comment and finds a lost one only under the same post', async () => {
    const root = await plugin.publish(ctx, item('Root post'));
    const other = await plugin.publish(ctx, item('Other post'));
    const reply = { ...item('A reply'), replyToExternalId: root.externalId };
    const since = new Date();
    emulator.failNext('drop_after_accept');
    await failure(plugin.publish(ctx, reply));
    const comment = emulator.posts().find((p) => p.kind === 'comment');
    expect(comment).toMatchObject({ text: 'A reply', replyToId: root.externalId });
    expect((await plugin.findPublished(ctx, reply, since))?.externalId).toBe(comment?.id);
    expect(
      await plugin.findPublished(ctx, { ...reply, replyToExternalId: other.externalId }, since),
    ).toBeNull();
  });

  it('sends feed targeting in the Graph shape and refuses an edit that changes it', async () => {
    const targeting = { ageMin: 21, genders: ['female'], countries: ['KR', 'JP'] };
    const { externalId } = await plugin.publish(ctx, item('Targeted', [], { feedTargeting: targeting }));
    expect(only().feedTargeting).toEqual({
      age_min: 21,
      genders: [2],
      geo_locations: { countries: ['KR', 'JP'] },
    });

    // The same targeting written in another order is no change.
    const reordered = { countries: ['JP', 'KR'], genders: ['female'], ageMin: 21 };
    await plugin.edit(ctx, externalId, item('Targeted, edited', [], { feedTargeting: reordered }));
    expect(only()).toMatchObject({ text: 'Targeted, edited' });

    for (const next of [{ ...targeting, ageMin: 30 }, undefined]) {
      const error = await failure(
        plugin.edit(ctx, externalId, item('Retargeted', [], next ? { feedTargeting: next } : {})),
      );
      expect(plugin.classify(error)).toMatchObject({
        code: 'social_targeting_not_editable',
        retryable: false,
      });
    }
    expect(only()).toMatchObject({ text: 'Targeted, edited' });
  });

  it('edits a video by its description and refuses to edit a story', async () => {
    const clip = await plugin.publish(ctx, item('Old description', [video('edit-video')]));
    await plugin.edit(ctx, clip.externalId, item('New description'));
    expect(only()).toMatchObject({ text: 'New description', editedAt: expect.any(String) });

    const story = await plugin.publish(ctx, item('', [image('edit-story')], { kind: 'story' }));
    const error = await failure(plugin.edit(ctx, story.externalId, item('caption')));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
  });

  it('deletes photo posts and comments, and treats deleting twice as done', async () => {
    const photo = await plugin.publish(ctx, item('Photo to delete', [image('delete-me')]));
    const reply = await plugin.publish(ctx, {
      ...item('Reply to delete'),
      replyToExternalId: photo.externalId,
    });
    await plugin.remove(ctx, reply.externalId);
    await plugin.remove(ctx, photo.externalId);
    await expect(plugin.remove(ctx, photo.externalId)).resolves.toBeUndefined();
    expect(emulator.posts().every((p) => p.deleted === true)).toBe(true);
  });

  it('classifies media the platform could not download as media_unreachable', async () => {
    const missing: PublishMedia = { ...image('gone-soon'), url: `${image('x').url}-missing` };
    const error = await failure(plugin.publish(ctx, item('Broken link', [missing])));
    expect(plugin.classify(error)).toMatchObject({ code: 'media_unreachable', retryable: true });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('refuses to send media ids whose files were not handed over', async () => {
    const error = await failure(plugin.publish(ctx, { ...item('No files'), mediaIds: ['m1'] }));
    expect(plugin.classify(error)).toMatchObject({ code: 'media_expired', retryable: false });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('links posts on the real platform by kind', () => {
    const account = { ...ctx.account, sandbox: false };
    const page = account.externalAccountId;
    expect(socialPostUrl(account, `${page}_42`, 'post')).toBe(`https://www.facebook.com/${page}/posts/42`);
    expect(socialPostUrl(account, '77', 'reel')).toBe('https://www.facebook.com/reel/77');
    expect(socialPostUrl(account, '78', 'video')).toBe(`https://www.facebook.com/${page}/videos/78`);
    expect(socialPostUrl(account, '42_9', 'comment')).toBe(
      `https://www.facebook.com/${page}/posts/42?comment_id=9`,
    );
  });

  it('declares its rows: media, edit and delete supported, a reason on every other', () => {
    const rows = new Map(plugin.features.map((r) => [r.feature, r]));
    expect(rows.size).toBe(18);
    for (const feature of ['publish', 'media', 'edit', 'delete'] as const) {
      expect(rows.get(feature)).toEqual({ feature, supported: true });
    }
    expect(plugin.limits).toEqual({
      text: { limit: 63_206, counting: 'characters', note: 'emoji count as their UTF-8 bytes' },
      media: { images: 10, videos: 1, mixImagesAndVideo: false },
    });
    expect(plugin.optionsSchema).toMatchObject({ additionalProperties: false });
    expect(plugin.optionsSchema.properties).not.toHaveProperty('content');
  });
});
