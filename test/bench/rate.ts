import { openOrm } from '../../core/db/orm';
import { RateLimiter } from '../../core/http/rate-limiter';
import { fmtMs, type Benchmark } from './bench';
import { summary } from './reference';

/**
 * What the per-key rate limit adds to a call: one counting statement in PostgreSQL (shared by every
 * API process), timed as the API runs it, against `select 1` on the same connection (the floor of
 * any statement).
 */
export const rateBench: Benchmark = {
  name: 'rate',
  about: 'the per-key rate limit: cost of counting a call in PostgreSQL',
  async run({ stack, quick, log }) {
    const orm = await openOrm(stack.databaseUrl);
    try {
      const limiter = new RateLimiter(orm, 1_000_000);
      const calls = quick ? 500 : 3_000;
      const hit: number[] = [];
      const floor: number[] = [];
      for (let i = 0; i < calls; i += 1) {
        let t = performance.now();
        await limiter.hit(`key:bench-${i % 20}`);
        hit.push(performance.now() - t);
        t = performance.now();
        await orm.em.getConnection().execute('select 1');
        floor.push(performance.now() - t);
      }
      const h = summary(hit);
      const f = summary(floor);
      log(`  rate limit count: p50 ${fmtMs(h.p50)}, p99 ${fmtMs(h.p99)}; select 1: p50 ${fmtMs(f.p50)}`);
      return [
        {
          benchmark: 'Rate limit: counting one call (p50)',
          figure: `${fmtMs(h.p50)} (p99 ${fmtMs(h.p99)})`,
          goal: '< 3 ms',
          reference: `select 1 p50 ${fmtMs(f.p50)}`,
          met: h.p50 < 3,
        },
      ];
    } finally {
      await orm.close();
    }
  },
};
