import { createHash } from 'node:crypto';
import { StrandEmulator } from '../../plugins/strand/emulator';
import { strandSandboxAccount } from '../../plugins/strand/sandbox';
import { TestMediaServer } from '../contract/plugin-contract-kit';
import { listen, type Listening, serveEmulator } from '../support/listen';

const alice = strandSandboxAccount('alice');
const bob = strandSandboxAccount('bob');
const DAY_MS = 24 * 60 * 60 * 1000;
const PROCESSING_MS = 60_000;

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  headers: Headers;
  json: Json;
}

describe('strand emulator over HTTP', () => {
  let emulator: StrandEmulator;
  let server: Listening;
  let baseUrl: string;
  const media = new TestMediaServer();
  /** Added to the emulator's clock, to cross the 24-hour expiry and quota window. */
  let clockOffset = 0;

  beforeAll(async () => {
    await media.start();
    // Videos finish only when a test moves the clock past processing, so no check races the clock.
    emulator = new StrandEmulator({ now: () => Date.now() + clockOffset, videoProcessingMs: PROCESSING_MS });
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
    await media.stop();
  });

  async function call(
    method: string,
    path: string,
    /** null: no Authorization header at all. */
    token: string | null = alice.credentials.accessToken,
    form?: Record<string, string>,
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: form === undefined ? undefined : new URLSearchParams(form).toString(),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as Json) : {} };
  }

  const user = alice.externalAccountId;
  const create = (form: Record<string, string>) => call('POST', `/${user}/threads`, undefined, form);
  const publish = (creationId: string) => call('POST', `/${user}/threads_publish?creation_id=${creationId}`);
  const status = async (id: string) =>
    (await call('GET', `/${id}?fields=status,error_message`)).json as {
      status: string;
      error_message?: string;
    };
  const idOf = (answer: Answer) => (answer.json as { id: string }).id;
  const errorOf = (answer: Answer) => answer.json.error as Json;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function post(text: string, more: Record<string, string> = {}): Promise<string> {
    const container = await create({ media_type: 'TEXT', text, ...more });
    return idOf(await publish(idOf(container)));
  }

  /** Until the emulator has pulled a video's file (it does so after answering). */
  async function untilPulled(id: string): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      if (emulator.containers().find((c) => c.id === id)?.media) return;
      await sleep(10);
    }
    throw new Error(`container ${id} never got its file`);
  }

  async function untilStatus(id: string, wanted: string): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      if ((await status(id)).status === wanted) return;
      await sleep(10);
    }
    throw new Error(`container ${id} never reached ${wanted}`);
  }

  describe('access', () => {
    it('refuses a missing or non-sandbox token with the 190 envelope, and stores nothing', async () => {
      for (const token of [null, 'EAAB-real-looking', 'THsandbox-']) {
        const res = await call('POST', `/${user}/threads`, token, { media_type: 'TEXT', text: 'hi' });
        expect(res.status).toBe(401);
        expect(errorOf(res)).toEqual({
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: expect.any(String),
        });
      }
      expect(emulator.containers()).toHaveLength(0);
    });

    it('takes the token as access_token too, and `me` for the token’s user', async () => {
      const res = await call('POST', `/me/threads?access_token=${alice.credentials.accessToken}`, null, {
        media_type: 'TEXT',
        text: 'by query token',
      });
      expect(res.status).toBe(200);
      expect(emulator.containers()[0]).toMatchObject({ userId: user, text: 'by query token' });
    });

    it('answers another user’s path as an object that does not exist', async () => {
      const res = await call('POST', `/${bob.externalAccountId}/threads`, alice.credentials.accessToken, {
        media_type: 'TEXT',
        text: 'not mine',
      });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 100, error_subcode: 33, type: 'THApiException' });
    });
  });

  describe('containers', () => {
    it('goes FINISHED -> PUBLISHED for text, and publishes a container once only', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'hello' }));
      expect(container).toMatch(/^\d{17}$/);
      expect(await status(container)).toEqual({ id: container, status: 'FINISHED' });
      const published = await publish(container);
      expect(published.status).toBe(200);
      expect(await status(container)).toEqual({ id: container, status: 'PUBLISHED' });

      const again = await publish(container);
      expect(again.status).toBe(400);
      expect(errorOf(again)).toMatchObject({
        code: 100,
        message: expect.stringContaining('already published'),
      });
      expect(emulator.posts()).toEqual([
        expect.objectContaining({
          id: idOf(published),
          text: 'hello',
          mediaType: 'TEXT',
          containerId: container,
        }),
      ]);
    });

    it.each([
      [{ media_type: 'POLL', text: 'x' }, 'media_type'],
      [{ media_type: 'TEXT' }, 'text is required'],
      [{ media_type: 'TEXT', text: 'a'.repeat(501) }, 'at most 500'],
      [{ media_type: 'TEXT', text: '\u{1F600}'.repeat(126) }, 'at most 500'],
      [{ media_type: 'TEXT', text: 'x', topic_tag: 'a.b' }, 'topic_tag'],
      [{ media_type: 'TEXT', text: 'x', topic_tag: 't'.repeat(51) }, 'topic_tag'],
      [{ media_type: 'TEXT', text: 'x', reply_control: 'nobody' }, 'reply_control'],
      [{ media_type: 'TEXT', text: 'x', reply_to_id: '17000000000000001' }, 'reply_to_id'],
      [{ media_type: 'IMAGE', text: 'x' }, 'image_url'],
      [{ media_type: 'VIDEO', text: 'x' }, 'video_url'],
      [{ media_type: 'CAROUSEL', text: 'x', children: '' }, 'children'],
      [{ media_type: 'TEXT', text: 'x', is_carousel_item: 'true' }, 'carousel items'],
      [
        { media_type: 'IMAGE', image_url: 'https://a.example/i.jpg', link_attachment: 'https://a.example' },
        'link',
      ],
    ])('refuses %j with a 100 invalid parameter naming it', async (form, words) => {
      const res = await create(form);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 100,
        type: 'THApiException',
        message: expect.stringContaining(words),
      });
      expect(emulator.containers()).toHaveLength(0);
    });

    it('pulls an image while creating the container and keeps what it received', async () => {
      const photo = media.add('photo', { kind: 'image', contentType: 'image/png', bytes: 4096 });
      const container = idOf(await create({ media_type: 'IMAGE', image_url: photo.url, text: 'caption' }));
      expect(await status(container)).toMatchObject({ status: 'FINISHED' });
      await publish(container);
      expect(emulator.posts()[0]).toMatchObject({
        mediaType: 'IMAGE',
        text: 'caption',
        media: [
          {
            kind: 'image',
            url: photo.url,
            contentType: 'image/png',
            bytes: 4096,
            sha256: createHash('sha256')
              .update(await photo.read())
              .digest('hex'),
          },
        ],
      });
    });

    it('refuses an image it cannot fetch (9004/2207052) or does not take (100)', async () => {
      const missing = await create({
        media_type: 'IMAGE',
        image_url: `${media.add('x', { kind: 'image', contentType: 'image/jpeg' }).url}-gone`,
      });
      expect(errorOf(missing)).toMatchObject({ code: 9004, error_subcode: 2207052 });
      const gif = media.add('gif', { kind: 'gif', contentType: 'image/gif' });
      const refused = await create({ media_type: 'IMAGE', image_url: gif.url });
      expect(errorOf(refused)).toMatchObject({ code: 100, message: expect.stringContaining('image/gif') });
      expect(emulator.containers()).toHaveLength(0);
    });

    it('treats a file cut short of its Content-Length as not fetched', async () => {
      const liar = await listen((_req, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '1000' });
        res.write(Buffer.alloc(100));
        setTimeout(() => res.destroy(), 10);
      });
      const url = `${liar.url}/cut.jpg`;
      try {
        const res = await create({ media_type: 'IMAGE', image_url: url });
        expect(errorOf(res)).toMatchObject({ code: 9004, error_subcode: 2207052 });
      } finally {
        await liar.close();
      }
    });

    it('keeps a video IN_PROGRESS while it is pulled and processed; publishing early is refused', async () => {
      const clip = media.add('clip', { kind: 'video', contentType: 'video/mp4', bytes: 8192 });
      const container = idOf(await create({ media_type: 'VIDEO', video_url: clip.url }));
      expect(await status(container)).toMatchObject({ status: 'IN_PROGRESS' });
      const early = await publish(container);
      expect(errorOf(early)).toMatchObject({ code: 9007, error_subcode: 2207027 });
      await untilPulled(container);
      expect(await status(container)).toMatchObject({ status: 'IN_PROGRESS' });
      clockOffset = PROCESSING_MS;
      expect(await status(container)).toMatchObject({ status: 'FINISHED' });
      expect((await publish(container)).status).toBe(200);
      expect(emulator.posts()[0].media).toEqual([expect.objectContaining({ kind: 'video', bytes: 8192 })]);
    });

    it('ends a video it cannot fetch in ERROR FAILED_DOWNLOADING_VIDEO', async () => {
      const container = idOf(
        await create({ media_type: 'VIDEO', video_url: `${baseUrl}/_sandbox/nothing.mp4` }),
      );
      await untilStatus(container, 'ERROR');
      expect(await status(container)).toEqual({
        id: container,
        status: 'ERROR',
        error_message: 'FAILED_DOWNLOADING_VIDEO',
      });
      expect(errorOf(await publish(container))).toMatchObject({ code: 100 });
    });

    it('expires an unpublished container after 24 hours (-2/2207020)', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'later' }));
      clockOffset = DAY_MS - 1000;
      expect(await status(container)).toMatchObject({ status: 'FINISHED' });
      clockOffset = DAY_MS;
      expect(await status(container)).toMatchObject({ status: 'EXPIRED' });
      const res = await publish(container);
      expect(errorOf(res)).toMatchObject({ code: -2, error_subcode: 2207020 });
      expect(emulator.posts()).toHaveLength(0);
    });

    it('answers an unknown container with the "does not exist" error', async () => {
      expect(errorOf(await call('GET', '/17000000000000009?fields=status'))).toMatchObject({
        code: 100,
        error_subcode: 33,
      });
      expect(errorOf(await publish('17000000000000009'))).toMatchObject({ code: 100, error_subcode: 33 });
    });
  });

  describe('carousels', () => {
    const item = async (id: string, kind: 'image' | 'video' = 'image') => {
      const file =
        kind === 'image'
          ? media.add(id, { kind, contentType: 'image/jpeg', bytes: 500 })
          : media.add(id, { kind, contentType: 'video/mp4', bytes: 900 });
      const form: Record<string, string> =
        kind === 'image'
          ? { media_type: 'IMAGE', image_url: file.url }
          : { media_type: 'VIDEO', video_url: file.url };
      return idOf(await create({ ...form, is_carousel_item: 'true' }));
    };

    it('publishes items in the order of `children`, each item once', async () => {
      const ids = [await item('a'), await item('b'), await item('c')];
      const order = [ids[2], ids[0], ids[1]];
      const carousel = idOf(await create({ media_type: 'CAROUSEL', text: 'set', children: order.join(',') }));
      await publish(carousel);
      expect(emulator.posts()[0]).toMatchObject({ mediaType: 'CAROUSEL', children: order });
      expect(emulator.posts()[0].media).toEqual(
        ['c', 'a', 'b'].map((id) =>
          expect.objectContaining({ url: expect.stringMatching(new RegExp(`/${id}$`)) }),
        ),
      );
      const reuse = await create({ media_type: 'CAROUSEL', children: `${ids[0]},${ids[1]}` });
      expect(errorOf(reuse)).toMatchObject({
        code: 100,
        message: expect.stringContaining('already in a carousel'),
      });
      expect(errorOf(await publish(ids[0]))).toMatchObject({
        message: expect.stringContaining('carousel item'),
      });
    });

    it('refuses a carousel of one, of 21, of unready items, or of plain containers', async () => {
      const one = await item('one');
      expect((await create({ media_type: 'CAROUSEL', children: one })).status).toBe(400);
      const many = Array.from({ length: 21 }, (_, i) => `1790000000000${String(i).padStart(4, '0')}`);
      expect(errorOf(await create({ media_type: 'CAROUSEL', children: many.join(',') }))).toMatchObject({
        message: expect.stringContaining('2 to 20'),
      });
      const slow = await item('slow', 'video');
      const notReady = await create({ media_type: 'CAROUSEL', children: `${one},${slow}` });
      expect(errorOf(notReady)).toMatchObject({ message: expect.stringContaining('IN_PROGRESS') });
      const plain = idOf(await create({ media_type: 'TEXT', text: 'plain' }));
      const mixed = await create({ media_type: 'CAROUSEL', children: `${one},${plain}` });
      expect(errorOf(mixed)).toMatchObject({
        message: expect.stringContaining('not created as a carousel item'),
      });
    });
  });

  describe('listing', () => {
    it('lists posts and replies on their own edges, newest first, with the fields asked for', async () => {
      const before = await post('before');
      await sleep(1100);
      const since = Math.floor(Date.now() / 1000);
      const root = await post('root');
      const reply = await post('reply', { reply_to_id: root });
      const gone = await post('gone');
      await call('DELETE', `/${gone}`);
      await call('POST', `/${bob.externalAccountId}/threads`, bob.credentials.accessToken, {
        media_type: 'TEXT',
        text: 'bob',
      });

      const fields = 'id,text,timestamp,media_type,replied_to';
      const threads = await call('GET', `/${user}/threads?fields=${fields}&since=${since}`);
      expect(threads.json.data).toEqual([
        { id: root, text: 'root', media_type: 'TEXT_POST', timestamp: expect.stringMatching(/\+0000$/) },
      ]);
      const replies = await call('GET', `/${user}/replies?fields=${fields}`);
      expect(replies.json.data).toEqual([expect.objectContaining({ id: reply, replied_to: { id: root } })]);
      const all = await call('GET', `/${user}/threads`);
      expect(all.json.data).toEqual([{ id: root }, { id: before }]);
    });

    it('pages with cursors, and says `next` only while more remain', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await post(`post ${i}`));
      const first = await call('GET', `/${user}/threads?limit=2`);
      expect(first.json.data).toEqual([{ id: ids[4] }, { id: ids[3] }]);
      const paging = first.json.paging as { cursors: { after: string }; next?: string };
      expect(paging.next).toEqual(expect.stringContaining('after='));
      const second = await call('GET', `/${user}/threads?limit=2&after=${paging.cursors.after}`);
      const third = await call(
        'GET',
        `/${user}/threads?limit=2&after=${(second.json.paging as { cursors: { after: string } }).cursors.after}`,
      );
      expect(third.json.data).toEqual([{ id: ids[0] }]);
      expect((third.json.paging as { next?: string }).next).toBeUndefined();
      expect(errorOf(await call('GET', `/${user}/threads?limit=101`))).toMatchObject({ code: 100 });
      expect(errorOf(await call('GET', `/${user}/threads?after=bogus`))).toMatchObject({ code: 100 });
    });

    it('reads one post by id with the fields asked for', async () => {
      const id = await post('one post', { topic_tag: 'Tag' });
      expect((await call('GET', `/${id}?fields=text,media_type,topic_tag,username`)).json).toEqual({
        id,
        text: 'one post',
        media_type: 'TEXT_POST',
        topic_tag: 'Tag',
        username: 'alice',
      });
    });
  });

  describe('quota', () => {
    it('counts posts and replies apart over a rolling day, and refuses past 250 posts (9/2207042)', async () => {
      const root = await post('root');
      await post('a reply', { reply_to_id: root });
      const limit = await call(
        'GET',
        `/${user}/threads_publishing_limit?fields=quota_usage,config,reply_quota_usage,reply_config`,
      );
      expect(limit.json).toEqual({
        data: [
          {
            quota_usage: 1,
            config: { quota_total: 250, quota_duration: 86400 },
            reply_quota_usage: 1,
            reply_config: { quota_total: 1000, quota_duration: 86400 },
          },
        ],
      });

      for (let i = 1; i < 250; i += 1) await post(`post ${i}`);
      const over = await publish(idOf(await create({ media_type: 'TEXT', text: 'one too many' })));
      expect(over.status).toBe(400);
      expect(errorOf(over)).toMatchObject({ code: 9, error_subcode: 2207042 });
      // Replies have their own quota.
      expect(
        (await publish(idOf(await create({ media_type: 'TEXT', text: 'r', reply_to_id: root })))).status,
      ).toBe(200);
      clockOffset = DAY_MS;
      expect(
        (await call('GET', `/${user}/threads_publishing_limit`)).json.data as Array<{ quota_usage: number }>,
      ).toEqual([expect.objectContaining({ quota_usage: 0 })]);
    });
  });

  describe('delete', () => {
    it('deletes once, then answers "does not exist"; another user gets a permission error', async () => {
      const id = await post('to delete');
      expect((await call('DELETE', `/${id}`, bob.credentials.accessToken)).json.error).toMatchObject({
        code: 10,
      });
      expect((await call('DELETE', `/${id}`)).json).toEqual({ success: true, deleted_id: id });
      expect(errorOf(await call('DELETE', `/${id}`))).toMatchObject({ code: 100, error_subcode: 33 });
      expect(emulator.posts()[0]).toMatchObject({ id, deleted: true, deletedAt: expect.any(String) });
      const limit = await call(
        'GET',
        `/${user}/threads_publishing_limit?fields=delete_quota_usage,delete_config`,
      );
      expect(limit.json.data).toEqual([
        { delete_quota_usage: 1, delete_config: { quota_total: 100, quota_duration: 86400 } },
      ]);
    });
  });

  describe('failure kinds', () => {
    it('answers a rate limit with 429, code 4 and the wait in the usage header', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'x' }));
      await call('POST', '/_sandbox/fail', undefined, { kind: 'rate_limit' });
      const res = await publish(container);
      expect(res.status).toBe(429);
      expect(errorOf(res)).toMatchObject({ code: 4, is_transient: true });
      const usage = JSON.parse(res.headers.get('x-business-use-case-usage') ?? '{}') as Record<
        string,
        Json[]
      >;
      expect(usage[user][0]).toMatchObject({ estimated_time_to_regain_access: 5 });
      expect((await publish(container)).status).toBe(200);
    });

    it('answers a server error with 500, code 2, transient; an unknown kind with 500 naming it', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'x' }));
      emulator.failNext('server_error');
      emulator.failNext('no_such_kind');
      expect(await publish(container)).toMatchObject({
        status: 500,
        json: { error: expect.objectContaining({ code: 2, is_transient: true }) },
      });
      expect(errorOf(await publish(container))).toMatchObject({
        message: expect.stringContaining('no_such_kind'),
      });
      expect(emulator.posts()).toHaveLength(0);
    });

    it('stores the post and cuts the connection on drop_after_accept', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'dropped' }));
      emulator.failNext('drop_after_accept');
      await expect(publish(container)).rejects.toThrow();
      expect(emulator.posts()).toEqual([expect.objectContaining({ text: 'dropped' })]);
      expect(await status(container)).toMatchObject({ status: 'PUBLISHED' });
    });

    it('holds the answer on hold_after_accept until released', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'held' }));
      emulator.failNext('hold_after_accept');
      const answer = publish(container);
      for (let i = 0; i < 200 && emulator.posts().length === 0; i += 1) await sleep(10);
      expect(emulator.posts()).toHaveLength(1);
      await call('POST', '/_sandbox/release');
      expect((await answer).status).toBe(200);
    });

    it('applies container kinds to the next container only, leaving publish failures queued', async () => {
      await call('POST', '/_sandbox/fail', undefined, { kind: 'processing_stuck' });
      emulator.failNext('server_error');
      const stuck = idOf(await create({ media_type: 'TEXT', text: 'stuck' }));
      const fine = idOf(await create({ media_type: 'TEXT', text: 'fine' }));
      expect(await status(stuck)).toMatchObject({ status: 'IN_PROGRESS' });
      expect(await status(fine)).toMatchObject({ status: 'FINISHED' });
      expect((await publish(fine)).status).toBe(500);
      expect((await publish(fine)).status).toBe(200);
    });

    it('expires the container being published on container_expired', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'x' }));
      emulator.failNext('container_expired');
      expect(errorOf(await publish(container))).toMatchObject({ code: -2, error_subcode: 2207020 });
      expect(await status(container)).toMatchObject({ status: 'EXPIRED' });
    });

    it('refuses with the restriction subcode on activity_blocked', async () => {
      const container = idOf(await create({ media_type: 'TEXT', text: 'x' }));
      emulator.failNext('activity_blocked');
      expect(errorOf(await publish(container))).toMatchObject({ code: 4, error_subcode: 2207051 });
    });
  });

  describe('sandbox controls', () => {
    it('serves a post page, and forgets everything on reset while ids keep growing', async () => {
      const id = await post('page');
      const page = await fetch(`${baseUrl}/_sandbox/posts/${id}`);
      expect(await page.json()).toMatchObject({ id, text: 'page', accountId: user });
      await call('POST', '/_sandbox/reset');
      expect(emulator.posts()).toHaveLength(0);
      expect(emulator.containers()).toHaveLength(0);
      expect((await fetch(`${baseUrl}/_sandbox/posts/${id}`)).status).toBe(404);
      expect(BigInt(await post('after reset'))).toBeGreaterThan(BigInt(id));
    });
  });
});
