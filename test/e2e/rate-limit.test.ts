import type { ChildProcess } from 'node:child_process';
import { startApiProcess } from '../support/api-process';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

/** The per-key limit a minute, shared by two API processes over one database. */
describe('rate limits (429 rate_limited, RateLimit-* headers)', () => {
  let h: Harness;
  let second: ChildProcess | undefined;
  let secondUrl: string;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_PER_MINUTE: '6' } });
    const api = await startApiProcess(h, { RATE_LIMIT_PER_MINUTE: '6' });
    second = api.child;
    secondUrl = api.url;
  }, 90_000);
  afterAll(async () => {
    second?.kill();
    await h.close();
  });

  it('spends one budget across two API processes, with the headers on every answer, then refuses and logs it', async () => {
    const get = (base: string) =>
      fetch(`${base}/v1/workspaces`, { headers: { authorization: `Bearer ${h.apiKey}` } });
    // Start at the beginning of a minute's window, so that the six calls fall in one.
    const intoWindow = 60_000 - (Date.now() % 60_000);
    if (intoWindow < 5_000) await new Promise((r) => setTimeout(r, intoWindow + 50));
    const remaining: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await get(i % 2 === 0 ? h.url : secondUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('6');
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const refused = await get(secondUrl);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as {
      error: { code: string; limit: number; retryAfter: number; message: string };
    };
    expect(body.error).toMatchObject({ code: 'rate_limited', limit: 6 });
    expect(refused.headers.get('retry-after')).toBe(String(body.error.retryAfter));
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect((await get(h.url)).status).toBe(429);
    // A refused call is the caller's failure: it is in their log (both processes wrote theirs).
    const refusedLogs = async () =>
      (
        await h.orm.em
          .getConnection()
          .execute<Array<{ n: number }>>(
            `select count(*)::int as n from "request_logs" where "status" = 429 and "error_code" = 'rate_limited' and "person_id" is not null`,
          )
      )[0].n;
    await until(async () => (await refusedLogs()) === 2, 10_000, 'the refused calls to be logged');
  }, 30_000);
});
