import type { MikroORM } from '@mikro-orm/postgresql';

const WINDOW_MS = 60_000;

export interface RateVerdict {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * Calls per subject (an API key, an MCP grant) per fixed minute, counted in PostgreSQL so that
 * several API processes spend one budget. One statement a call (an upsert that returns the new
 * count, on an unlogged table: a count lost in a crash costs nothing), so it adds about a
 * millisecond; `npm run bench` measures it. A window's first call clears the subject's older ones.
 */
export class RateLimiter {
  constructor(
    private readonly orm: MikroORM,
    readonly limitPerMinute: number,
  ) {}

  async hit(subject: string, now = Date.now()): Promise<RateVerdict> {
    const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
    const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    if (this.limitPerMinute === 0) return { limit: 0, remaining: 0, resetSeconds, allowed: true };
    const connection = this.orm.em.getConnection();
    const rows = await connection.execute<Array<{ count: number }>>(
      `insert into "rate_counts" ("subject", "window_start", "count") values (?, ?, 1)
       on conflict ("subject", "window_start") do update set "count" = "rate_counts"."count" + 1
       returning "count"`,
      [subject, windowStart],
    );
    const count = rows[0].count;
    if (count === 1)
      void connection
        .execute(`delete from "rate_counts" where "subject" = ? and "window_start" < ?`, [
          subject,
          windowStart,
        ])
        .catch(() => undefined);
    return {
      limit: this.limitPerMinute,
      remaining: Math.max(0, this.limitPerMinute - count),
      resetSeconds,
      allowed: count <= this.limitPerMinute,
    };
  }
}
