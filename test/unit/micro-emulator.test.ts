import { PlatformNetworkError } from '../../core/http/platform-http';
import { MicroPlugin } from '../../plugins/micro';
import { classifyMicroError } from '../../plugins/micro/classify';
import { MicroApiError } from '../../plugins/micro/client';
import { MicroEmulator } from '../../plugins/micro/emulator';
import { microSandboxAccount } from '../../plugins/micro/sandbox';
import { type Listening, serveEmulator } from '../support/listen';

const alice = microSandboxAccount('alice');
const bob = microSandboxAccount('bob');

describe('micro emulator over HTTP', () => {
  let emulator: MicroEmulator;
  let server: Listening;
  let baseUrl: string;

  beforeAll(async () => {
    emulator = new MicroEmulator();
    server = await serveEmulator(emulator);
    baseUrl = server.url;
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
  });

  async function call(
    method: string,
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
  }

  const tweet = (token: string | undefined, body: unknown) => call('POST', '/2/tweets', token, body);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('refuses a missing or non-sandbox token with a 401 problem', async () => {
    const expected = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };
    for (const token of [undefined, 'a-real-looking-token', 'sandbox-']) {
      const res = await tweet(token, { text: 'hi' });
      expect(res).toMatchObject({ status: 401, json: expected });
    }
    expect(emulator.posts()).toHaveLength(0);
  });

  it('answers 201 with a 19-digit id that grows with each tweet', async () => {
    const first = await tweet(alice.credentials.accessToken, { text: 'one' });
    const second = await tweet(alice.credentials.accessToken, { text: 'two' });
    expect(first.status).toBe(201);
    const [a, b] = [first, second].map((r) => (r.json.data as { id: string }).id);
    expect(a).toMatch(/^\d{19}$/);
    expect(BigInt(b)).toBeGreaterThan(BigInt(a));
    expect(emulator.posts()[0]).toMatchObject({ id: a, accountId: alice.externalAccountId, text: 'one' });
  });

  it('refuses the same text twice from one user with 403 duplicate content, until the first is deleted', async () => {
    const first = await tweet(alice.credentials.accessToken, { text: 'same words' });
    const again = await tweet(alice.credentials.accessToken, { text: 'same words' });
    expect(again.status).toBe(403);
    expect(again.json.detail).toBe('You are not allowed to create a Tweet with duplicate content.');
    expect((await tweet(bob.credentials.accessToken, { text: 'same words' })).status).toBe(201);

    const id = (first.json.data as { id: string }).id;
    expect(await call('DELETE', `/2/tweets/${id}`, alice.credentials.accessToken)).toMatchObject({
      status: 200,
      json: { data: { deleted: true } },
    });
    expect((await tweet(alice.credentials.accessToken, { text: 'same words' })).status).toBe(201);
  });

  it('refuses a reply to an unknown tweet with a 400 invalid request', async () => {
    const res = await tweet(alice.credentials.accessToken, {
      text: 'replying',
      reply: { in_reply_to_tweet_id: '1234567890123456789' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ title: 'Invalid Request', status: 400 });
    expect(res.json.errors).toEqual([expect.objectContaining({ message: expect.any(String) })]);
    expect(emulator.posts()).toHaveLength(0);
  });

  it('refuses text over 280 weighted characters, counting CJK as 2', async () => {
    expect((await tweet(alice.credentials.accessToken, { text: '字'.repeat(141) })).status).toBe(400);
    expect((await tweet(alice.credentials.accessToken, { text: '字'.repeat(140) })).status).toBe(201);
  });

  it('lists only the user’s own live tweets since start_time, newest first', async () => {
    await tweet(alice.credentials.accessToken, { text: 'before' });
    await sleep(20);
    const startTime = new Date().toISOString();
    await sleep(20);
    const root = await tweet(alice.credentials.accessToken, { text: 'after 1' });
    const rootId = (root.json.data as { id: string }).id;
    await tweet(alice.credentials.accessToken, { text: 'after 2', reply: { in_reply_to_tweet_id: rootId } });
    const gone = await tweet(alice.credentials.accessToken, { text: 'after, deleted' });
    await call('DELETE', `/2/tweets/${(gone.json.data as { id: string }).id}`, alice.credentials.accessToken);
    await tweet(bob.credentials.accessToken, { text: 'bob after' });

    const query = `start_time=${startTime}&max_results=100&tweet.fields=created_at,referenced_tweets`;
    const res = await call(
      'GET',
      `/2/users/${alice.externalAccountId}/tweets?${query}`,
      alice.credentials.accessToken,
    );
    expect(res.status).toBe(200);
    const data = res.json.data as Array<{ text: string; created_at?: string; referenced_tweets?: unknown }>;
    expect(data.map((t) => t.text)).toEqual(['after 2', 'after 1']);
    expect(data[0].referenced_tweets).toEqual([{ type: 'replied_to', id: rootId }]);
    expect(data[1].created_at).toEqual(expect.any(String));
    expect(res.json.meta).toMatchObject({ result_count: 2 });

    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await call(
      'GET',
      `/2/users/${alice.externalAccountId}/tweets?start_time=${later}`,
      alice.credentials.accessToken,
    );
    expect(none.json).toEqual({ meta: { result_count: 0 } });

    const other = await call(
      'GET',
      `/2/users/${bob.externalAccountId}/tweets`,
      alice.credentials.accessToken,
    );
    expect(other.status).toBe(403);
  });

  it('pages a long timeline with next_token', async () => {
    for (let i = 0; i < 7; i += 1) await tweet(alice.credentials.accessToken, { text: `post ${i}` });
    const path = `/2/users/${alice.externalAccountId}/tweets?max_results=5`;
    const first = await call('GET', path, alice.credentials.accessToken);
    expect((first.json.data as unknown[]).length).toBe(5);
    const token = (first.json.meta as { next_token: string }).next_token;
    const second = await call('GET', `${path}&pagination_token=${token}`, alice.credentials.accessToken);
    expect((second.json.data as Array<{ text: string }>).map((t) => t.text)).toEqual(['post 1', 'post 0']);
    expect(second.json.meta).not.toHaveProperty('next_token');
  });

  it('answers rate_limit with 429 and reset headers the plugin turns into about 900 seconds', async () => {
    emulator.failNext('rate_limit');
    const res = await tweet(alice.credentials.accessToken, { text: 'limited' });
    expect(res.status).toBe(429);
    expect(res.headers.get('x-rate-limit-limit')).toBe('200');
    expect(res.headers.get('x-rate-limit-remaining')).toBe('0');
    const reset = Number(res.headers.get('x-rate-limit-reset'));
    expect(reset - Date.now() / 1000).toBeGreaterThan(898);

    const plugin = new MicroPlugin();
    emulator.failNext('rate_limit');
    const ctx = { account: { ...alice, sandbox: true, baseUrl } };
    const error = await plugin
      .publish(ctx, { text: 'limited', mediaIds: [], options: {}, index: 0 })
      .catch((e: unknown) => e);
    const classified = plugin.classify(error);
    expect(classified).toMatchObject({ code: 'platform_error', retryable: true });
    expect(classified.retryAfterSeconds).toBeGreaterThanOrEqual(899);
    expect(classified.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('serves a published post at its sandbox URL', async () => {
    const plugin = new MicroPlugin();
    const ctx = { account: { ...alice, sandbox: true, baseUrl } };
    const result = await plugin.publish(ctx, {
      text: 'look at me',
      mediaIds: [],
      options: { replySettings: 'following' },
      index: 0,
    });
    expect(result.url).toBe(`${baseUrl}/_sandbox/posts/${result.externalId}`);
    const page = await fetch(result.url!);
    expect(await page.json()).toMatchObject({
      id: result.externalId,
      text: 'look at me',
      replySettings: 'following',
    });
    expect((await fetch(`${baseUrl}/_sandbox/posts/1`)).status).toBe(404);
  });

  it('finds a lost chain item only with the same reply target', async () => {
    const plugin = new MicroPlugin();
    const ctx = { account: { ...alice, sandbox: true, baseUrl } };
    const since = new Date();
    const root = await plugin.publish(ctx, { text: 'root', mediaIds: [], options: {}, index: 0 });
    const item = { text: 'second', mediaIds: [], options: {}, index: 1, replyToExternalId: root.externalId };
    emulator.failNext('drop_after_accept');
    await expect(plugin.publish(ctx, item)).rejects.toBeInstanceOf(PlatformNetworkError);
    expect((await plugin.findPublished(ctx, item, since))?.externalId).toBe(emulator.posts()[1].id);
    expect(
      await plugin.findPublished(ctx, { ...item, replyToExternalId: undefined, index: 0 }, since),
    ).toBeNull();
  });

  it('treats deleting an already deleted tweet as done', async () => {
    const plugin = new MicroPlugin();
    const ctx = { account: { ...alice, sandbox: true, baseUrl } };
    const { externalId } = await plugin.publish(ctx, { text: 'bye', mediaIds: [], options: {}, index: 0 });
    await plugin.remove(ctx, externalId);
    await expect(plugin.remove(ctx, externalId)).resolves.toBeUndefined();
  });
});

describe('micro classify', () => {
  const answer = (status: number, detail: string, reset?: number) =>
    new MicroApiError(status, 'Title', detail, { reset }, [{ message: 'text is too long' }]);

  it.each([
    [401, 'Unauthorized', 'platform_auth_error', false],
    [
      403,
      'You are not allowed to create a Tweet with duplicate content.',
      'platform_rejected_content',
      false,
    ],
    [403, 'You are not permitted to perform this action.', 'permission_denied', false],
    [400, 'One or more parameters to your request was invalid.', 'platform_rejected_content', false],
    [503, 'Service Unavailable', 'platform_error', true],
  ])('maps %i "%s" to %s (retryable %s)', (status, detail, code, retryable) => {
    expect(classifyMicroError(answer(status, detail))).toMatchObject({ code, retryable });
  });

  it('carries the platform’s reasons in a 400 message', () => {
    expect(
      classifyMicroError(answer(400, 'One or more parameters to your request was invalid.')).message,
    ).toContain('text is too long');
  });

  it('waits until the rate-limit window resets, at least a second', () => {
    const now = 1_700_000_000_000;
    expect(classifyMicroError(answer(429, 'Too Many Requests', 1_700_000_900), now).retryAfterSeconds).toBe(
      900,
    );
    expect(classifyMicroError(answer(429, 'Too Many Requests', 1_699_999_000), now).retryAfterSeconds).toBe(
      1,
    );
  });

  it('tells a timeout from other lost answers', () => {
    expect(classifyMicroError(new PlatformNetworkError('timeout', true, 'late'))).toMatchObject({
      code: 'platform_timeout',
      retryable: true,
    });
    expect(classifyMicroError(new PlatformNetworkError('connection', true, 'reset'))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(classifyMicroError(new Error('bug'))).toMatchObject({ code: 'platform_error', retryable: true });
  });
});
