import type { MikroORM } from '@mikro-orm/postgresql';

/** Video reports are kept 30 days (spec: Limits); caches only as long as they answer. */
const KEPT = [
  { table: 'video_reports', column: 'created_at', ms: 30 * 86_400_000 },
  { table: 'video_searches', column: 'fetched_at', ms: 24 * 3_600_000 },
  { table: 'blog_diagnoses', column: 'fetched_at', ms: 24 * 3_600_000 },
  { table: 'autocomplete_entries', column: 'fetched_at', ms: 7 * 86_400_000 },
] as const;

/**
 * Deletes research rows past their time, counted from `now` (the maintenance workflow's clock, so
 * the time-skipping server can move it). Keyword measurements stay: they are the keywords' history.
 */
export async function expireResearch(orm: MikroORM, now: Date): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { table, column, ms } of KEPT) {
    const result = await orm.em
      .getConnection()
      .execute<{ affectedRows?: number; rowCount?: number }>(
        `delete from "${table}" where "${column}" < ?`,
        [new Date(now.getTime() - ms)],
        'run',
      );
    deleted[table] = Number(result.affectedRows ?? result.rowCount ?? 0);
  }
  await orm.em
    .getConnection()
    .execute(
      `delete from "research_usage" where "day" < ?`,
      [new Date(now.getTime() - 3 * 86_400_000)],
      'run',
    );
  return deleted;
}
