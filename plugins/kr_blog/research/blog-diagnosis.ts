import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../../core/errors/app-error';
import { secondsToUtcMidnight, type DailyUsage } from '../../../core/research/daily-usage';
import { blogIdOf } from './blog-id';
import { diagnose, type Diagnosis } from './diagnose';
import type { KrResearchEndpoints } from './endpoints';
import { FeedClient } from './feed-client';
import { UpstreamError } from './upstream-http';

/** Spec: Limits. */
export const DIAGNOSIS_LIMITS = { perDay: 20, cacheMs: 24 * 3_600_000 } as const;

/**
 * Blog diagnosis (spec: GET /v1/kr/blog/diagnose): the feed's latest posts read and summed up.
 * Cached 24 hours for everyone; a miss spends one of the person's 20 a day, given back when the
 * feed could not be read.
 */
export class BlogDiagnosis {
  constructor(
    private readonly orm: MikroORM,
    private readonly endpoints: KrResearchEndpoints,
    private readonly usage: DailyUsage,
  ) {}

  async diagnose(personId: string, blog: string | undefined) {
    const blogId = blog === undefined ? undefined : blogIdOf(blog);
    if (!blogId)
      throw AppError.of(
        'invalid_blog_id',
        { field: 'blog' },
        "Pass blog: a blog id (2-40 letters, digits, '-', '_') or a link to the blog or one of its posts.",
      );
    const now = new Date();
    const cached = await this.cached(blogId, now);
    if (cached)
      return {
        ...cached.report,
        cached: true,
        fetchedAt: cached.fetchedAt,
        quota: await this.quota(personId),
      };
    if ((await this.usage.take(personId, 'diagnoses', 1, DIAGNOSIS_LIMITS.perDay, now)) === 0)
      throw AppError.of(
        'quota_exceeded',
        { what: 'diagnoses', limit: DIAGNOSIS_LIMITS.perDay },
        `The ${DIAGNOSIS_LIMITS.perDay} blog diagnoses a day are used up; blogs diagnosed in the last 24 hours still answer. Resets at the UTC day change.`,
        429,
      ).withHeader('Retry-After', String(secondsToUtcMidnight(now)));
    let report: Diagnosis;
    try {
      const items = await new FeedClient(this.endpoints.rss).items(blogId);
      if (items.length === 0) throw new UpstreamError('rss', 'not_found');
      report = diagnose(blogId, items);
    } catch (err) {
      await this.usage.refund(personId, 'diagnoses', 1, now);
      if (!(err instanceof UpstreamError)) throw err;
      if (err.failure === 'not_found')
        throw AppError.of(
          'blog_not_found',
          { blogId },
          `No public blog ${blogId}, or it has no public posts.`,
        );
      throw AppError.of(
        'kr_rss_unreachable',
        { blogId, reason: err.failure },
        `The feed of ${blogId} was not whole (${err.failure === 'too_large' ? 'over 1 MB' : err.failure === 'timeout' ? 'no answer in 12 seconds' : 'an error'}); nothing was cached or counted.`,
      );
    }
    await this.orm.em.getConnection().execute(
      `insert into "blog_diagnoses" ("blog_id", "report", "fetched_at") values (?, ?::jsonb, ?)
       on conflict ("blog_id") do update set "report" = excluded."report", "fetched_at" = excluded."fetched_at"`,
      [blogId, JSON.stringify(report), now],
    );
    return { ...report, cached: false, fetchedAt: now.toISOString(), quota: await this.quota(personId) };
  }

  private async cached(
    blogId: string,
    now: Date,
  ): Promise<{ report: Diagnosis; fetchedAt: string } | undefined> {
    const rows = await this.orm.em
      .getConnection()
      .execute<Array<{ report: Diagnosis; fetched_at: Date }>>(
        `select "report", "fetched_at" from "blog_diagnoses" where "blog_id" = ? and "fetched_at" > ?`,
        [blogId, new Date(now.getTime() - DIAGNOSIS_LIMITS.cacheMs)],
      );
    return rows[0]
      ? { report: rows[0].report, fetchedAt: new Date(rows[0].fetched_at).toISOString() }
      : undefined;
  }

  private async quota(personId: string) {
    return {
      diagnoses: { used: await this.usage.used(personId, 'diagnoses'), limit: DIAGNOSIS_LIMITS.perDay },
    };
  }
}
