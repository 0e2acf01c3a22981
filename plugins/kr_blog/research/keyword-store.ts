import type { MikroORM } from '@mikro-orm/postgresql';
import { utcDay } from '../../../core/research/daily-usage';
import { keywordKey } from './keyword-key';
import type { Measurement } from './measurement';

/** Keywords are measured again after 7 days (spec: Limits, caches). */
export const KEYWORD_CACHE_MS = 7 * 86_400_000;

interface Row {
  keyword: string;
  pc_searches: number;
  mobile_searches: number;
  pc_below10: boolean;
  mobile_below10: boolean;
  competition: string | null;
  docs: string | null;
  posts_per_month: number | null;
  measured_at: Date;
}

/**
 * Keyword measurements in PostgreSQL, one row per keyword per UTC day: the newest row of the last
 * 7 days is the cache every person shares, and the rows together are the keyword's history.
 */
export class KeywordStore {
  constructor(private readonly orm: MikroORM) {}

  /** The cached measurement of each keyword (by key) newer than 7 days; with `withDocs`, only those that have documents. */
  async fresh(keys: string[], withDocs: boolean, now = new Date()): Promise<Map<string, Measurement>> {
    if (keys.length === 0) return new Map();
    const rows = await this.orm.em.getConnection().execute<Row[]>(
      `select distinct on ("keyword") * from "keyword_measurements"
        where "keyword" in (${keys.map(() => '?').join(',')}) and "measured_at" > ? ${withDocs ? 'and "docs" is not null' : ''}
        order by "keyword", "measured_at" desc`,
      [...keys, new Date(now.getTime() - KEYWORD_CACHE_MS)],
    );
    return new Map(rows.map((r) => [r.keyword, { ...measurementOf(r), cached: true }]));
  }

  /** Stores today's measurements; a keyword measured twice today keeps the later one (documents kept when the later has none). */
  async record(measurements: Measurement[], now = new Date()): Promise<void> {
    for (const m of measurements) {
      await this.orm.em.getConnection().execute(
        `insert into "keyword_measurements" ("keyword", "day", "pc_searches", "mobile_searches", "pc_below10", "mobile_below10", "competition", "docs", "posts_per_month", "measured_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict ("keyword", "day") do update set
           "pc_searches" = excluded."pc_searches", "mobile_searches" = excluded."mobile_searches",
           "pc_below10" = excluded."pc_below10", "mobile_below10" = excluded."mobile_below10",
           "competition" = excluded."competition",
           "docs" = coalesce(excluded."docs", "keyword_measurements"."docs"),
           "posts_per_month" = coalesce(excluded."posts_per_month", "keyword_measurements"."posts_per_month"),
           "measured_at" = excluded."measured_at"`,
        [
          keywordKey(m.keyword),
          utcDay(now),
          m.monthlySearches.pc,
          m.monthlySearches.mobile,
          m.monthlySearches.below10.includes('pc'),
          m.monthlySearches.below10.includes('mobile'),
          m.competition,
          m.docs,
          m.postsPerMonth,
          new Date(m.measuredAt),
        ],
      );
    }
  }

  /** One point per day the keyword was measured, newest first. */
  async history(keyword: string, limit: number): Promise<Array<Measurement & { day: string }>> {
    const rows = await this.orm.em
      .getConnection()
      .execute<Array<Row & { day_text: string }>>(
        `select *, to_char("day", 'YYYY-MM-DD') as "day_text" from "keyword_measurements" where "keyword" = ? order by "day" desc limit ?`,
        [keywordKey(keyword), limit],
      );
    return rows.map((r) => ({ day: r.day_text, ...measurementOf(r), cached: true }));
  }
}

function measurementOf(r: Row): Omit<Measurement, 'cached'> {
  const below10: Array<'pc' | 'mobile'> = [];
  if (r.pc_below10) below10.push('pc');
  if (r.mobile_below10) below10.push('mobile');
  return {
    keyword: r.keyword,
    monthlySearches: {
      pc: r.pc_searches,
      mobile: r.mobile_searches,
      total: r.pc_searches + r.mobile_searches,
      below10,
    },
    competition: r.competition,
    docs: r.docs === null ? null : Number(r.docs),
    postsPerMonth: r.posts_per_month,
    measuredAt: new Date(r.measured_at).toISOString(),
  };
}
