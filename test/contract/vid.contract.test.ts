import { createHash } from 'node:crypto';
import type {
  PlatformEmulator,
  PublishContext,
  PublishItem,
  PublishMedia,
  PublishResult,
} from '../../core/channels/plugin';
import { VidPlugin } from '../../plugins/vid';
import { VidRuleError } from '../../plugins/vid/errors';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const KIB = 1024;
const CHUNK = 256 * KIB;
const SMILE = '\u{1F600}';
const THUMB_LIMIT = 2 * 1024 * 1024;

const media = new TestMediaServer();
beforeAll(() => media.start());
afterAll(() => media.stop());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The kit publishes bare text posts, which this channel cannot carry: every vid post is one video
 * with a title. This subclass gives the kit's items a video and a title when they have none, and
 * is otherwise the plugin itself, so the kit's checks (emulator state, failure kinds, lost answer
 * and lookup, delete, edit) run against the real upload path. Small chunks, so uploads take
 * several PUTs; a short stall window, so the stall kind ends in well under a second.
 */
class KitVidPlugin extends VidPlugin {
  constructor() {
    super({ chunkSize: CHUNK, stallAfterMs: 300, retryDelayMs: 20 });
  }

  override publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    return super.publish(ctx, kitItem(item));
  }

  override findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    return super.findPublished(ctx, kitItem(item), since);
  }

  override edit(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    return super.edit(ctx, externalId, { ...item, options: { title: 'Kit video', ...item.options } });
  }
}

function kitItem(item: PublishItem): PublishItem {
  if (item.media && item.media.length > 0) return item;
  const video = media.add('kit-video', { kind: 'video', contentType: 'video/mp4', bytes: 300 * KIB });
  return { ...item, mediaIds: [video.id], media: [video], options: { title: 'Kit video', ...item.options } };
}

const ok = { mediaIds: ['video-1'], options: { title: 'A title' } };

runPluginContract(new KitVidPlugin(), {
  realLink: /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/,
  // Two comments from viewers come with the counts.
  metrics: { engage: { views: 300, likes: 12 }, expect: { views: 300, likes: 12, comments: 2 } },
  valid: [
    { name: 'a video with a title', draft: { ...ok } },
    {
      name: 'a title of 100 characters, emoji counted once',
      draft: { ...ok, options: { title: SMILE.repeat(100) } },
    },
    { name: 'a description of exactly 5000 UTF-8 bytes', draft: { ...ok, text: 'é'.repeat(2500) } },
    {
      name: 'tags of exactly 500, a spaced tag costing two more',
      draft: { ...ok, options: { title: 't', tags: ['x'.repeat(495), 'a b'] } },
    },
    {
      name: 'a private video scheduled with an offset',
      draft: {
        ...ok,
        options: { title: 't', privacyStatus: 'private', publishAt: '2026-12-01T09:00:00+09:00' },
      },
    },
    {
      name: 'a 2MB PNG thumbnail listed beside the video',
      draft: {
        mediaIds: ['video-1', 'thumb-1'],
        options: {
          title: 't',
          thumbnail: { mediaId: 'thumb-1', contentType: 'image/png', bytes: THUMB_LIMIT },
        },
      },
    },
    // Since 2026-09-17 extra files are trimmed at send time with a warning, not refused.
    {
      name: 'two files (the second is dropped when sent)',
      draft: { ...ok, mediaIds: ['video-1', 'video-2'] },
    },
    { name: 'unlisted', draft: { ...ok, options: { title: 't', privacyStatus: 'unlisted' } } },
  ],
  invalid: [
    {
      name: 'no title',
      draft: { mediaIds: ['video-1'] },
      codes: ['vid_title_required'],
      extra: { platform: 'vid' },
    },
    { name: 'a blank title', draft: { ...ok, options: { title: '   ' } }, codes: ['vid_title_required'] },
    {
      name: 'a title of 101 characters',
      draft: { ...ok, options: { title: `${SMILE.repeat(100)}a` } },
      codes: ['vid_title_too_long'],
      extra: { platform: 'vid', limit: 100, actual: 101 },
    },
    {
      name: 'an angle bracket in the title',
      draft: { ...ok, options: { title: 'a <b> title' } },
      codes: ['vid_angle_brackets'],
      extra: { field: 'title' },
    },
    {
      name: 'angle brackets in title and description',
      draft: { ...ok, text: '1 > 0', options: { title: '<t>' } },
      codes: ['vid_angle_brackets', 'vid_angle_brackets'],
      extra: { field: 'title' },
    },
    {
      name: 'no video',
      draft: { options: { title: 't' } },
      codes: ['vid_video_required'],
      extra: { platform: 'vid', limit: 1, actual: 0 },
    },
    {
      name: 'only the thumbnail image',
      draft: {
        mediaIds: ['thumb-1'],
        options: { title: 't', thumbnail: { mediaId: 'thumb-1', contentType: 'image/jpeg', bytes: 100 } },
      },
      codes: ['vid_video_required'],
      extra: { limit: 1, actual: 0 },
    },
    {
      name: 'a description of 5001 UTF-8 bytes',
      draft: { ...ok, text: `${'é'.repeat(2500)}a` },
      codes: ['content_too_long'],
      extra: { platform: 'vid', limit: 5000, actual: 5001 },
    },
    {
      name: 'tags of 501 with the quotes of a spaced tag',
      draft: { ...ok, options: { title: 't', tags: ['x'.repeat(495), 'ab c'] } },
      codes: ['vid_tags_too_long'],
      extra: { platform: 'vid', limit: 500, actual: 501 },
    },
    {
      name: 'a schedule on a public video',
      draft: { ...ok, options: { title: 't', privacyStatus: 'public', publishAt: '2026-12-01T09:00:00Z' } },
      codes: ['vid_schedule_needs_private'],
    },
    {
      name: 'a schedule without privacy (public by default)',
      draft: { ...ok, options: { title: 't', publishAt: '2026-12-01T09:00:00Z' } },
      codes: ['vid_schedule_needs_private'],
      extra: { privacyStatus: 'public' },
    },
    {
      name: 'a schedule without an offset',
      draft: { ...ok, options: { title: 't', privacyStatus: 'private', publishAt: '2026-12-01T09:00:00' } },
      codes: ['vid_schedule_invalid'],
      extra: { publishAt: '2026-12-01T09:00:00' },
    },
    {
      name: 'a schedule on 30 February',
      draft: { ...ok, options: { title: 't', privacyStatus: 'private', publishAt: '2026-02-30T09:00:00Z' } },
      codes: ['vid_schedule_invalid'],
    },
    {
      name: 'a schedule that is no date, on a public video',
      draft: { ...ok, options: { title: 't', publishAt: 'tomorrow' } },
      codes: ['vid_schedule_needs_private', 'vid_schedule_invalid'],
    },
    {
      name: 'a GIF thumbnail',
      draft: {
        ...ok,
        options: { title: 't', thumbnail: { mediaId: 'th', contentType: 'image/gif', bytes: 10 } },
      },
      codes: ['vid_thumbnail_type'],
      extra: { contentType: 'image/gif' },
    },
    {
      name: 'a thumbnail over 2MB',
      draft: {
        ...ok,
        options: {
          title: 't',
          thumbnail: { mediaId: 'th', contentType: 'image/jpeg', bytes: THUMB_LIMIT + 1 },
        },
      },
      codes: ['vid_thumbnail_too_large'],
      extra: { platform: 'vid', limit: THUMB_LIMIT, actual: THUMB_LIMIT + 1 },
    },
    {
      name: 'a chain',
      draft: {
        ...ok,
        threadItems: [
          { text: 'one', mediaIds: ['video-1'] },
          { text: 'two', mediaIds: [] },
        ],
      },
      codes: ['vid_no_threads'],
      extra: { platform: 'vid' },
    },
    {
      name: 'a topic tag',
      draft: { ...ok, topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'vid' },
    },
    {
      name: 'everything missing at once, in the table order',
      draft: { threadItems: [{ text: 'one', mediaIds: [] }] },
      codes: ['vid_title_required', 'vid_video_required', 'vid_no_threads'],
    },
  ],
  // quota_exceeded waits until midnight Pacific, which depends on the clock: its retryAfterSeconds
  // is checked in test/unit/vid-classify.test.ts, and here only that it is set.
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 30 },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'quota_exceeded', code: 'platform_error', retryable: false },
    { kind: 'upload_limit', code: 'vid_daily_cap', retryable: true },
    { kind: 'forbidden', code: 'permission_denied', retryable: false },
    { kind: 'invalid_title', code: 'platform_rejected_content', retryable: false },
    { kind: 'session_expired', code: 'container_expired', retryable: true },
    { kind: 'stall', code: 'upload_stalled', retryable: true },
  ],
});

describe('vid plugin against its emulator', () => {
  // No test here is about stalls: a wide window, so a slow machine's PUT is never taken for one.
  const plugin = new VidPlugin({ chunkSize: CHUNK, stallAfterMs: 60_000, retryDelayMs: 20 });
  let emulator: PlatformEmulator;
  let server: Listening;
  let ctx: PublishContext;

  beforeAll(async () => {
    emulator = plugin.sandbox.createEmulator();
    server = await serveEmulator(emulator);
    ctx = { account: { ...plugin.sandbox.account('studio'), sandbox: true, baseUrl: server.url } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    emulator.releaseHeld();
    await server.close();
  });

  /** A file with varied bytes, so a chunk put in the wrong place would change the hash. */
  function videoFile(id: string, bytes: number, more: Partial<PublishMedia> = {}): PublishMedia {
    const body = Buffer.alloc(bytes);
    for (let i = 0; i < bytes; i += 1) body[i] = (i * 31 + id.length) % 251;
    return { ...media.add(id, { kind: 'video', contentType: 'video/mp4', body }), ...more };
  }

  const imageFile = (id: string, contentType = 'image/jpeg', bytes = 2 * KIB) =>
    media.add(id, { kind: 'image', contentType, body: Buffer.alloc(bytes, id) });

  async function bodyOf(file: PublishMedia): Promise<Buffer> {
    return file.read();
  }

  function post(text: string, files: PublishMedia[], options: Record<string, unknown> = {}): PublishItem {
    return {
      text,
      mediaIds: files.map((f) => f.id),
      media: files,
      options: { title: 'My video', ...options },
      index: 0,
    };
  }

  const failureOf = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );

  it('uploads a video in ordered chunks; the emulator assembles exactly the source bytes', async () => {
    const video = videoFile('clip-1', 3 * CHUNK + 1000);
    const result = await plugin.publish(
      ctx,
      post('What we made this week', [video], { tags: ['making of', 'weekly'], privacyStatus: 'unlisted' }),
    );
    expect(result.externalId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(result.warnings).toBeUndefined();
    expect(emulator.posts()).toEqual([
      expect.objectContaining({
        id: result.externalId,
        kind: 'video',
        title: 'My video',
        text: 'What we made this week',
        tags: ['making of', 'weekly'],
        privacyStatus: 'unlisted',
        categoryId: '22',
        contentType: 'video/mp4',
        bytes: video.bytes,
        sha256: sha256(await bodyOf(video)),
        chunks: 4,
      }),
    ]);
  });

  it('links a sandbox video to its page on the emulator, and a real one to the watch page', async () => {
    const result = await plugin.publish(ctx, post('page', [videoFile('clip-2', 1000)]));
    expect(result.url).toBe(`${ctx.account.baseUrl}/_sandbox/posts/${result.externalId}`);
    expect(await (await fetch(result.url!)).json()).toMatchObject({ id: result.externalId, text: 'page' });
    const real = { account: { ...ctx.account, sandbox: false } };
    expect(plugin.postUrl(real, 'dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(plugin.postUrl(real, 'UgxAbc', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&lc=UgxAbc',
    );
  });

  it('after a lost chunk answer asks the session and goes on, without restarting', async () => {
    const video = videoFile('clip-3', 3 * CHUNK);
    emulator.failNext('drop_chunk_after_accept');
    const result = await plugin.publish(ctx, post('resumed', [video]));
    const [held] = emulator.posts();
    expect(held).toMatchObject({ id: result.externalId, sha256: sha256(await bodyOf(video)), chunks: 3 });
  });

  it('asks the session and goes on after a server error on a chunk', async () => {
    const video = videoFile('clip-4', 2 * CHUNK + 10);
    emulator.failNext('chunk_error');
    const result = await plugin.publish(ctx, post('after a 503', [video]));
    expect(emulator.posts()).toEqual([
      expect.objectContaining({ id: result.externalId, sha256: sha256(await bodyOf(video)), chunks: 3 }),
    ]);
  });

  it('a lost answer on the last chunk is a lost answer; the lookup then finds the one video', async () => {
    const item = post('the answer to this one is lost', [videoFile('clip-5', CHUNK + 5)]);
    const since = new Date();
    emulator.failNext('drop_after_accept');
    const error = await failureOf(plugin.publish(ctx, item));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
    expect(emulator.posts()).toHaveLength(1);
    const found = await plugin.findPublished(ctx, item, since);
    expect(found?.externalId).toBe(emulator.posts()[0].id);
    // Same description under another title is another video.
    expect(await plugin.findPublished(ctx, { ...item, options: { title: 'Other' } }, since)).toBeNull();
    // The same video uploaded well before the try began is an earlier post, not this one.
    expect(await plugin.findPublished(ctx, item, new Date(Date.now() + 120_000))).toBeNull();
    expect(emulator.posts()).toHaveLength(1);
  });

  it('throws rather than answer "not there" when the uploads cannot be listed', async () => {
    emulator.failNext('read_error');
    const error = await failureOf(plugin.findPublished(ctx, post('x', []), new Date()));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
  });

  it('keeps the first video and drops other files with warnings', async () => {
    const first = videoFile('clip-6', 2000);
    const result = await plugin.publish(
      ctx,
      post('trimmed', [imageFile('photo-1'), first, videoFile('clip-7', 3000), imageFile('photo-2')]),
    );
    expect(result.warnings).toEqual([
      expect.stringContaining('dropped 1 more (clip-7)'),
      expect.stringContaining('dropped 2 image(s) (photo-1, photo-2)'),
    ]);
    expect(emulator.posts()).toEqual([
      expect.objectContaining({ bytes: 2000, sha256: sha256(await first.read()) }),
    ]);
  });

  it('refuses a post without a video before opening an upload', async () => {
    const error = await failureOf(plugin.publish(ctx, post('just a photo', [imageFile('photo-3')])));
    expect(error).toBeInstanceOf(VidRuleError);
    expect(plugin.classify(error)).toMatchObject({ code: 'vid_video_required', retryable: false });
    const untitled = await failureOf(
      plugin.publish(ctx, { ...post('no title', [videoFile('c', 10)]), options: {} }),
    );
    expect(plugin.classify(untitled)).toMatchObject({ code: 'vid_title_required', retryable: false });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('sets the thumbnail named in options from the files beside the video', async () => {
    const thumb = imageFile('thumb-1', 'image/png', 40 * KIB);
    const video = videoFile('clip-8', 5000, { width: 1920, height: 1080, durationSec: 30 });
    const result = await plugin.publish(
      ctx,
      post('with a picture', [video, thumb], {
        thumbnail: { mediaId: 'thumb-1', contentType: 'image/png', bytes: thumb.bytes },
      }),
    );
    expect(result.warnings).toBeUndefined();
    expect(emulator.posts()[0]).toMatchObject({
      bytes: 5000,
      thumbnail: { contentType: 'image/png', bytes: thumb.bytes, sha256: sha256(await thumb.read()) },
    });
  });

  it('refuses a custom thumbnail on a short before uploading anything', async () => {
    const short = videoFile('short-1', 5000, { width: 1080, height: 1920, durationSec: 180 });
    const thumb = imageFile('thumb-2');
    const options = { thumbnail: { mediaId: 'thumb-2', contentType: 'image/jpeg', bytes: thumb.bytes } };
    const error = await failureOf(plugin.publish(ctx, post('a short', [short, thumb], options)));
    expect(plugin.classify(error)).toMatchObject({ code: 'vid_short_no_thumbnail', retryable: false });
    expect(emulator.posts()).toHaveLength(0);

    // A vertical video over three minutes is not a short.
    const long = videoFile('long-1', 5000, { width: 1080, height: 1920, durationSec: 181 });
    await plugin.publish(ctx, post('not a short', [long, thumb], options));
    expect(emulator.posts()[0]).toMatchObject({ thumbnail: { bytes: thumb.bytes } });
  });

  it('checks the thumbnail file itself, whatever the options said', async () => {
    const gif = imageFile('thumb-3', 'image/gif');
    const options = { thumbnail: { mediaId: 'thumb-3', contentType: 'image/jpeg', bytes: gif.bytes } };
    const error = await failureOf(plugin.publish(ctx, post('gif', [videoFile('clip-9', 10), gif], options)));
    expect(plugin.classify(error)).toMatchObject({ code: 'vid_thumbnail_type', retryable: false });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('publishes the video with a warning when the platform refuses the thumbnail', async () => {
    const empty = media.add('thumb-4', { kind: 'image', contentType: 'image/jpeg', body: Buffer.alloc(0) });
    const options = { thumbnail: { mediaId: 'thumb-4', contentType: 'image/jpeg', bytes: 0 } };
    const result = await plugin.publish(ctx, post('no picture', [videoFile('clip-10', 10), empty], options));
    expect(result.warnings).toEqual([expect.stringContaining('thumbnail was not set')]);
    expect(emulator.posts()).toEqual([expect.not.objectContaining({ thumbnail: expect.anything() })]);
  });

  it('schedules a private video', async () => {
    const publishAt = '2030-01-01T09:00:00Z';
    await plugin.publish(
      ctx,
      post('later', [videoFile('clip-11', 10)], { privacyStatus: 'private', publishAt }),
    );
    expect(emulator.posts()[0]).toMatchObject({ privacyStatus: 'private', publishAt });
  });

  it('edits title, description, tags and privacy in place, keeping the file', async () => {
    const video = videoFile('clip-12', 4000);
    const { externalId } = await plugin.publish(ctx, post('before', [video], { tags: ['old'] }));
    await plugin.edit(
      ctx,
      externalId,
      post('after', [video], { title: 'New title', privacyStatus: 'private' }),
    );
    const [held] = emulator.posts();
    expect(held).toMatchObject({
      id: externalId,
      title: 'New title',
      text: 'after',
      privacyStatus: 'private',
      categoryId: '22',
      bytes: 4000,
      editedAt: expect.any(String),
    });
    expect(held).not.toHaveProperty('tags');
  });

  it('refuses an edit that brings a different video file, and changes nothing', async () => {
    const { externalId } = await plugin.publish(ctx, post('original', [videoFile('clip-13', 4000)]));
    const error = await failureOf(
      plugin.edit(ctx, externalId, post('swapped', [videoFile('clip-14', 4001)], { title: 'Swapped' })),
    );
    expect(plugin.classify(error)).toMatchObject({ code: 'vid_video_not_replaceable', retryable: false });
    expect(emulator.posts()[0]).toMatchObject({ text: 'original', title: 'My video' });
  });

  it('classifies an edit of a video that is gone', async () => {
    const error = await failureOf(plugin.edit(ctx, 'AAAAAAAAAAA', post('x', [])));
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
  });

  it('deletes a video, and treats deleting it again as done', async () => {
    const { externalId } = await plugin.publish(ctx, post('bye', [videoFile('clip-15', 10)]));
    await plugin.remove(ctx, externalId);
    await expect(plugin.remove(ctx, externalId)).resolves.toBeUndefined();
    expect(emulator.posts()[0]).toMatchObject({ id: externalId, deleted: true });
  });

  it('replies with a comment under the video, which it can find, edit and delete', async () => {
    const { externalId: videoId } = await plugin.publish(ctx, post('the video', [videoFile('clip-16', 10)]));
    const since = new Date();
    const reply: PublishItem = {
      text: 'Thanks for watching!',
      mediaIds: [],
      options: {},
      index: 0,
      replyToExternalId: videoId,
    };
    const comment = await plugin.publish(ctx, reply);
    expect(comment.externalId).not.toBe(videoId);
    expect(emulator.posts()[1]).toMatchObject({
      id: comment.externalId,
      kind: 'comment',
      text: 'Thanks for watching!',
      replyToId: videoId,
    });
    expect((await plugin.findPublished(ctx, reply, since))?.externalId).toBe(comment.externalId);
    expect(await plugin.findPublished(ctx, { ...reply, text: 'never said' }, since)).toBeNull();

    await plugin.edit(ctx, comment.externalId, { ...reply, text: 'Thanks, everyone!' });
    expect(emulator.posts()[1]).toMatchObject({ text: 'Thanks, everyone!' });
    await plugin.remove(ctx, comment.externalId);
    expect(emulator.posts()[1]).toMatchObject({ deleted: true });
  });

  it('warns that a reply carries no files', async () => {
    const { externalId } = await plugin.publish(ctx, post('the video', [videoFile('clip-17', 10)]));
    const result = await plugin.publish(ctx, {
      ...post('nice', [videoFile('clip-18', 10)]),
      replyToExternalId: externalId,
    });
    expect(result.warnings).toEqual([expect.stringContaining('comment')]);
    expect(emulator.posts()).toHaveLength(2);
  });

  it('answers the daily upload cap as vid_daily_cap, retryable after midnight Pacific', async () => {
    emulator.failNext('upload_limit');
    const error = await failureOf(plugin.publish(ctx, post('one too many', [videoFile('clip-19', 10)])));
    const classified = plugin.classify(error);
    expect(classified).toMatchObject({ code: 'vid_daily_cap', retryable: true });
    expect(classified.retryAfterSeconds).toBeGreaterThan(0);
    expect(classified.retryAfterSeconds).toBeLessThanOrEqual(25 * 3600);
  });

  it('declares edit as partial with its reason, and no chain', () => {
    expect(plugin.features.find((row) => row.feature === 'edit')).toMatchObject({ supported: 'partial' });
    expect(plugin.chain).toBe(false);
    expect(plugin.limits.text).toMatchObject({ limit: 5000, counting: 'utf8-bytes' });
    expect(() => new VidPlugin({ chunkSize: 1000 })).toThrow(RangeError);
  });
});
