import { randomBytes } from 'node:crypto';
import { LogService } from '../../core/services/operations/log-service';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';

/**
 * Calls without a usable key belong to nobody: a flood of them must neither fill the request log
 * nor run unbounded. Per client address they are limited per minute (429 `rate_limited`), and
 * the ones that run keep only what finds them by request id.
 */
describe('calls without a key: limited per address, stored small', () => {
  const LIMIT = 20;
  let h: Harness;

  const rid = (res: ApiResponse): string => res.headers.get('x-request-id')!;
  const logTableBytes = async () =>
    Number(
      (
        await h.orm.em
          .fork()
          .getConnection()
          .execute<{ bytes: string }[]>(`select pg_total_relation_size('request_logs') as bytes`)
      )[0].bytes,
    );
  const keylessRows = async () =>
    (
      await h.orm.em
        .fork()
        .getConnection()
        .execute<{ requestBody: unknown; responseBody: unknown; query: unknown }[]>(
          `select request_body as "requestBody", response_body as "responseBody", query from request_logs where person_id is null`,
        )
    ).map((r) => r);

  beforeAll(async () => {
    h = await startHarness({ worker: false, env: { RATE_LIMIT_KEYLESS_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => h.close());

  it('answers a flood of 99 KB bodies with 401 up to the limit, then 429 with limit and Retry-After, and the log stays small', async () => {
    const before = await logTableBytes();
    const body = { content: randomBytes(74 * 1024).toString('base64') }; // about 99 KB of JSON
    const answers: ApiResponse[] = [];
    // 10 connections at a time, 200 calls, half with no key and half with a bearer that is no key.
    for (let round = 0; round < 20; round += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            h.call('POST', '/v1/posts', body, { key: i % 2 === 0 ? null : 'fo_not_a_key' }),
          ),
        )),
      );
    }
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LIMIT);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toMatchObject({
      code: 'rate_limited',
      limit: LIMIT,
      retryAfter: expect.any(Number),
    });
    expect(refused.body.error.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.body.error.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.error.retryAfter));

    // Only the calls that ran are logged, and without their bodies: far less than one body each.
    // (The log is written once each answer is out: LogService.recordAfter.)
    await h.container.resolve(LogService).drain();
    const rows = await keylessRows();
    expect(rows).toHaveLength(LIMIT);
    for (const row of rows) expect(row).toEqual({ requestBody: null, responseBody: null, query: {} });
    expect((await logTableBytes()) - before).toBeLessThan(200 * 1024);
  });

  it('still serves calls with a valid key from the same address, and health, during the flood', async () => {
    expect((await h.call('GET', '/v1/workspaces', undefined, { key: null })).status).toBe(429);
    expect((await h.call('GET', '/v1/workspaces')).status).toBe(200);
    // Health is never limited (this suite runs no worker, so it says so: 503 and why).
    const health = await h.call('GET', '/health', undefined, { key: null });
    expect(health.status).not.toBe(429);
    expect(health.body.checks.database).toEqual({ ok: true });
  });

  it('counts a bearer that is no key against the limit on an unknown path and a wrong method too, and logs none over it', async () => {
    const other = await startHarness({
      worker: false,
      env: { RATE_LIMIT_KEYLESS_PER_MINUTE: String(LIMIT) },
    });
    try {
      const rowsOf = async () => {
        await other.container.resolve(LogService).drain();
        return other.orm.em
          .fork()
          .getConnection()
          .execute<{ requestBody: unknown; responseBody: unknown }[]>(
            `select request_body as "requestBody", response_body as "responseBody" from request_logs`,
          );
      };
      const body = { content: 'x'.repeat(2000) };
      const answers: ApiResponse[] = [];
      // Half to a path no route takes (404), half to a path that does not take PUT (405).
      for (let round = 0; round < 10; round += 1) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              i % 2 === 0
                ? other.call('GET', `/v1/no-such-route-${round}-${i}`, undefined, { key: 'xyz' })
                : other.call('PUT', '/v1/posts', body, { key: 'fo_not_a_key' }),
            ),
          )),
        );
      }
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 404 || s === 405)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
      expect(answers.find((a) => a.status === 429)!.body.error).toMatchObject({
        code: 'rate_limited',
        limit: LIMIT,
      });
      // The calls that ran are logged small, the refused ones not at all.
      const rows = await rowsOf();
      expect(rows).toHaveLength(LIMIT);
      for (const row of rows) expect(row).toEqual({ requestBody: null, responseBody: null });
      // Over the limit, more of them add no row.
      const more = await other.call('PUT', '/v1/posts', body, { key: 'fo_not_a_key' });
      expect(more.status).toBe(429);
      expect(await rowsOf()).toHaveLength(LIMIT);
      // The demo key still works from the same address, on any path.
      expect((await other.call('GET', '/v1/no-such-route')).status).toBe(404);
      expect((await other.call('PUT', '/v1/posts', body)).status).toBe(405);
    } finally {
      await other.close();
    }
  });

  it('finds a keyless call that ran by its request id: method, status, code and the start of its path', async () => {
    const other = await startHarness({ worker: false });
    try {
      const res = await other.call('GET', `/v1/posts/post_${'x'.repeat(500)}?q=secret`, undefined, {
        key: null,
      });
      expect(res.status).toBe(401);
      const found = await other.call('GET', `/v1/logs?requestId=${rid(res)}`);
      expect(found.body.data).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: `/v1/posts/post_${'x'.repeat(185)}`,
          query: {},
          status: 401,
          errorCode: 'unauthenticated',
          requestBody: null,
          responseBody: null,
        }),
      ]);
    } finally {
      await other.close();
    }
  });
});
