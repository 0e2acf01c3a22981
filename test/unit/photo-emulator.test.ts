import { PhotoPlugin } from '../../plugins/photo';
import { PhotoEmulator } from '../../plugins/photo/emulator';
import { buildJpeg, buildMp4 } from '../../plugins/photo/media-format';
import { photoSandboxAccount } from '../../plugins/photo/sandbox';
import { TestMediaServer } from '../contract/plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const DAY_MS = 24 * 60 * 60 * 1000;
const alice = photoSandboxAccount('alice');
const bob = photoSandboxAccount('bob');
const token = alice.credentials.accessToken;
const me = alice.externalAccountId;

interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

describe('photo emulator over HTTP', () => {
  const files = new TestMediaServer();
  let emulator: PhotoEmulator;
  let server: Listening;
  let baseUrl: string;
  let clockOffset = 0;
  let square: string;
  let square2: string;
  let reelVideo: string;

  beforeAll(async () => {
    await files.start();
    square = files.add('square', {
      kind: 'image',
      contentType: 'image/jpeg',
      body: buildJpeg(1080, 1080),
    }).url;
    square2 = files.add('square2', {
      kind: 'image',
      contentType: 'image/jpeg',
      body: buildJpeg(1080, 1350, { fill: 0x41 }),
    }).url;
    reelVideo = files.add('reel', { kind: 'video', contentType: 'video/mp4', body: buildMp4(12) }).url;
    emulator = new PhotoEmulator({ now: () => Date.now() + clockOffset, quotaTotal: 3 });
    server = await serveEmulator(emulator);
    baseUrl = server.url;
  });

  afterEach(() => {
    emulator.reset();
    clockOffset = 0;
  });

  afterAll(async () => {
    emulator.releaseHeld();
    await server.close();
    await files.stop();
  });

  async function call(
    method: string,
    path: string,
    body?: unknown,
    auth: string | null = token,
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (auth !== null) headers.authorization = `Bearer ${auth}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  const container = (body: Record<string, unknown>) => call('POST', `/${me}/media`, body);
  const publish = (id: string) => call('POST', `/${me}/media_publish?creation_id=${id}`);
  const status = (id: string) => call('GET', `/${id}?fields=status_code,status`);
  const idOf = (answer: Answer) => (answer.json as { id: string }).id;
  const errorOf = (answer: Answer) => answer.json.error as Record<string, unknown>;

  it('refuses a missing or foreign token in the Graph error envelope', async () => {
    const missing = await call('POST', `/${me}/media`, { image_url: square }, null);
    const foreign = await call('POST', `/${me}/media`, { image_url: square }, 'EAAB-a-real-looking-token');
    expect(missing).toMatchObject({ status: 400, json: { error: { code: 2500, type: 'OAuthException' } } });
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign)).toEqual({
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
      is_transient: false,
      fbtrace_id: expect.any(String),
    });
  });

  it('answers another account’s id as an unsupported request', async () => {
    const res = await call('POST', `/${bob.externalAccountId}/media`, { image_url: square });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
  });

  it('makes an image container FINISHED at once, publishes it once, and serves the post', async () => {
    const made = await container({
      image_url: square,
      caption: 'first light',
      user_tags: [{ username: 'bob', x: 0.5, y: 0.25 }],
    });
    expect(made.status).toBe(200);
    const id = idOf(made);
    expect(await status(id)).toMatchObject({
      json: { id, status_code: 'FINISHED', status: expect.stringMatching(/^Finished/) },
    });

    const published = await publish(id);
    expect(published.status).toBe(200);
    const postId = idOf(published);
    expect(postId).toMatch(/^\d{17}$/);
    expect((await status(id)).json.status_code).toBe('PUBLISHED');
    expect(errorOf(await publish(id))).toMatchObject({ code: 100 });

    const [post] = emulator.posts();
    expect(post).toMatchObject({
      id: postId,
      accountId: me,
      text: 'first light',
      kind: 'feed',
      mediaType: 'IMAGE',
      productType: 'FEED',
      media: [
        {
          type: 'IMAGE',
          url: square,
          bytes: 256,
          width: 1080,
          height: 1080,
          userTags: [{ username: 'bob', x: 0.5, y: 0.25 }],
        },
      ],
    });
    const page = await fetch(`${baseUrl}/_sandbox/posts/${postId}`);
    expect(await page.json()).toMatchObject({ id: postId, text: 'first light' });
    expect(await call('GET', `/${postId}?fields=caption,media_product_type,permalink`)).toMatchObject({
      json: {
        id: postId,
        caption: 'first light',
        media_product_type: 'FEED',
        permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
      },
    });
  });

  it('checks the image bytes it fetches: JPEG only, up to 8MB, feed shape, reachable', async () => {
    const png = files.add('png', {
      kind: 'image',
      contentType: 'image/png',
      body: Buffer.from('\x89PNG\r\n\x1a\n....'),
    });
    const huge = files.add('huge', {
      kind: 'image',
      contentType: 'image/jpeg',
      body: buildJpeg(1080, 1080, { bytes: 8 * 1024 * 1024 + 10 }),
    });
    const tall = files.add('tall', { kind: 'image', contentType: 'image/jpeg', body: buildJpeg(500, 1000) });
    const cases: Array<[string, number, number]> = [
      [png.url, 9004, 2207005],
      [huge.url, 36000, 2207004],
      [tall.url, 36003, 2207009],
      [`${png.url}-missing`, 9004, 2207052],
    ];
    for (const [url, code, subcode] of cases) {
      const res = await container({ image_url: url });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, error_subcode: subcode });
    }
    // A story takes any shape.
    expect((await container({ media_type: 'STORIES', image_url: tall.url })).status).toBe(200);
    expect(emulator.containerStates()).toHaveLength(1);
  });

  it('processes a reel: IN_PROGRESS until read again, refused while not ready, then published with its cover', async () => {
    const cover = files.add('cover', {
      kind: 'image',
      contentType: 'image/jpeg',
      body: buildJpeg(1080, 1920),
    });
    const id = idOf(
      await container({
        media_type: 'REELS',
        video_url: reelVideo,
        caption: 'reel',
        cover_url: cover.url,
        share_to_feed: false,
      }),
    );
    expect(errorOf(await publish(id))).toMatchObject({ code: 9007, error_subcode: 2207027 });
    expect((await status(id)).json.status_code).toBe('FINISHED');
    const postId = idOf(await publish(id));
    expect(emulator.posts()[0]).toMatchObject({
      id: postId,
      kind: 'reel',
      productType: 'REELS',
      mediaType: 'VIDEO',
      shareToFeed: false,
      media: [{ type: 'VIDEO', durationSec: 12 }],
      cover: { url: cover.url, width: 1080, height: 1920 },
    });
  });

  it('ends a video container in ERROR when the file is not a video of the allowed length', async () => {
    const short = files.add('short', { kind: 'video', contentType: 'video/mp4', body: buildMp4(2) });
    const notVideo = files.add('notvideo', {
      kind: 'video',
      contentType: 'video/mp4',
      body: Buffer.alloc(64, 1),
    });
    const longStory = files.add('longstory', { kind: 'video', contentType: 'video/mp4', body: buildMp4(61) });
    const expectations: Array<[Record<string, unknown>, RegExp]> = [
      [{ media_type: 'REELS', video_url: short.url }, /3-900 s/],
      [{ media_type: 'REELS', video_url: notVideo.url }, /\(2207026\)$/],
      [{ media_type: 'STORIES', video_url: longStory.url }, /3-60 s/],
      [{ media_type: 'REELS', video_url: `${short.url}-gone` }, /\(2207052\)$/],
    ];
    for (const [body, sentence] of expectations) {
      const id = idOf(await container(body));
      const res = await status(id);
      expect(res.json.status_code).toBe('ERROR');
      expect(res.json.status).toMatch(sentence);
      expect((await publish(id)).status).toBe(400);
    }
    expect(emulator.posts()).toHaveLength(0);
  });

  it('builds a carousel from finished items in the order given', async () => {
    const clip = idOf(
      await container({
        media_type: 'VIDEO',
        video_url: files.add('clip', { kind: 'video', contentType: 'video/mp4', body: buildMp4(8) }).url,
        is_carousel_item: true,
      }),
    );
    const a = idOf(await container({ image_url: square, is_carousel_item: true }));
    const b = idOf(await container({ image_url: square2, is_carousel_item: true }));
    const lone = idOf(await container({ image_url: square }));

    expect(errorOf(await container({ media_type: 'CAROUSEL', children: [a] }))).toMatchObject({
      code: 100,
      error_subcode: 2207028,
    });
    expect(errorOf(await container({ media_type: 'CAROUSEL', children: [a, lone] })).message).toMatch(
      /not made as a carousel item/,
    );
    expect(errorOf(await publish(a)).message).toMatch(/published with its carousel/);

    const album = idOf(await container({ media_type: 'CAROUSEL', children: [b, clip, a], caption: 'three' }));
    expect((await status(album)).json.status_code).toBe('IN_PROGRESS'); // the video item is still processing
    expect((await status(album)).json.status_code).toBe('FINISHED');
    expect(errorOf(await container({ media_type: 'CAROUSEL', children: [a, b] })).message).toMatch(
      /already in a carousel/,
    );

    const postId = idOf(await publish(album));
    const post = emulator.posts()[0];
    expect(post).toMatchObject({ id: postId, kind: 'carousel', mediaType: 'CAROUSEL_ALBUM', text: 'three' });
    expect((post.media as Array<{ url: string }>).map((m) => m.url)).toEqual([
      square2,
      expect.stringContaining('/clip'),
      square,
    ]);
  });

  it('takes the Graph API’s form and query encodings too', async () => {
    const a = idOf(await container({ image_url: square, is_carousel_item: 'true' }));
    const b = idOf(await container({ image_url: square2, is_carousel_item: 'true' }));
    const res = await fetch(`${baseUrl}/${me}/media?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        media_type: 'CAROUSEL',
        children: `${a},${b}`,
        collaborators: '["carol"]',
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(emulator.containerStates().at(-1)).toMatchObject({ children: [a, b], collaborators: ['carol'] });
  });

  it('refuses parameters the media type does not take, and captions over the platform’s caps', async () => {
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ image_url: square, caption: 'a'.repeat(2201) }, /2200/],
      [
        { image_url: square, caption: Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ') },
        /31 hashtags/,
      ],
      [
        { image_url: square, caption: Array.from({ length: 21 }, (_, i) => `@u${i}`).join(' ') },
        /21 mentions/,
      ],
      [{ image_url: square, user_tags: [{ username: 'bob', x: 1.2, y: 0.5 }] }, /between 0 and 1/],
      [{ image_url: square, collaborators: ['a', 'b', 'c', 'd'] }, /Up to 3 collaborators/],
      [{ media_type: 'STORIES', image_url: square, caption: 'hi' }, /Stories take no caption/],
      [
        { media_type: 'REELS', video_url: reelVideo, user_tags: [{ username: 'bob', x: 0, y: 0 }] },
        /images only/,
      ],
      [{ image_url: square, share_to_feed: true }, /reels only/],
      [{ video_url: reelVideo }, /use REELS/i],
      [{ media_type: 'GIF', image_url: square }, /not supported/],
    ];
    for (const [body, message] of refusals) {
      const res = await container(body);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 100, message: expect.stringMatching(message) });
    }
    expect(emulator.containerStates()).toHaveLength(0);
  });

  it('lets an unpublished container expire after 24 hours', async () => {
    const id = idOf(await container({ image_url: square }));
    clockOffset = DAY_MS;
    expect((await status(id)).json.status_code).toBe('EXPIRED');
    expect(errorOf(await publish(id))).toMatchObject({ code: -2, error_subcode: 2207020 });
  });

  it('lists feed posts newest first with cursors, stories apart, and comments with their author', async () => {
    const ids: string[] = [];
    // Three publishes: the quota of this emulator.
    for (const caption of ['one', 'two'])
      ids.push(idOf(await publish(idOf(await container({ image_url: square, caption })))));
    const story = idOf(await publish(idOf(await container({ media_type: 'STORIES', image_url: square }))));

    const first = await call('GET', `/${me}/media?fields=id,caption,timestamp&limit=1`);
    expect((first.json.data as Array<{ caption: string }>).map((m) => m.caption)).toEqual(['two']);
    expect((first.json.data as Array<{ timestamp: string }>)[0].timestamp).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/,
    );
    const paging = first.json.paging as { cursors: { after: string }; next?: string };
    expect(paging.next).toEqual(expect.any(String));
    const second = await call('GET', `/${me}/media?fields=caption&limit=1&after=${paging.cursors.after}`);
    expect(second.json.data).toEqual([{ id: ids[0], caption: 'one' }]);
    expect((second.json.paging as { next?: string }).next).toBeUndefined();

    const stories = await call('GET', `/${me}/stories?fields=id,media_type`);
    expect(stories.json.data).toEqual([{ id: story, media_type: 'IMAGE' }]);

    const comment = idOf(await call('POST', `/${ids[0]}/comments`, { message: 'nice' }));
    expect((await call('POST', `/${story}/comments`, { message: 'x' })).status).toBe(400);
    const comments = await call('GET', `/${ids[0]}/comments?fields=id,text,from`);
    expect(comments.json.data).toEqual([{ id: comment, text: 'nice', from: { id: me, username: 'alice' } }]);
    expect(emulator.posts().find((p) => p.id === comment)).toMatchObject({
      kind: 'comment',
      replyToId: ids[0],
    });
  });

  it('counts publishes against the rolling 24-hour quota and refuses past it with 9/2207042', async () => {
    for (let i = 0; i < 3; i += 1)
      await publish(idOf(await container({ image_url: square, caption: `post ${i}` })));
    const limit = await call('GET', `/${me}/content_publishing_limit?fields=quota_usage,config`);
    expect(limit.json).toEqual({
      data: [{ quota_usage: 3, config: { quota_total: 3, quota_duration: 86400 } }],
    });

    const over = await publish(idOf(await container({ image_url: square, caption: 'one too many' })));
    expect(errorOf(over)).toMatchObject({ code: 9, error_subcode: 2207042 });
    const usage = JSON.parse(over.headers.get('x-business-use-case-usage') ?? '{}') as Record<
      string,
      Array<{ estimated_time_to_regain_access: number }>
    >;
    expect(usage[me][0].estimated_time_to_regain_access).toBe(24 * 60);

    clockOffset = DAY_MS; // the window rolls on: the first three drop out
    expect((await publish(idOf(await container({ image_url: square, caption: 'next day' })))).status).toBe(
      200,
    );
  });

  it('answers rate_limit with 429, code 80002 and a usage header the plugin reads as 300 seconds', async () => {
    emulator.failNext('rate_limit');
    const res = await container({ image_url: square });
    expect(res.status).toBe(429);
    expect(errorOf(res)).toMatchObject({ code: 80002, is_transient: true });
    expect(res.headers.get('x-business-use-case-usage')).toContain('"estimated_time_to_regain_access":5');

    const plugin = new PhotoPlugin({ pollIntervalMs: 5 });
    emulator.failNext('rate_limit');
    const media = [
      files.add('rl', { kind: 'image', contentType: 'image/jpeg', body: buildJpeg(1080, 1080) }),
    ];
    const error = await plugin
      .publish(
        { account: { ...alice, sandbox: true, baseUrl } },
        { text: 'limited', mediaIds: ['rl'], options: {}, index: 0, media },
      )
      .catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({
      code: 'platform_error',
      retryable: true,
      retryAfterSeconds: 300,
    });
  });

  it('keeps a queued failure for the call it belongs to', async () => {
    emulator.failNext('drop_after_accept');
    emulator.failNext('image_too_large');
    // The container call skips the lost answer (it belongs to media_publish) and takes the next kind.
    const refused = await container({ image_url: square });
    expect(errorOf(refused)).toMatchObject({ code: 36000, error_subcode: 2207004 });
    const id = idOf(await container({ image_url: square }));
    expect(emulator.containerStates()).toHaveLength(1);
    await expect(publish(id)).rejects.toThrow();
    expect(emulator.posts()).toHaveLength(1); // stored, then the answer was lost
  });

  it('fails a misspelt failure kind loudly', async () => {
    emulator.failNext('no_such_kind');
    const res = await container({ image_url: square });
    expect(res.status).toBe(500);
    expect(errorOf(res).message).toMatch(/no_such_kind/);
  });

  it('never finishes a container queued as stuck_in_progress', async () => {
    emulator.failNext('stuck_in_progress');
    const id = idOf(await container({ image_url: square }));
    for (let i = 0; i < 3; i += 1) expect((await status(id)).json.status_code).toBe('IN_PROGRESS');
    expect(errorOf(await publish(id))).toMatchObject({ code: 9007 });
  });
});
