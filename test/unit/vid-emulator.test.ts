import { createHash } from 'node:crypto';
import { VidEmulator } from '../../plugins/vid/emulator';
import { vidSandboxAccount, sandboxChannelForToken } from '../../plugins/vid/sandbox';
import { type Listening, serveEmulator } from '../support/listen';

const KIB = 1024;
const CHUNK = 256 * KIB;
const alice = vidSandboxAccount('alice');
const bob = vidSandboxAccount('bob');

interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

describe('vid emulator over HTTP', () => {
  let clock = Date.parse('2026-06-01T12:00:00Z');
  const emulator = new VidEmulator({ now: () => clock, dailyUploadCap: 3 });
  let server: Listening;
  let base: string;

  beforeAll(async () => {
    server = await serveEmulator(emulator);
    base = server.url;
  });

  afterEach(() => {
    emulator.reset();
    clock = Date.parse('2026-06-01T12:00:00Z');
  });

  afterAll(async () => {
    await server.close();
  });

  async function call(
    method: string,
    url: string,
    options: { token?: string; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (Buffer.isBuffer(options.body)) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, { method, headers, body });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  const resource = (snippet: Record<string, unknown> = {}, status: Record<string, unknown> = {}) => ({
    snippet: { title: 'A video', description: 'About it', categoryId: '22', ...snippet },
    status: { privacyStatus: 'public', ...status },
  });

  function open(
    total: number,
    body: unknown = resource(),
    token = alice.credentials.accessToken,
    type = 'video/mp4',
  ) {
    return call('POST', '/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status', {
      token,
      headers: { 'x-upload-content-length': String(total), 'x-upload-content-type': type },
      body,
    });
  }

  async function session(total: number, body?: unknown): Promise<string> {
    const res = await open(total, body);
    expect(res.status).toBe(200);
    return new URL(res.headers.get('location')!, `${base}/upload/youtube/v3/videos`).toString();
  }

  const put = (url: string, bytes: Buffer, range?: string) =>
    call('PUT', url, { headers: range ? { 'content-range': range } : {}, body: bytes });

  const file = (bytes: number) => {
    const body = Buffer.alloc(bytes);
    for (let i = 0; i < bytes; i += 1) body[i] = (i * 7) % 253;
    return body;
  };

  async function upload(bytes: Buffer, body?: unknown): Promise<string> {
    const res = await put(await session(bytes.length, body), bytes);
    expect(res.status).toBe(200);
    return res.json.id as string;
  }

  it('derives accounts from handles and refuses any other token with the 401 envelope', async () => {
    expect(alice.externalAccountId).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
    expect(vidSandboxAccount('alice')).toEqual(alice);
    expect(sandboxChannelForToken(alice.credentials.accessToken)).toEqual({
      channelId: alice.externalAccountId,
      handle: 'alice',
    });
    for (const token of [undefined, 'ya29.real-token', 'ya29.sandbox.']) {
      const res = await call('POST', '/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status', {
        token,
        headers: { 'x-upload-content-length': '10', 'x-upload-content-type': 'video/mp4' },
        body: resource(),
      });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({
        error: {
          code: 401,
          status: 'UNAUTHENTICATED',
          errors: [{ reason: 'authError', location: 'Authorization' }],
        },
      });
    }
  });

  it('opens a session with a Location, and checks the upload headers', async () => {
    const res = await open(1000);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toMatch(/upload_id=/);
    expect((await open(0)).json).toMatchObject({
      error: { code: 400, errors: [{ reason: 'invalidParameter' }] },
    });
    expect((await open(10, resource(), alice.credentials.accessToken, 'image/png')).json).toMatchObject({
      error: { errors: [{ reason: 'badContent' }] },
    });
  });

  it.each([
    ['no title', { title: '' }, {}, 'invalidTitle'],
    ['a title of 101 characters', { title: 'a'.repeat(101) }, {}, 'invalidTitle'],
    ['< in the title', { title: 'a<b' }, {}, 'invalidTitle'],
    ['> in the description', { description: 'a>b' }, {}, 'invalidDescription'],
    ['a description of 5001 bytes', { description: `${'é'.repeat(2500)}a` }, {}, 'invalidDescription'],
    ['tags of 501', { tags: ['x'.repeat(495), 'ab c'] }, {}, 'invalidTags'],
    ['an unknown category', { categoryId: '3' }, {}, 'invalidCategoryId'],
    ['an unknown privacy', {}, { privacyStatus: 'friends' }, 'invalidVideoMetadata'],
    ['a schedule on a public video', {}, { publishAt: '2026-07-01T00:00:00Z' }, 'invalidPublishAt'],
    ['a schedule that is no date', {}, { privacyStatus: 'private', publishAt: 'soon' }, 'invalidPublishAt'],
  ])('refuses %s when the upload opens', async (_name, snippet, status, reason) => {
    const res = await open(10, resource(snippet, status));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 400, errors: [{ domain: 'youtube.video', reason }] } });
  });

  it('takes chunks in order, answers 308 with the range kept, and 200 with the video at the end', async () => {
    const bytes = file(2 * CHUNK + 100);
    const url = await session(bytes.length);

    const first = await put(url, bytes.subarray(0, CHUNK), `bytes 0-${CHUNK - 1}/${bytes.length}`);
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`);

    const skipped = await put(
      url,
      bytes.subarray(2 * CHUNK),
      `bytes ${2 * CHUNK}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(skipped.status).toBe(400);
    expect(JSON.stringify(skipped.json)).toContain('out of order');

    const odd = await put(
      url,
      bytes.subarray(CHUNK, CHUNK + 1000),
      `bytes ${CHUNK}-${CHUNK + 999}/${bytes.length}`,
    );
    expect(odd.status).toBe(400);

    const query = await call('PUT', url, { headers: { 'content-range': `bytes */${bytes.length}` } });
    expect(query.status).toBe(308);
    expect(query.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`);

    // The first chunk again (its answer "lost") overlaps what was kept: accepted, nothing added twice.
    const again = await put(url, bytes.subarray(0, 2 * CHUNK), `bytes 0-${2 * CHUNK - 1}/${bytes.length}`);
    expect(again.headers.get('range')).toBe(`bytes=0-${2 * CHUNK - 1}`);

    const last = await put(
      url,
      bytes.subarray(2 * CHUNK),
      `bytes ${2 * CHUNK}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(last.status).toBe(200);
    expect(last.json).toMatchObject({
      kind: 'youtube#video',
      snippet: { title: 'A video', description: 'About it', channelId: alice.externalAccountId },
      status: { privacyStatus: 'public', uploadStatus: 'processed' },
    });
    expect(emulator.posts()).toEqual([
      expect.objectContaining({
        id: last.json.id,
        bytes: bytes.length,
        chunks: 3,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }),
    ]);

    // A completed session answers a status query with its video, and makes no second one.
    const after = await call('PUT', url, { headers: { 'content-range': `bytes */${bytes.length}` } });
    expect(after).toMatchObject({ status: 200, json: { id: last.json.id } });
    expect(emulator.posts()).toHaveLength(1);
  });

  it('refuses bytes that differ from those already received, and a wrong total', async () => {
    const bytes = file(2 * CHUNK);
    const url = await session(bytes.length);
    await put(url, bytes.subarray(0, CHUNK), `bytes 0-${CHUNK - 1}/${bytes.length}`);
    const changed = Buffer.from(bytes.subarray(0, CHUNK));
    changed[10] ^= 1;
    expect((await put(url, changed, `bytes 0-${CHUNK - 1}/${bytes.length}`)).status).toBe(400);
    expect(
      (await put(url, bytes.subarray(CHUNK), `bytes ${CHUNK}-${2 * CHUNK - 1}/${bytes.length + 1}`)).status,
    ).toBe(400);
    expect(emulator.posts()).toHaveLength(0);
  });

  it('answers 404 for an unknown or expired session', async () => {
    const missing = await put(
      `${base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=nope`,
      file(10),
    );
    expect(missing).toMatchObject({
      status: 404,
      json: { error: { code: 404, errors: [{ reason: 'notFound' }] } },
    });

    const url = await session(10);
    emulator.failNext('session_expired');
    expect((await put(url, file(10))).status).toBe(404);
    expect((await put(url, file(10))).status).toBe(404);
    expect(emulator.posts()).toHaveLength(0);
  });

  it('waits to play a lost answer until the chunk that completes the video', async () => {
    emulator.failNext('drop_after_accept');
    const bytes = file(CHUNK + 1);
    const url = await session(bytes.length);
    expect((await put(url, bytes.subarray(0, CHUNK), `bytes 0-${CHUNK - 1}/${bytes.length}`)).status).toBe(
      308,
    );
    await expect(
      put(url, bytes.subarray(CHUNK), `bytes ${CHUNK}-${CHUNK}/${bytes.length}`),
    ).rejects.toThrow();
    expect(emulator.posts()).toHaveLength(1);
  });

  it('stalls a session on request: nothing more is kept', async () => {
    const url = await session(2 * CHUNK);
    emulator.failNext('stall');
    const res = await put(url, file(CHUNK), `bytes 0-${CHUNK - 1}/${2 * CHUNK}`);
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBeNull();
  });

  it('caps uploads per Pacific day with uploadLimitExceeded, and resets at midnight Pacific', async () => {
    for (let i = 0; i < 3; i += 1) await upload(file(10), resource({ title: `v${i}` }));
    const capped = await open(10);
    expect(capped).toMatchObject({
      status: 400,
      json: { error: { errors: [{ domain: 'youtube.video', reason: 'uploadLimitExceeded' }] } },
    });
    clock = Date.parse('2026-06-02T07:00:00Z'); // midnight in Los Angeles (PDT)
    expect((await open(10)).status).toBe(200);
  });

  it('answers quota and rate refusals in the platform shape', async () => {
    emulator.failNext('quota_exceeded');
    expect(await open(10)).toMatchObject({
      status: 403,
      json: { error: { code: 403, errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }] } },
    });
    emulator.failNext('rate_limit');
    const limited = await open(10);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
  });

  it('reads, updates (replacing the snippet) and deletes a video; others may not', async () => {
    const id = await upload(file(100), resource({ tags: ['one', 'two'] }));
    const read = await call('GET', `/youtube/v3/videos?part=snippet,status,fileDetails&id=${id}`, {
      token: alice.credentials.accessToken,
    });
    expect(read.json.items).toEqual([
      expect.objectContaining({
        id,
        snippet: expect.objectContaining({ tags: ['one', 'two'] }),
        fileDetails: { fileSize: '100', fileType: 'video' },
      }),
    ]);

    const update = (token: string, body: unknown) =>
      call('PUT', '/youtube/v3/videos?part=snippet,status', { token, body });
    expect(
      (await update(alice.credentials.accessToken, { id, snippet: { title: 'New' } })).json,
    ).toMatchObject({
      error: { errors: [{ reason: 'invalidCategoryId' }] },
    });
    expect((await update(bob.credentials.accessToken, { id, ...resource() })).status).toBe(403);
    const updated = await update(alice.credentials.accessToken, {
      id,
      snippet: { title: 'New', categoryId: '10' },
      status: { privacyStatus: 'unlisted' },
    });
    expect(updated.json).toMatchObject({
      id,
      snippet: { title: 'New', description: '', categoryId: '10' },
      status: { privacyStatus: 'unlisted' },
    });
    expect(emulator.posts()[0]).not.toHaveProperty('tags');

    expect(
      (await call('DELETE', `/youtube/v3/videos?id=${id}`, { token: bob.credentials.accessToken })).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/youtube/v3/videos?id=${id}`, { token: alice.credentials.accessToken })).status,
    ).toBe(204);
    const gone = await call('DELETE', `/youtube/v3/videos?id=${id}`, {
      token: alice.credentials.accessToken,
    });
    expect(gone).toMatchObject({ status: 404, json: { error: { errors: [{ reason: 'videoNotFound' }] } } });
  });

  it('releases a scheduled private video at its publishAt', async () => {
    const id = await upload(
      file(10),
      resource({}, { privacyStatus: 'private', publishAt: '2026-06-01T13:00:00Z' }),
    );
    const status = async () =>
      (
        (await call('GET', `/youtube/v3/videos?part=status&id=${id}`, { token: bob.credentials.accessToken }))
          .json.items as unknown[]
      ).length;
    expect(await status()).toBe(0);
    clock = Date.parse('2026-06-01T13:00:01Z');
    expect(await status()).toBe(1);
  });

  it('lists the uploads playlist newest first, in pages, private videos only to their owner', async () => {
    const channels = await call('GET', '/youtube/v3/channels?part=contentDetails&mine=true', {
      token: alice.credentials.accessToken,
    });
    const uploads = (
      channels.json.items as Array<{ contentDetails: { relatedPlaylists: { uploads: string } } }>
    )[0].contentDetails.relatedPlaylists.uploads;
    expect(uploads).toBe(`UU${alice.externalAccountId.slice(2)}`);

    for (const [i, privacyStatus] of ['public', 'private', 'public'].entries()) {
      clock += 1000;
      await upload(file(10), resource({ title: `v${i}` }, { privacyStatus }));
    }
    const list = (token: string, query = '') =>
      call('GET', `/youtube/v3/playlistItems?part=snippet&playlistId=${uploads}&maxResults=2${query}`, {
        token,
      });
    const first = await list(alice.credentials.accessToken);
    const titles = (a: Answer) =>
      (a.json.items as Array<{ snippet: { title: string } }>).map((i) => i.snippet.title);
    expect(titles(first)).toEqual(['v2', 'v1']);
    const second = await list(
      alice.credentials.accessToken,
      `&pageToken=${first.json.nextPageToken as string}`,
    );
    expect(titles(second)).toEqual(['v0']);
    expect(second.json).not.toHaveProperty('nextPageToken');
    expect(titles(await list(bob.credentials.accessToken))).toEqual(['v2', 'v0']);
    expect((await list(alice.credentials.accessToken, '&pageToken=bogus')).json).toMatchObject({
      error: { errors: [{ reason: 'invalidPageToken' }] },
    });
    emulator.failNext('read_error');
    expect((await list(alice.credentials.accessToken)).status).toBe(500);
  });

  it('takes top-level comments, lists them, and refuses them where comments are off', async () => {
    const id = await upload(file(10));
    const comment = (videoId: string, text: string, token = bob.credentials.accessToken) =>
      call('POST', '/youtube/v3/commentThreads?part=snippet', {
        token,
        body: { snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } } },
      });
    const posted = await comment(id, 'Great video');
    expect(posted.json).toMatchObject({
      kind: 'youtube#commentThread',
      snippet: {
        videoId: id,
        topLevelComment: {
          snippet: { textOriginal: 'Great video', authorChannelId: { value: bob.externalAccountId } },
        },
      },
    });
    expect((posted.json.id as string).length).toBeGreaterThan(11);
    expect((await comment(id, '')).status).toBe(400);
    expect((await comment(id, 'x'.repeat(10_001))).json).toMatchObject({
      error: { errors: [{ reason: 'commentTextTooLong' }] },
    });
    expect((await comment('AAAAAAAAAAA', 'hi')).status).toBe(404);

    const listed = await call('GET', `/youtube/v3/commentThreads?part=snippet&videoId=${id}`, {
      token: alice.credentials.accessToken,
    });
    expect(listed.json.items).toHaveLength(1);

    const kids = await upload(file(10), resource({ title: 'For kids' }, { selfDeclaredMadeForKids: true }));
    expect((await comment(kids, 'hi')).json).toMatchObject({
      error: { code: 403, errors: [{ reason: 'commentsDisabled' }] },
    });
  });

  it('checks thumbnails: type, size, and only on its own video', async () => {
    const id = await upload(file(10));
    const set = (type: string, bytes: Buffer, token = alice.credentials.accessToken) =>
      call('POST', `/upload/youtube/v3/thumbnails/set?videoId=${id}&uploadType=media`, {
        token,
        headers: { 'content-type': type },
        body: bytes,
      });
    expect((await set('image/gif', file(10))).json).toMatchObject({
      error: { errors: [{ reason: 'invalidImage' }] },
    });
    expect((await set('image/png', file(2 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await set('image/png', file(10), bob.credentials.accessToken)).status).toBe(403);
    const ok = await set('image/jpeg', file(2 * 1024 * 1024));
    expect(ok.json).toMatchObject({ kind: 'youtube#thumbnailSetResponse' });
    expect(emulator.posts()[0]).toMatchObject({
      thumbnail: { contentType: 'image/jpeg', bytes: 2 * 1024 * 1024 },
    });
  });

  it('serves a post page under /_sandbox/posts/:id', async () => {
    const id = await upload(file(10));
    expect(await call('GET', `/_sandbox/posts/${id}`)).toMatchObject({
      status: 200,
      json: { id, kind: 'video' },
    });
    expect((await call('GET', '/_sandbox/posts/nope')).status).toBe(404);
  });
});
