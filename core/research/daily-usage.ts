import type { MikroORM } from '@mikro-orm/postgresql';

/** The person id under which the service's own daily use of an upstream is counted. */
export const SERVICE = '*';

/** `YYYY-MM-DD` of the UTC day `now` falls in: research quotas reset at the UTC day change. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The next UTC midnight after `now`. */
export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Whole seconds until the next UTC midnight (at least 1): the Retry-After of a daily cap. */
export function secondsToUtcMidnight(now = new Date()): number {
  return Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
}

/**
 * Daily counters of research use, per person (their quotas) and for the whole service (`SERVICE`:
 * caps on the upstreams), kept in PostgreSQL so that every API process spends from the same count.
 * A grant is taken under a row lock, so two calls at once never both take the last unit.
 */
export class DailyUsage {
  constructor(private readonly orm: MikroORM) {}

  /** How much of `what` the person (or SERVICE) used today. */
  async used(personId: string, what: string, now = new Date(), day = utcDay(now)): Promise<number> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ used: number }[]>(
        `select "used" from "research_usage" where "person_id" = ? and "day" = ? and "what" = ?`,
        [personId, day, what],
      );
    return rows[0]?.used ?? 0;
  }

  /**
   * Takes up to `want` units of `what` without passing `limit`; answers how many it took (0 when
   * the day's allowance is used up). `want` 0 takes nothing and touches nothing. `day` names the
   * allowance's day where it is not the UTC one (the video data API's resets at midnight Pacific).
   */
  async take(
    personId: string,
    what: string,
    want: number,
    limit: number,
    now = new Date(),
    day = utcDay(now),
  ): Promise<number> {
    if (want <= 0) return 0;
    return this.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      await connection.execute(
        `insert into "research_usage" ("person_id", "day", "what", "used") values (?, ?, ?, 0) on conflict do nothing`,
        [personId, day, what],
        'run',
        tx,
      );
      const rows = await connection.execute<{ used: number }[]>(
        `select "used" from "research_usage" where "person_id" = ? and "day" = ? and "what" = ? for update`,
        [personId, day, what],
        'all',
        tx,
      );
      const granted = Math.max(0, Math.min(want, limit - (rows[0]?.used ?? 0)));
      if (granted > 0) {
        await connection.execute(
          `update "research_usage" set "used" = "used" + ? where "person_id" = ? and "day" = ? and "what" = ?`,
          [granted, personId, day, what],
          'run',
          tx,
        );
      }
      return granted;
    });
  }

  /** Gives back units taken today that were never used (an upstream call that never went out). */
  async refund(
    personId: string,
    what: string,
    count: number,
    now = new Date(),
    day = utcDay(now),
  ): Promise<void> {
    if (count <= 0) return;
    await this.orm.em
      .getConnection()
      .execute(
        `update "research_usage" set "used" = greatest(0, "used" - ?) where "person_id" = ? and "day" = ? and "what" = ?`,
        [count, personId, day, what],
      );
  }
}
