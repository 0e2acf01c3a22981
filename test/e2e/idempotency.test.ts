import { setTimeout as sleep } from 'node:timers/promises';
import Koa from 'koa';
import Router from '@koa/router';
import { authenticate } from '../../api/middleware/auth';
import { KeylessLimiter } from '../../core/http/keyless-limiter';
import { jsonBody } from '../../api/middleware/body';
import { errors } from '../../api/middleware/errors';
import { idempotent } from '../../api/middleware/idempotency';
import { ormContext } from '../../api/middleware/orm-context';
import { requestId } from '../../api/middleware/request-id';
import { IdempotencyRecord, Person } from '../../core/entities';
import { AppError } from '../../core/errors/app-error';
import { newId } from '../../core/ids';
import {
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENCY_WAIT_MS,
  IdempotencyService,
  recordKey,
  requestHash,
} from '../../core/services/operations/idempotency-service';
import { startHarness, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';
import { listen, type Listening } from '../support/listen';
import { newWorkspace, workspaceHeaders } from '../support/workspaces';

/**
 * The Idempotency-Key middleware in front of test routes that count their calls, in a small Koa app
 * with the real authentication, body reader and error shape, over real HTTP, against the
 * harness's database. Nothing is mocked.
 */
describe('Idempotency-Key (api/middleware/idempotency.ts)', () => {
  let h: Harness;
  let server: Listening | undefined;
  let base: string;
  let personId: string;
  let demoWorkspaceId: string;
  let demoSlug: string;
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    [{ id: personId }] = await h.orm.em.fork().find(Person, {}, { orderBy: { createdAt: 'asc' }, limit: 1 });
    [{ id: demoWorkspaceId, slug: demoSlug }] = (await h.call('GET', '/v1/workspaces')).body.data;

    const app = new Koa();
    app.use(requestId);
    app.use(errors);
    app.use(ormContext(h.orm));
    app.use(jsonBody);
    const router = new Router({ prefix: '/v1/test' });
    router.use(authenticate(h.container, new KeylessLimiter(0)));
    const once = idempotent(h.container);
    router.post('/count', once, (ctx) => {
      const n = count('count');
      ctx.status = 201;
      ctx.body = { call: n, got: ctx.request.body ?? null, at: new Date() };
    });
    router.post('/accepted', once, (ctx) => {
      ctx.status = 202;
      ctx.body = { call: count('accepted'), next: { get: '/v1/somewhere' } };
    });
    router.post('/slow', once, async (ctx) => {
      const n = count('slow');
      await sleep(400);
      ctx.status = 201;
      ctx.body = { call: n };
    });
    router.post('/flaky', once, (ctx) => {
      const n = count('flaky');
      ctx.status = n === 1 ? 503 : 201;
      ctx.body = { call: n };
    });
    router.post('/boom', once, () => {
      if (count('boom') === 1) throw new Error('boom');
      throw AppError.of('empty_content');
    });
    router.post('/text', once, (ctx) => {
      ctx.body = `plain ${count('text')}`;
    });
    app.use(router.routes());
    server = await listen(app.callback());
    base = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  async function post(path: string, body: unknown, key?: string | null, apiKey = h.apiKey) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
    };
    if (key !== undefined && key !== null) headers['idempotency-key'] = key;
    const res = await fetch(`${base}/v1/test${path}`, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a text answer stays text
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: parsed as any };
  }

  /** Records are stored per workspace; this suite's calls all act in the demo workspace. */
  const stored = (key: string) => recordKey(demoWorkspaceId, key);
  const records = (key: string) => h.orm.em.fork().find(IdempotencyRecord, { personId, key: stored(key) });
  const newKey = () => `k-${newId('t')}`;

  it('replays the first answer for the same key and body: same status and body, route run once', async () => {
    const key = newKey();
    const before = calls.count ?? 0;
    const first = await post('/count', { content: 'hello', n: [1, 2] }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post('/count', { content: 'hello', n: [1, 2] }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(calls.count).toBe(before + 1);
    const [record] = await records(key);
    expect(record).toMatchObject({ state: 'done', responseStatus: 201, responseBody: first.body });
  });

  it('replays a 202 answer as 202, and a text answer as text', async () => {
    const key = newKey();
    const first = await post('/accepted', { a: 1 }, key);
    const again = await post('/accepted', { a: 1 }, key);
    expect(first.status).toBe(202);
    expect(again).toMatchObject({ status: 202, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const textKey = newKey();
    const text = await post('/text', undefined, textKey);
    const textAgain = await post('/text', undefined, textKey);
    expect(text).toMatchObject({ status: 200, body: 'plain 1' });
    expect(textAgain).toMatchObject({ status: 200, body: 'plain 1' });
  });

  it('takes a body with its fields in another order as the same body', async () => {
    const key = newKey();
    const first = await post('/count', { a: 1, b: { c: 2, d: 3 } }, key);
    const again = await post('/count', { b: { d: 3, c: 2 }, a: 1 }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers 422 idempotency_key_reused for the same key with another body or path, running nothing', async () => {
    const key = newKey();
    await post('/count', { content: 'one' }, key);
    const before = calls.count;
    const other = await post('/count', { content: 'two' }, key);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'idempotency_key_reused', message: expect.any(String) });
    const noBody = await post('/count', undefined, key);
    expect(noBody.body.error.code).toBe('idempotency_key_reused');
    const otherPath = await post('/accepted', { content: 'one' }, key);
    expect(otherPath.status).toBe(422);
    expect(calls.count).toBe(before);
    // The first answer is still there for the first body.
    expect((await post('/count', { content: 'one' }, key)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('changes nothing without the header: every call runs and no record is kept', async () => {
    const before = calls.count ?? 0;
    const rowsBefore = await h.orm.em.fork().count(IdempotencyRecord);
    const a = await post('/count', { same: true });
    const b = await post('/count', { same: true });
    expect([a.body.call, b.body.call]).toEqual([before + 1, before + 2]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await h.orm.em.fork().count(IdempotencyRecord)).toBe(rowsBefore);
  });

  it('runs the route once for two concurrent requests with one key; both get the same answer', async () => {
    const key = newKey();
    const before = calls.slow ?? 0;
    const [a, b] = await Promise.all([post('/slow', { x: 1 }, key), post('/slow', { x: 1 }, key)]);
    expect(calls.slow).toBe(before + 1);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body).toEqual(b.body);
    const replayed = [a, b].map((r) => r.headers.get('idempotent-replayed'));
    expect(replayed.sort()).toEqual(['true', null].sort());
    expect(await records(key)).toHaveLength(1);
  });

  it('answers the concurrent second request with another body 422 at once, without waiting', async () => {
    const key = newKey();
    const first = post('/slow', { x: 1 }, key);
    await sleep(100);
    const started = Date.now();
    const second = await post('/slow', { x: 2 }, key);
    expect(second.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(300);
    expect((await first).status).toBe(201);
  });

  it('does not store a 5xx answer: the retry with the same key runs again and is then kept', async () => {
    const key = newKey();
    const first = await post('/flaky', { y: 1 }, key);
    expect(first.status).toBe(503);
    expect(await records(key)).toHaveLength(0);
    const retry = await post('/flaky', { y: 1 }, key);
    expect(retry).toMatchObject({ status: 201, body: { call: 2 } });
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const third = await post('/flaky', { y: 1 }, key);
    expect(third).toMatchObject({ status: 201, body: { call: 2 } });
    expect(third.headers.get('idempotent-replayed')).toBe('true');
  });

  it('does not store a thrown error (500 or a refusal): the retry runs again', async () => {
    const key = newKey();
    const first = await post('/boom', { z: 1 }, key);
    expect(first.status).toBe(500);
    expect(first.body.error.code).toBe('internal_error');
    expect(await records(key)).toHaveLength(0);
    const second = await post('/boom', { z: 1 }, key);
    expect(second.status).toBe(422);
    expect(second.body.error.code).toBe('empty_content');
    expect(await records(key)).toHaveLength(0);
    await post('/boom', { z: 1 }, key);
    expect(calls.boom).toBe(3);
  });

  it('keeps an answer 24 hours: an older record is replaced and the request runs again', async () => {
    const key = newKey();
    const first = await post('/count', { old: true }, key);
    const em = h.orm.em.fork();
    await em.nativeUpdate(
      IdempotencyRecord,
      { personId, key: stored(key) },
      { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS + 60_000) },
    );
    const stillKept = await post('/count', { old: true }, key);
    expect(stillKept.headers.get('idempotent-replayed')).toBe('true');

    await em.nativeUpdate(
      IdempotencyRecord,
      { personId, key: stored(key) },
      { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) },
    );
    const before = calls.count!;
    const fresh = await post('/count', { old: true }, key);
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(calls.count).toBe(before + 1);
    expect(fresh.body.call).not.toBe(first.body.call);
    const [record] = await records(key);
    expect(Date.now() - record.createdAt.getTime()).toBeLessThan(60_000);

    // After expiry another body is no longer a reuse either.
    await em.nativeUpdate(
      IdempotencyRecord,
      { personId, key: stored(key) },
      { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) },
    );
    expect((await post('/count', { other: true }, key)).status).toBe(201);
  });

  it('deleteExpired removes records older than 24 hours and keeps the rest', async () => {
    const oldKey = newKey();
    const newerKey = newKey();
    await post('/count', { e: 1 }, oldKey);
    await post('/count', { e: 2 }, newerKey);
    const now = new Date();
    await h.orm.em
      .fork()
      .nativeUpdate(
        IdempotencyRecord,
        { personId, key: stored(oldKey) },
        { createdAt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS - 1) },
      );
    const service = h.container.resolve(IdempotencyService);
    expect(await service.deleteExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await records(oldKey)).toHaveLength(0);
    expect(await records(newerKey)).toHaveLength(1);
    expect(await service.deleteExpired(now)).toBe(0);
  });

  describe('a pending record with the same key and body', () => {
    const body = { pending: true };
    const hash = requestHash('POST', '/v1/test/count', body);
    const insertPending = (key: string, createdAt = new Date()) =>
      h.orm.em.fork().insert(IdempotencyRecord, {
        id: newId('idem'),
        personId,
        key: stored(key),
        requestHash: hash,
        state: 'pending',
        responseStatus: null,
        responseBody: null,
        createdAt,
      });

    it('is waited for until it is done, then replayed', async () => {
      const key = newKey();
      await insertPending(key);
      const before = calls.count;
      const answer = post('/count', body, key);
      await sleep(400);
      await h.orm.em
        .fork()
        .nativeUpdate(
          IdempotencyRecord,
          { personId, key: stored(key) },
          { state: 'done', responseStatus: 201, responseBody: { from: 'the first request' } },
        );
      const res = await answer;
      expect(res).toMatchObject({ status: 201, body: { from: 'the first request' } });
      expect(res.headers.get('idempotent-replayed')).toBe('true');
      expect(calls.count).toBe(before);
    });

    it('runs the request normally when it disappears (the first one failed)', async () => {
      const key = newKey();
      await insertPending(key);
      const before = calls.count!;
      const answer = post('/count', body, key);
      await sleep(400);
      expect(calls.count).toBe(before);
      await h.orm.em.fork().nativeDelete(IdempotencyRecord, { personId, key: stored(key) });
      const res = await answer;
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      expect(calls.count).toBe(before + 1);
      expect((await records(key))[0]).toMatchObject({ state: 'done', responseStatus: 201 });
    });

    it('is taken as abandoned once older than the 90-second wait, and replaced', async () => {
      const key = newKey();
      await insertPending(key, new Date(Date.now() - IDEMPOTENCY_WAIT_MS - 1000));
      const before = calls.count!;
      const res = await post('/count', body, key);
      expect(res.status).toBe(201);
      expect(calls.count).toBe(before + 1);
      expect(await records(key)).toHaveLength(1);
    });
  });

  it('keys records by person: another person may use the same key', async () => {
    const other = await secondPerson(h, 'Other');
    const key = newKey();
    const mine = await post('/count', { shared: 1 }, key);
    const theirs = await post('/count', { shared: 2 }, key, other.key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.call).not.toBe(mine.body.call);
  });

  it('keys records by workspace: the same key and body in another workspace is a new post, never the first one', async () => {
    const other = await newWorkspace(h, 'Idempotency elsewhere');
    const key = newKey();
    const inDemo = await h.call(
      'POST',
      '/v1/posts',
      { content: 'Same key, two workspaces', accountIds: [], draft: true },
      { headers: { 'idempotency-key': key, ...workspaceHeaders(demoSlug) } },
    );
    expect(inDemo.status).toBe(201);
    // A key limited to the other workspace sends the same key and body.
    const limited = await h.call('POST', '/v1/keys', { name: 'only other', workspaceIds: [other.id] });
    expect(limited.status).toBe(201);
    const inOther = await h.call(
      'POST',
      '/v1/posts',
      { content: 'Same key, two workspaces', accountIds: [], draft: true },
      { key: limited.body.key, headers: { 'idempotency-key': key } },
    );
    expect(inOther.status).toBe(201);
    expect(inOther.headers.get('idempotent-replayed')).toBeNull();
    expect(inOther.body.id).not.toBe(inDemo.body.id);
    // Another body there is not a reuse of the demo workspace's key either.
    const otherBody = await h.call(
      'POST',
      '/v1/posts',
      { content: 'A different body', accountIds: [], draft: true },
      { key: limited.body.key, headers: { 'idempotency-key': newKey() } },
    );
    expect(otherBody.status).toBe(201);
    const replay = await h.call(
      'POST',
      '/v1/posts',
      { content: 'Same key, two workspaces', accountIds: [], draft: true },
      { headers: { 'idempotency-key': key, ...workspaceHeaders(demoSlug) } },
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(inDemo.body.id);
  });

  it.each([
    ['an empty key', ''],
    ['a key over 255 characters', 'k'.repeat(256)],
    ['a key with a space', 'two words'],
    ['a key with a tab', 'tab\there'],
  ])('answers 400 invalid_params for %s, running nothing', async (_name, key) => {
    const before = calls.count;
    const res = await post('/count', { c: 1 }, key);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'Idempotency-Key' });
    expect(calls.count).toBe(before);
  });

  it('takes a 255-character key of visible ASCII', async () => {
    const key = '!~'.repeat(127) + 'x';
    expect(key).toHaveLength(255);
    const res = await post('/count', { long: true }, key);
    expect(res.status).toBe(201);
    expect((await post('/count', { long: true }, key)).headers.get('idempotent-replayed')).toBe('true');
  });
});
