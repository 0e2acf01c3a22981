import { createHash } from 'node:crypto';
import { SocialEmulator } from '../../plugins/social/emulator';
import { socialSandboxAccount } from '../../plugins/social/sandbox';
import { TestMediaServer } from '../contract/plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const HOUR = 60 * 60 * 1000;
const alice = socialSandboxAccount('alice');
const bob = socialSandboxAccount('bob');
const page = alice.externalAccountId;
const token = alice.credentials.pageAccessToken;

type Json = Record<string, unknown>;

describe('social emulator over HTTP', () => {
  let clock = Date.parse('2026-10-01T00:00:00Z');
  const emulator = new SocialEmulator({ now: () => clock });
  const media = new TestMediaServer();
  let server: Listening;
  let base: string;
  let jpeg: string;
  let mp4: string;

  beforeAll(async () => {
    await media.start();
    jpeg = media.add('pic', { kind: 'image', contentType: 'image/jpeg', bytes: 1000 }).url;
    mp4 = media.add('clip', { kind: 'video', contentType: 'video/mp4', bytes: 3000 }).url;
    server = await serveEmulator(emulator);
    base = server.url;
  });

  afterEach(() => {
    emulator.reset();
    clock = Date.parse('2026-10-01T00:00:00Z');
  });

  afterAll(async () => {
    await server.close();
    await media.stop();
  });

  async function graph(
    method: string,
    path: string,
    body?: Json,
    auth: string | null = token,
  ): Promise<{ status: number; headers: Headers; json: Json }> {
    const headers: Record<string, string> = {};
    if (auth !== null) headers.authorization = `Bearer ${auth}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as Json };
  }

  async function upload(url: string, offset: number, fileSize: number, bytes: Buffer, auth = token) {
    const res = await fetch(`${base}/${url}`, {
      method: 'POST',
      headers: {
        authorization: `OAuth ${auth}`,
        offset: String(offset),
        file_size: String(fileSize),
        'content-type': 'application/octet-stream',
      },
      body: bytes,
    });
    return { status: res.status, json: (await res.json()) as Json };
  }

  const errorOf = (json: Json) => json.error as Json;
  const epoch = (ms: number) => Math.floor(ms / 1000);

  it('derives the same Page from the same handle, in the platform id shapes', () => {
    expect(socialSandboxAccount('alice')).toEqual(alice);
    expect(page).toMatch(/^\d{15}$/);
    expect(token).toMatch(/^EAASandbox\./);
    expect(bob.externalAccountId).not.toBe(page);
  });

  it('answers a missing token with 2500 and a token it did not issue with 401/190', async () => {
    const none = await graph('POST', `/${page}/feed`, { message: 'hi' }, null);
    expect(none.status).toBe(401);
    expect(errorOf(none.json)).toMatchObject({ code: 2500, type: 'OAuthException' });

    const real = await graph('POST', `/${page}/feed`, { message: 'hi' }, 'EAAreal-looking-token');
    expect(real.status).toBe(401);
    expect(errorOf(real.json)).toMatchObject({
      code: 190,
      type: 'OAuthException',
      fbtrace_id: expect.any(String),
    });
    expect(real.headers.get('www-authenticate')).toContain('invalid_token');
    expect(emulator.posts()).toHaveLength(0);
  });

  it("refuses another Page's feed with #200", async () => {
    const res = await graph('POST', `/${bob.externalAccountId}/feed`, { message: 'hi' });
    expect(res.status).toBe(403);
    expect(errorOf(res.json)).toMatchObject({ code: 200 });
  });

  it('creates feed posts with "{page}_{post}" ids and refuses the same status twice in a row', async () => {
    const first = await graph('POST', `/${page}/feed`, { message: 'same words' });
    expect(first.json.id).toMatch(new RegExp(`^${page}_\\d{16}$`));
    const again = await graph('POST', `/${page}/feed`, { message: 'same words' });
    expect(again.status).toBe(400);
    expect(errorOf(again.json)).toMatchObject({ code: 506, message: 'Duplicate status message' });
    await graph('POST', `/${page}/feed`, { message: 'something else' });
    expect((await graph('POST', `/${page}/feed`, { message: 'same words' })).status).toBe(200);
  });

  it('refuses an empty post, a bad link and a link with attached media', async () => {
    expect(errorOf((await graph('POST', `/${page}/feed`, {})).json)).toMatchObject({ code: 100 });
    const badLink = await graph('POST', `/${page}/feed`, { message: 'x', link: 'javascript:alert(1)' });
    expect(errorOf(badLink.json)).toMatchObject({ code: 100 });
    const photo = await graph('POST', `/${page}/photos`, { url: jpeg, published: false });
    const both = await graph('POST', `/${page}/feed`, {
      link: 'https://example.com',
      attached_media: [{ media_fbid: photo.json.id }],
    });
    expect(errorOf(both.json)).toMatchObject({ code: 100 });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('fetches a photo URL and checks what arrives: missing files, wrong types', async () => {
    const ok = await graph('POST', `/${page}/photos`, { url: jpeg, caption: 'hello' });
    expect(ok.json).toEqual({ id: expect.stringMatching(/^\d{16}$/), post_id: expect.stringMatching(/_/) });
    expect(emulator.posts()[0]).toMatchObject({
      id: ok.json.post_id,
      kind: 'photo',
      media: [{ bytes: 1000, sha256: createHash('sha256').update(Buffer.alloc(1000, 'pic')).digest('hex') }],
    });

    const missing = await graph('POST', `/${page}/photos`, { url: `${jpeg}-nope` });
    expect(errorOf(missing.json)).toMatchObject({ code: 324 });
    const notImage = await graph('POST', `/${page}/photos`, { url: mp4 });
    expect(errorOf(notImage.json)).toMatchObject({ code: 100 });
    expect(emulator.posts()).toHaveLength(1);
  });

  it('publishes unpublished photos as one multi-photo post, each photo once', async () => {
    const a = await graph('POST', `/${page}/photos`, { url: jpeg, published: false });
    const b = await graph('POST', `/${page}/photos`, { url: jpeg, published: 'false' });
    expect(a.json).toEqual({ id: expect.any(String) });
    const unknown = await graph('POST', `/${page}/feed`, { attached_media: [{ media_fbid: '123' }] });
    expect(errorOf(unknown.json)).toMatchObject({ code: 100 });

    const post = await graph('POST', `/${page}/feed`, {
      message: 'two',
      attached_media: [{ media_fbid: b.json.id }, { media_fbid: a.json.id }],
    });
    expect(emulator.posts()[0]).toMatchObject({
      id: post.json.id,
      kind: 'album',
      photoIds: [b.json.id, a.json.id],
    });
    const reused = await graph('POST', `/${page}/feed`, { attached_media: [{ media_fbid: a.json.id }] });
    expect(errorOf(reused.json)).toMatchObject({ code: 100 });
  });

  it('schedules posts 10 minutes to 28 days ahead and publishes them when the time comes', async () => {
    const tooSoon = await graph('POST', `/${page}/feed`, {
      message: 'soon',
      published: false,
      scheduled_publish_time: epoch(clock + 5 * 60 * 1000),
    });
    expect(errorOf(tooSoon.json)).toMatchObject({ code: 100 });
    const published = await graph('POST', `/${page}/feed`, {
      message: 'now and later',
      scheduled_publish_time: epoch(clock + HOUR),
    });
    expect(errorOf(published.json).message).toContain('published post');

    const later = await graph('POST', `/${page}/feed`, {
      message: 'later',
      published: false,
      scheduled_publish_time: epoch(clock + HOUR),
    });
    const list = async (edge: string) =>
      ((await graph('GET', `/${page}/${edge}?fields=id,message`)).json.data as Json[]).map((p) => p.id);
    expect(await list('scheduled_posts')).toEqual([later.json.id]);
    expect(await list('feed')).toEqual([]);
    clock += 2 * HOUR;
    expect(await list('scheduled_posts')).toEqual([]);
    expect(await list('feed')).toEqual([later.json.id]);
  });

  it('pages the feed newest first with cursors, and filters by since', async () => {
    for (let i = 0; i < 5; i += 1) {
      await graph('POST', `/${page}/feed`, { message: `post ${i}` });
      clock += 1000;
    }
    const first = await graph('GET', `/${page}/feed?limit=2`);
    expect((first.json.data as Json[]).map((p) => p.message)).toEqual(['post 4', 'post 3']);
    expect(first.json.data as Json[]).toEqual([
      { id: expect.any(String), message: 'post 4', created_time: expect.stringMatching(/\+0000$/) },
      expect.any(Object),
    ]);
    const paging = first.json.paging as { cursors: { after: string }; next: string };
    expect(paging.next).toMatch(new RegExp(`^${page}/feed\\?`));
    const second = await graph('GET', `/${page}/feed?limit=2&after=${paging.cursors.after}`);
    expect((second.json.data as Json[]).map((p) => p.message)).toEqual(['post 2', 'post 1']);

    const since = epoch(clock - 2000);
    const recent = await graph('GET', `/${page}/feed?since=${since}`);
    expect((recent.json.data as Json[]).map((p) => p.message)).toEqual(['post 4', 'post 3']);
    expect(recent.json.paging).not.toHaveProperty('next');
    expect(errorOf((await graph('GET', `/${page}/feed?after=bogus`)).json)).toMatchObject({ code: 100 });
  });

  it('runs a reel upload session: start, ordered chunks, status, finish', async () => {
    const start = await graph('POST', `/${page}/video_reels`, { upload_phase: 'start' });
    const { video_id: videoId, upload_url: uploadUrl } = start.json as {
      video_id: string;
      upload_url: string;
    };
    expect(uploadUrl).toBe(`video-upload/v21.0/${videoId}`);
    const bytes = Buffer.alloc(2500, 'r');

    const early = await graph('POST', `/${page}/video_reels`, { upload_phase: 'finish', video_id: videoId });
    expect(errorOf(early.json).message).toContain('not complete');
    expect(await upload(uploadUrl, 1000, 2500, bytes.subarray(1000, 2000))).toMatchObject({
      status: 400,
      json: { debug_info: { retriable: false, type: 'ProcessingFailedError' } },
    });
    expect((await upload(uploadUrl, 0, 2500, bytes.subarray(0, 1000))).json).toEqual({ success: true });
    expect((await upload(uploadUrl, 1000, 3000, bytes.subarray(1000, 2000))).status).toBe(400);
    expect((await upload(uploadUrl, 1000, 2500, Buffer.alloc(1600))).status).toBe(400);

    const status = await graph('GET', `/${videoId}?fields=status`);
    expect(status.json.status).toMatchObject({
      uploading_phase: { status: 'in_progress', bytes_transferred: 1000 },
    });
    expect((await upload(uploadUrl, 1000, 2500, bytes.subarray(1000))).json).toEqual({ success: true });

    const finish = await graph('POST', `/${page}/video_reels`, {
      upload_phase: 'finish',
      video_id: videoId,
      video_state: 'PUBLISHED',
      description: 'reel!',
    });
    expect(finish.json).toEqual({ success: true });
    expect(emulator.posts()[0]).toMatchObject({
      id: videoId,
      kind: 'reel',
      text: 'reel!',
      media: [
        {
          source: 'upload',
          bytes: 2500,
          chunks: 2,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
      ],
    });
    const again = await graph('POST', `/${page}/video_reels`, { upload_phase: 'finish', video_id: videoId });
    expect(errorOf(again.json)).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('pulls a reel from a file_url header on the upload host', async () => {
    const start = await graph('POST', `/${page}/video_reels`, { upload_phase: 'start' });
    const res = await fetch(`${base}/${String(start.json.upload_url)}`, {
      method: 'POST',
      headers: { authorization: `OAuth ${token}`, file_url: mp4 },
    });
    expect(await res.json()).toEqual({ success: true });
    await graph('POST', `/${page}/video_reels`, { upload_phase: 'finish', video_id: start.json.video_id });
    expect(emulator.posts()[0]).toMatchObject({
      kind: 'reel',
      media: [{ source: 'url', url: mp4, bytes: 3000 }],
    });
  });

  it('expires upload sessions after 24 hours, on the upload host and at finish', async () => {
    const start = await graph('POST', `/${page}/video_stories`, { upload_phase: 'start' });
    const url = String(start.json.upload_url);
    expect((await upload(url, 0, 10, Buffer.alloc(10))).status).toBe(200);
    clock += 25 * HOUR;
    expect(await upload(url, 10, 20, Buffer.alloc(10))).toMatchObject({
      status: 400,
      json: { debug_info: { type: 'UploadSessionExpiredError' } },
    });
    const finish = await graph('POST', `/${page}/video_stories`, {
      upload_phase: 'finish',
      video_id: start.json.video_id,
    });
    expect(errorOf(finish.json)).toMatchObject({ code: -2, error_subcode: 2207020 });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('refuses an upload with a token it did not issue, in the upload host shape', async () => {
    const start = await graph('POST', `/${page}/video_reels`, { upload_phase: 'start' });
    const res = await upload(String(start.json.upload_url), 0, 5, Buffer.alloc(5), 'EAAother');
    expect(res).toMatchObject({
      status: 401,
      json: { debug_info: { type: 'NotAuthorizedError', retriable: false } },
    });
    const bobs = await upload(
      String(start.json.upload_url),
      0,
      5,
      Buffer.alloc(5),
      bob.credentials.pageAccessToken,
    );
    expect(bobs.status).toBe(400);
  });

  it('makes photo and video stories and lists them with their media type', async () => {
    const photo = await graph('POST', `/${page}/photos`, { url: jpeg, published: false });
    const story = await graph('POST', `/${page}/photo_stories`, { photo_id: photo.json.id });
    expect(story.json).toEqual({ success: true, post_id: expect.any(String) });
    const reuse = await graph('POST', `/${page}/photo_stories`, { photo_id: photo.json.id });
    expect(errorOf(reuse.json)).toMatchObject({ code: 100 });

    const listed = await graph('GET', `/${page}/stories`);
    expect(listed.json.data).toEqual([
      {
        post_id: story.json.post_id,
        status: 'PUBLISHED',
        creation_time: String(epoch(clock)),
        media_type: 'photo',
        media_id: photo.json.id,
        url: `/_sandbox/posts/${String(story.json.post_id)}`,
      },
    ]);
    // The feed holds feed posts only.
    expect((await graph('GET', `/${page}/feed`)).json).toEqual({ data: [] });
  });

  it('comments under posts, lists comments oldest first unless reversed', async () => {
    const post = await graph('POST', `/${page}/feed`, { message: 'root' });
    const postId = String(post.json.id);
    const c1 = await graph('POST', `/${postId}/comments`, { message: 'one' });
    clock += 1000;
    await graph('POST', `/${postId}/comments`, { message: 'two' }, bob.credentials.pageAccessToken);
    expect(c1.json.id).toMatch(new RegExp(`^${postId.split('_')[1]}_\\d{16}$`));

    const oldestFirst = await graph('GET', `/${postId}/comments?fields=id,message,from`);
    expect((oldestFirst.json.data as Json[]).map((c) => [c.message, (c.from as Json).id])).toEqual([
      ['one', page],
      ['two', bob.externalAccountId],
    ]);
    const newestFirst = await graph('GET', `/${postId}/comments?order=reverse_chronological`);
    expect((newestFirst.json.data as Json[]).map((c) => c.message)).toEqual(['two', 'one']);
    const nowhere = await graph('POST', '/999_999/comments', { message: 'lost' });
    expect(errorOf(nowhere.json)).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('edits messages and descriptions, refuses targeting changes and story edits', async () => {
    const post = await graph('POST', `/${page}/feed`, {
      message: 'before',
      feed_targeting: { age_min: 18, geo_locations: { countries: ['KR'] } },
    });
    const id = String(post.json.id);
    expect((await graph('POST', `/${id}`, { message: 'after' })).json).toEqual({ success: true });
    const read = await graph('GET', `/${id}?fields=message,feed_targeting`);
    expect(read.json).toEqual({
      id,
      message: 'after',
      feed_targeting: { age_min: 18, geo_locations: { countries: ['KR'] } },
    });
    const retarget = await graph('POST', `/${id}`, { message: 'x', feed_targeting: { age_min: 30 } });
    expect(errorOf(retarget.json).message).toContain('feed_targeting');
    expect(errorOf((await graph('POST', `/${id}`, {})).json)).toMatchObject({ code: 100 });
    const notMine = await graph('POST', `/${id}`, { message: 'hijack' }, bob.credentials.pageAccessToken);
    expect(errorOf(notMine.json)).toMatchObject({ code: 100, error_subcode: 33 });

    const video = await graph('POST', `/${page}/videos`, { file_url: mp4, description: 'old' });
    expect((await graph('POST', `/${String(video.json.id)}`, { description: 'new' })).json).toEqual({
      success: true,
    });
    expect(emulator.posts()[1]).toMatchObject({ kind: 'video', text: 'new' });
  });

  it('refuses feed targeting in a bad shape', async () => {
    const res = await graph('POST', `/${page}/feed`, { message: 'x', feed_targeting: { age_min: 5 } });
    expect(errorOf(res.json)).toMatchObject({ code: 100 });
  });

  it('deletes with {"success": true}, then answers #100/33 for the gone object', async () => {
    const post = await graph('POST', `/${page}/feed`, { message: 'bye' });
    expect((await graph('DELETE', `/${String(post.json.id)}`)).json).toEqual({ success: true });
    const again = await graph('DELETE', `/${String(post.json.id)}`);
    expect(again.status).toBe(400);
    expect(errorOf(again.json)).toMatchObject({ code: 100, error_subcode: 33 });
    expect(emulator.posts()[0]).toMatchObject({ deleted: true });
  });

  it('answers rate_limit with #32 and a business-use-case header naming the wait', async () => {
    emulator.failNext('rate_limit');
    const res = await graph('POST', `/${page}/feed`, { message: 'limited' });
    expect(res.status).toBe(403);
    expect(errorOf(res.json)).toMatchObject({ code: 32 });
    const usage = JSON.parse(res.headers.get('x-business-use-case-usage') ?? '{}') as Record<string, Json[]>;
    expect(usage[page][0]).toMatchObject({ type: 'pages', estimated_time_to_regain_access: 5 });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('lets a queued pass through and fails the call after it', async () => {
    emulator.failNext('pass');
    emulator.failNext('policy_block');
    expect((await graph('POST', `/${page}/feed`, { message: 'fine' })).status).toBe(200);
    const blocked = await graph('POST', `/${page}/feed`, { message: 'blocked' });
    expect(errorOf(blocked.json)).toMatchObject({ code: 368 });
    emulator.failNext('no_such_kind');
    const unknown = await graph('POST', `/${page}/feed`, { message: 'typo' });
    expect(errorOf(unknown.json).message).toContain('no_such_kind');
  });

  it('stores the post, then cuts the connection, for drop_after_accept', async () => {
    emulator.failNext('drop_after_accept');
    await expect(graph('POST', `/${page}/feed`, { message: 'dropped' })).rejects.toThrow();
    expect(emulator.posts()).toEqual([expect.objectContaining({ text: 'dropped' })]);
  });
});
