import { ClipEmulator } from '../../plugins/clip/emulator';
import { clipSandboxAccount } from '../../plugins/clip/sandbox';
import { TestMediaServer } from '../contract/plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const TRANSFER = { minChunkBytes: 100, maxChunkBytes: 400, maxFinalChunkBytes: 800, maxChunks: 1000 };
const alice = clipSandboxAccount('alice');
const bob = clipSandboxAccount('bob');

type Answer = {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown>; error?: Record<string, unknown> };
};

describe('clip emulator over HTTP', () => {
  let emulator: ClipEmulator;
  let server: Listening;
  let base: string;
  const media = new TestMediaServer();

  beforeAll(async () => {
    await media.start();
    emulator = new ClipEmulator({ transfer: TRANSFER, processingMs: 5, dailyPostCap: 3 });
    server = await serveEmulator(emulator);
    base = server.url;
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
    await media.stop();
  });

  /** `token` null sends no Authorization header. */
  async function call(
    path: string,
    body: unknown,
    token: string | null = alice.credentials.accessToken,
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
  }

  const postInfo = (extra: Record<string, unknown> = {}) => ({
    title: 'caption',
    privacy_level: 'SELF_ONLY',
    disable_duet: false,
    disable_comment: false,
    disable_stitch: false,
    brand_content_toggle: false,
    ...extra,
  });
  const initVideo = (size: number, chunk: number, count: number, info = postInfo(), token?: string) =>
    call(
      '/v2/post/publish/video/init/',
      {
        post_info: info,
        source_info: { source: 'FILE_UPLOAD', video_size: size, chunk_size: chunk, total_chunk_count: count },
      },
      token,
    );
  const status = (publishId: unknown, token?: string) =>
    call('/v2/post/publish/status/fetch/', { publish_id: publishId }, token);
  const put = (uploadUrl: string, body: Buffer, range: string, contentType = 'video/mp4') =>
    fetch(new URL(uploadUrl, `${base}/`), {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-range': range },
      body,
    });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function settled(publishId: string): Promise<Answer> {
    for (let i = 0; i < 100; i += 1) {
      const answer = await status(publishId);
      if (!String(answer.body.data?.status).startsWith('PROCESSING')) return answer;
      await sleep(5);
    }
    throw new Error(`${publishId} never settled`);
  }
  const photoInit = (urls: string[], extra: Record<string, unknown> = {}) =>
    call('/v2/post/publish/content/init/', {
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: {
        title: 'title',
        description: 'caption',
        privacy_level: 'SELF_ONLY',
        disable_comment: false,
      },
      source_info: { source: 'PULL_FROM_URL', photo_images: urls, photo_cover_index: 0 },
      ...extra,
    });

  it('derives the same sandbox account from the same handle, with a UUID open id', () => {
    expect(clipSandboxAccount('alice')).toEqual(alice);
    expect(clipSandboxAccount('ALICE').externalAccountId).toBe(alice.externalAccountId);
    expect(alice.externalAccountId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(alice.credentials.accessToken).toBe('act.sandbox.alice');
  });

  it('refuses a missing or foreign token with 401 access_token_invalid in the envelope', async () => {
    for (const token of [null, 'act.real-token', 'act.sandbox.']) {
      const res = await call('/v2/post/publish/creator_info/query/', {}, token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        data: {},
        error: {
          code: 'access_token_invalid',
          message: expect.any(String),
          log_id: expect.stringMatching(/^\d{14}[0-9A-F]{20}$/),
        },
      });
    }
  });

  it('answers creator info in the envelope, with the settings a test gave the creator', async () => {
    const res = await call('/v2/post/publish/creator_info/query/', {});
    expect(res.status).toBe(200);
    expect(res.body.error).toMatchObject({ code: 'ok', message: '' });
    expect(res.body.data).toMatchObject({
      creator_nickname: 'alice',
      creator_username: 'alice',
      privacy_level_options: [
        'PUBLIC_TO_EVERYONE',
        'MUTUAL_FOLLOW_FRIENDS',
        'FOLLOWER_OF_CREATOR',
        'SELF_ONLY',
      ],
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: false,
      max_video_post_duration_sec: 600,
      can_post: true,
    });
    const control = await fetch(`${base}/_sandbox/creator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ handle: 'alice', nickname: 'Alice A.', stitchDisabled: true }),
    });
    expect(control.status).toBe(200);
    const after = await call('/v2/post/publish/creator_info/query/', {});
    expect(after.body.data).toMatchObject({ creator_nickname: 'Alice A.', stitch_disabled: true });
    const other = await call('/v2/post/publish/creator_info/query/', {}, bob.credentials.accessToken);
    expect(other.body.data).toMatchObject({ creator_nickname: 'bob', stitch_disabled: false });
  });

  it('takes chunks in order with Content-Range, 206 then 201, and publishes once all bytes are in', async () => {
    const video = Buffer.alloc(1050, 'v');
    const init = await initVideo(1050, 300, 3);
    expect(init.status).toBe(200);
    const { publish_id: publishId, upload_url: uploadUrl } = init.body.data as {
      publish_id: string;
      upload_url: string;
    };
    expect(publishId).toMatch(/^v_pub_file~v2-1\.\d+$/);
    expect(uploadUrl).toMatch(/^upload\/\?upload_id=[0-9a-f]+&upload_token=[0-9a-f]+$/);
    expect((await status(publishId)).body.data).toMatchObject({
      status: 'PROCESSING_UPLOAD',
      uploaded_bytes: 0,
    });

    // Out of order: the second chunk first.
    expect((await put(uploadUrl, video.subarray(300, 600), 'bytes 300-599/1050')).status).toBe(416);
    expect((await put(uploadUrl, video.subarray(0, 300), 'bytes 0-299/1050')).status).toBe(206);
    expect((await status(publishId)).body.data).toMatchObject({
      status: 'PROCESSING_UPLOAD',
      uploaded_bytes: 300,
    });
    // The same chunk again is out of order too.
    expect((await put(uploadUrl, video.subarray(0, 300), 'bytes 0-299/1050')).status).toBe(416);
    expect((await put(uploadUrl, video.subarray(300, 600), 'bytes 300-599/1050')).status).toBe(206);
    // The last chunk takes the trailing 150 bytes: 450 in all.
    expect((await put(uploadUrl, video.subarray(600, 900), 'bytes 600-899/1050')).status).toBe(416);
    expect((await put(uploadUrl, video.subarray(600), 'bytes 600-1049/1050')).status).toBe(201);
    expect((await put(uploadUrl, video.subarray(600), 'bytes 600-1049/1050')).status).toBe(416);

    const done = await settled(publishId);
    expect(done.body.data).toMatchObject({ status: 'PUBLISH_COMPLETE', uploaded_bytes: 1050 });
    const [postId] = done.body.data?.publicaly_available_post_id as string[];
    expect(postId).toMatch(/^\d{19}$/);
    expect(emulator.posts()).toEqual([
      expect.objectContaining({
        id: postId,
        accountId: alice.externalAccountId,
        text: 'caption',
        kind: 'video',
      }),
    ]);
    const page = await fetch(`${base}/_sandbox/posts/${encodeURIComponent(publishId)}`);
    expect(await page.json()).toMatchObject({ id: postId, publishId });
  });

  it('refuses chunks whose range, size or type do not match the init', async () => {
    const init = await initVideo(250, 250, 1);
    const { upload_url: uploadUrl } = init.body.data as { upload_url: string };
    const body = Buffer.alloc(250, 'x');
    expect((await put(uploadUrl, body, 'bytes 0-249/999')).status).toBe(400);
    expect((await put(uploadUrl, body, 'bytes=0-249')).status).toBe(400);
    expect((await put(uploadUrl, body.subarray(0, 200), 'bytes 0-249/250')).status).toBe(400);
    expect((await put(uploadUrl, body, 'bytes 0-249/250', 'image/jpeg')).status).toBe(400);
    expect((await put(`${uploadUrl}x`, body, 'bytes 0-249/250')).status).toBe(404);
    expect((await put(uploadUrl, body, 'bytes 0-249/250', 'video/quicktime')).status).toBe(201);
  });

  it.each([
    ['a chunk below the minimum', 1000, 50, 20, /between 100 and 400/],
    ['a chunk above the maximum', 1000, 500, 2, /between 100 and 400/],
    ['a wrong chunk count', 1000, 300, 4, /rounded down/],
    ['a small video in chunks', 90, 45, 2, /sent whole/],
    ['a large video whole', 500, 500, 1, /in chunks/],
    ['a final chunk over its limit', 1000, 120, 1, /rounded down/],
    ['no size', 0, 100, 1, /video_size/],
  ])('refuses %s with 400 invalid_params', async (_name, size, chunk, count, message) => {
    const res = await initVideo(size, chunk, count);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_params', message: expect.stringMatching(message) });
    expect(emulator.publishRecords()).toHaveLength(0);
  });

  it('refuses post_info the creator does not allow', async () => {
    emulator.setCreator('alice', {
      privacyLevelOptions: ['SELF_ONLY', 'FOLLOWER_OF_CREATOR'],
      commentDisabled: true,
    });
    const mismatch = await initVideo(
      250,
      250,
      1,
      postInfo({ privacy_level: 'PUBLIC_TO_EVERYONE', disable_comment: true }),
    );
    expect(mismatch).toMatchObject({
      status: 403,
      body: { error: { code: 'privacy_level_option_mismatch' } },
    });
    const unknown = await initVideo(
      250,
      250,
      1,
      postInfo({ privacy_level: 'EVERYONE', disable_comment: true }),
    );
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'invalid_params' } } });
    const comments = await initVideo(250, 250, 1, postInfo({ disable_comment: false }));
    expect(comments.body.error?.message).toMatch(/disable_comment must be true/);
    const branded = await initVideo(
      250,
      250,
      1,
      postInfo({ brand_content_toggle: true, disable_comment: true }),
    );
    expect(branded.body.error?.message).toMatch(/Branded content/);
    const long = await initVideo(250, 250, 1, postInfo({ title: 'a'.repeat(2201), disable_comment: true }));
    expect(long.status).toBe(400);
    expect(
      (await initVideo(250, 250, 1, postInfo({ title: 'a'.repeat(2200), disable_comment: true }))).status,
    ).toBe(200);
  });

  it('answers an upload past its hour with 403', async () => {
    let clock = Date.parse('2026-06-01T00:00:00Z');
    const timed = new ClipEmulator({ transfer: TRANSFER, processingMs: 5, now: () => clock });
    const timedServer = await serveEmulator(timed);
    const timedBase = timedServer.url;
    try {
      const init = await fetch(`${timedBase}/v2/post/publish/video/init/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${alice.credentials.accessToken}`,
        },
        body: JSON.stringify({
          post_info: postInfo(),
          source_info: { source: 'FILE_UPLOAD', video_size: 250, chunk_size: 250, total_chunk_count: 1 },
        }),
      });
      const { upload_url: uploadUrl } = ((await init.json()) as { data: { upload_url: string } }).data;
      clock += 60 * 60 * 1000 + 1;
      const res = await fetch(new URL(uploadUrl, `${timedBase}/`), {
        method: 'PUT',
        headers: { 'content-type': 'video/mp4', 'content-range': 'bytes 0-249/250' },
        body: Buffer.alloc(250),
      });
      expect(res.status).toBe(403);
    } finally {
      await timedServer.close();
    }
  });

  it('pulls photos over HTTP in order and keeps what arrived', async () => {
    const a = media.add('a.jpg', { kind: 'image', contentType: 'image/jpeg', bytes: 120 });
    const b = media.add('b.webp', { kind: 'image', contentType: 'image/webp', bytes: 80 });
    const init = await photoInit([b.url, a.url], {
      source_info: { source: 'PULL_FROM_URL', photo_images: [b.url, a.url], photo_cover_index: 1 },
    });
    const publishId = (init.body.data as { publish_id: string }).publish_id;
    expect(publishId).toMatch(/^p_pub_url~v2-1\./);
    const done = await settled(publishId);
    expect(done.body.data).toMatchObject({ status: 'PUBLISH_COMPLETE', downloaded_bytes: 200 });
    expect(emulator.posts()[0]).toMatchObject({
      kind: 'photo',
      title: 'title',
      text: 'caption',
      coverIndex: 1,
      media: [
        { url: b.url, bytes: 80, contentType: 'image/webp' },
        { url: a.url, bytes: 120, contentType: 'image/jpeg' },
      ],
    });
  });

  it('fails a photo publish whose file cannot be pulled or is not JPEG or WebP', async () => {
    const png = media.add('c.png', { kind: 'image', contentType: 'image/png', bytes: 50 });
    const ok = media.add('d.jpg', { kind: 'image', contentType: 'image/jpeg', bytes: 50 });
    const missing = await photoInit([ok.url, `${ok.url}-missing`]);
    expect((await settled((missing.body.data as { publish_id: string }).publish_id)).body.data).toMatchObject(
      {
        status: 'FAILED',
        fail_reason: 'photo_pull_failed',
        publicaly_available_post_id: [],
      },
    );
    const wrongType = await photoInit([png.url]);
    expect(
      (await settled((wrongType.body.data as { publish_id: string }).publish_id)).body.data,
    ).toMatchObject({
      status: 'FAILED',
      fail_reason: 'file_format_check_failed',
    });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('checks the photo init: kind, mode, 1 to 35 URLs, a cover among them, title up to 90', async () => {
    const url = 'http://127.0.0.1:1/x.jpg';
    const refusals = [
      await photoInit([url], { media_type: 'VIDEO' }),
      await photoInit([url], { post_mode: 'LATER' }),
      await photoInit([]),
      await photoInit(Array.from({ length: 36 }, () => url)),
      await photoInit([url], {
        source_info: { source: 'PULL_FROM_URL', photo_images: [url], photo_cover_index: 1 },
      }),
      await photoInit(['ftp://x/y.jpg']),
      await photoInit([url], { post_info: { title: 'a'.repeat(91), privacy_level: 'SELF_ONLY' } }),
      await photoInit([url], {
        post_info: { title: 't', description: 'a'.repeat(4001), privacy_level: 'SELF_ONLY' },
      }),
    ];
    for (const res of refusals)
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_params' } } });
    expect(emulator.publishRecords()).toHaveLength(0);
  });

  it('sends a MEDIA_UPLOAD to the creator’s inbox instead of posting it', async () => {
    const a = media.add('inbox.jpg', { kind: 'image', contentType: 'image/jpeg', bytes: 60 });
    const init = await photoInit([a.url], { post_mode: 'MEDIA_UPLOAD' });
    const done = await settled((init.body.data as { publish_id: string }).publish_id);
    expect(done.body.data).toMatchObject({ status: 'SEND_TO_USER_INBOX' });
    expect(emulator.posts()).toHaveLength(0);
  });

  it('pulls a PULL_FROM_URL video', async () => {
    const v = media.add('pulled.mp4', { kind: 'video', contentType: 'video/mp4', bytes: 900 });
    const init = await call('/v2/post/publish/video/init/', {
      post_info: postInfo(),
      source_info: { source: 'PULL_FROM_URL', video_url: v.url },
    });
    expect(init.body.data).not.toHaveProperty('upload_url');
    const publishId = (init.body.data as { publish_id: string }).publish_id;
    expect(publishId).toMatch(/^v_pub_url~v2-1\./);
    expect((await settled(publishId)).body.data).toMatchObject({
      status: 'PUBLISH_COMPLETE',
      downloaded_bytes: 900,
    });
    expect(emulator.posts()[0].media).toEqual([expect.objectContaining({ url: v.url, bytes: 900 })]);
  });

  it('refuses media URLs outside the verified prefixes with 403 url_ownership_unverified', async () => {
    const strict = new ClipEmulator({
      transfer: TRANSFER,
      verifiedUrlPrefixes: ['https://cdn.example.com/'],
    });
    const strictServer = await serveEmulator(strict);
    try {
      const res = await fetch(`${strictServer.url}/v2/post/publish/content/init/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${alice.credentials.accessToken}`,
        },
        body: JSON.stringify({
          media_type: 'PHOTO',
          post_mode: 'DIRECT_POST',
          post_info: { title: 't', privacy_level: 'SELF_ONLY' },
          source_info: {
            source: 'PULL_FROM_URL',
            photo_images: ['https://cdn.example.com/a.jpg', 'https://elsewhere.example.com/b.jpg'],
            photo_cover_index: 0,
          },
        }),
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as Answer['body']).error?.code).toBe('url_ownership_unverified');
    } finally {
      await strictServer.close();
    }
  });

  it('keeps each creator to their own publish ids', async () => {
    const init = await initVideo(250, 250, 1);
    const publishId = (init.body.data as { publish_id: string }).publish_id;
    const res = await status(publishId, bob.credentials.accessToken);
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_params' } } });
    expect((await status('v_pub_file~v2-1.0')).status).toBe(400);
  });

  it('caps posts per creator per day, and refuses a creator who may not post', async () => {
    const a = media.add('cap.jpg', { kind: 'image', contentType: 'image/jpeg', bytes: 60 });
    for (let i = 0; i < 3; i += 1) {
      await settled(((await photoInit([a.url])).body.data as { publish_id: string }).publish_id);
    }
    expect((await call('/v2/post/publish/creator_info/query/', {})).body.data).toMatchObject({
      can_post: false,
    });
    const capped = await photoInit([a.url]);
    expect(capped).toMatchObject({ status: 403, body: { error: { code: 'spam_risk_too_many_posts' } } });
    const bobInfo = await call('/v2/post/publish/creator_info/query/', {}, bob.credentials.accessToken);
    expect(bobInfo.body.data).toMatchObject({ can_post: true });

    emulator.setCreator('bob', { canPost: false });
    const banned = await initVideo(250, 250, 1, postInfo(), bob.credentials.accessToken);
    expect(banned).toMatchObject({
      status: 403,
      body: { error: { code: 'spam_risk_user_banned_from_posting' } },
    });
  });

  it('answers queued failure kinds on the next init in the platform’s shape, storing nothing', async () => {
    const expected: Array<[string, number, string]> = [
      ['server_error', 500, 'internal_error'],
      ['rate_limit', 429, 'rate_limit_exceeded'],
      ['auth', 401, 'access_token_invalid'],
      ['invalid_params', 400, 'invalid_params'],
      ['scope_not_authorized', 401, 'scope_not_authorized'],
      ['spam_risk_too_many_posts', 403, 'spam_risk_too_many_posts'],
      ['spam_risk_user_banned_from_posting', 403, 'spam_risk_user_banned_from_posting'],
      ['privacy_level_option_mismatch', 403, 'privacy_level_option_mismatch'],
      ['url_ownership_unverified', 403, 'url_ownership_unverified'],
      ['no_such_kind', 500, 'internal_error'],
    ];
    for (const [kind, code, errorCode] of expected) {
      const queued = await fetch(`${base}/_sandbox/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind }),
      });
      expect(queued.status).toBe(200);
      const res = await initVideo(250, 250, 1);
      expect(res).toMatchObject({ status: code, body: { data: {}, error: { code: errorCode } } });
      // Only a rate limit says when to come back.
      expect([kind, res.headers.get('retry-after')]).toEqual([kind, kind === 'rate_limit' ? '60' : null]);
    }
    // Creator info and status reads take no queued kind.
    emulator.failNext('server_error');
    expect((await call('/v2/post/publish/creator_info/query/', {})).status).toBe(200);
    expect((await initVideo(250, 250, 1)).status).toBe(500);
    expect(emulator.publishRecords()).toHaveLength(0);
  });

  it('carries upload and processing failures from the init to the steps after it', async () => {
    const body = Buffer.alloc(250, 'c');
    emulator.failNext('processing_failed');
    const failing = (await initVideo(250, 250, 1)).body.data as { publish_id: string; upload_url: string };
    expect((await put(failing.upload_url, body, 'bytes 0-249/250')).status).toBe(201);
    expect((await settled(failing.publish_id)).body.data).toMatchObject({
      status: 'FAILED',
      fail_reason: 'file_format_check_failed',
    });

    emulator.failNext('stall');
    const stalled = (await initVideo(250, 250, 1)).body.data as { publish_id: string; upload_url: string };
    await put(stalled.upload_url, body, 'bytes 0-249/250');
    await sleep(30);
    expect((await status(stalled.publish_id)).body.data).toMatchObject({
      status: 'PROCESSING_UPLOAD',
      uploaded_bytes: 250,
    });

    emulator.failNext('drop_final_chunk');
    const dropped = (await initVideo(250, 250, 1)).body.data as { publish_id: string; upload_url: string };
    await expect(put(dropped.upload_url, body, 'bytes 0-249/250')).rejects.toThrow();
    expect((await settled(dropped.publish_id)).body.data).toMatchObject({ status: 'PUBLISH_COMPLETE' });
    expect(emulator.posts()).toHaveLength(1);
  });

  it('cuts the answer of an accepted init on drop_after_accept and forgets everything on reset', async () => {
    emulator.failNext('drop_after_accept');
    await expect(initVideo(250, 250, 1)).rejects.toThrow();
    expect(emulator.publishRecords()).toHaveLength(1);
    emulator.setCreator('alice', { canPost: false });
    await fetch(`${base}/_sandbox/reset`, { method: 'POST' });
    expect(emulator.publishRecords()).toHaveLength(0);
    expect((await call('/v2/post/publish/creator_info/query/', {})).body.data).toMatchObject({
      can_post: true,
    });
  });
});
