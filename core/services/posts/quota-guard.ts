import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { Post, type Person, type PostStatus } from '../../entities';
import { AppError } from '../../errors/app-error';
import { advisoryXactLock } from './duplicate-guard';

/**
 * Statuses that use up the free plan's posts: out, going out, or due to go out. Drafts send
 * nothing; `failed` and `cancelled` sent nothing either (a retry or a publish turns them back into
 * a counted status, and must be checked then).
 */
export const QUOTA_STATUSES: readonly PostStatus[] = ['scheduled', 'publishing', 'published', 'partial'];

export interface QuotaPeriod {
  /** Inclusive. */
  start: Date;
  /** Exclusive: when the next period starts and the count resets. */
  end: Date;
}

export interface QuotaUsage {
  limit: number;
  used: number;
  periodStart: Date;
  resetsAt: Date;
}

/**
 * The free-plan period `now` falls in. Periods run monthly from the signup instant (UTC), the
 * day clamped to the month's length and never carried over: a signup on 31 January at 10:00 UTC
 * gives periods starting 31 Jan, 28 Feb (29 in a leap year), 31 Mar, 30 Apr, 31 May... each at
 * 10:00 UTC. Before the signup instant (clock skew) the first period is answered.
 */
export function quotaPeriod(signup: Date, now: Date): QuotaPeriod {
  const months =
    (now.getUTCFullYear() - signup.getUTCFullYear()) * 12 + (now.getUTCMonth() - signup.getUTCMonth());
  let k = Math.max(0, months);
  while (k > 0 && periodStart(signup, k).getTime() > now.getTime()) k -= 1;
  return { start: periodStart(signup, k), end: periodStart(signup, k + 1) };
}

/** The start of the `k`-th period (0 = the signup instant). */
export function periodStart(signup: Date, k: number): Date {
  const month = signup.getUTCMonth() + k;
  const year = signup.getUTCFullYear() + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      m,
      Math.min(signup.getUTCDate(), lastDay),
      signup.getUTCHours(),
      signup.getUTCMinutes(),
      signup.getUTCSeconds(),
      signup.getUTCMilliseconds(),
    ),
  );
}

/**
 * The free plan's monthly post quota (402 `quota_exceeded`), counted per workspace (workspaces are
 * the billing unit), over periods that run from the person's signup date. What counts: posts made through the service (`origin` 'service'), whose
 * status is scheduled, publishing, published or partial (not drafts, failed or cancelled), that
 * are not replies (replies are not posts), created in the current period. A chain is one post row,
 * so it counts once. A post later deleted from its channel still counts (it went out).
 *
 * Use inside the create's transaction, after `DuplicateGuard.lockAccounts` and before creating the
 * new post's entities (MikroORM flushes pending entities before a count).
 */
export class QuotaGuard {
  constructor(private readonly config: Pick<Config, 'freePlanPostsPerMonth'>) {}

  /** The monthly limit for this person, or null when there is none (paid plan, or set to 0). */
  limitFor(person: Pick<Person, 'plan'>): number | null {
    const limit = this.config.freePlanPostsPerMonth;
    return person.plan === 'free' && limit > 0 ? limit : null;
  }

  /**
   * Throws 402 `quota_exceeded` (+limit, +used, +periodStart, +resetsAt, ISO 8601) when adding
   * `adding` posts to the workspace would go over the free plan's limit. Inside a transaction it
   * first takes the workspace's advisory lock, so two concurrent creates in one workspace are
   * counted one after the other.
   */
  async check(
    em: EntityManager,
    person: Pick<Person, 'id' | 'plan' | 'createdAt'>,
    workspaceId: string,
    adding = 1,
    now: Date = new Date(),
  ): Promise<void> {
    if (this.limitFor(person) === null) return;
    if (em.isInTransaction()) await advisoryXactLock(em, [`workspace-quota:${workspaceId}`]);
    const usage = await this.usage(em, person, workspaceId, now);
    if (usage === null || usage.used + adding <= usage.limit) return;
    const resetsAt = usage.resetsAt.toISOString();
    throw AppError.of(
      'quota_exceeded',
      {
        limit: usage.limit,
        used: usage.used,
        periodStart: usage.periodStart.toISOString(),
        resetsAt,
      },
      `The free plan's ${usage.limit} posts for this period are used in this workspace (${usage.used}); ` +
        `posting opens again at ${resetsAt}.`,
    );
  }

  /** Used and allowed posts of the workspace in the current period; null when there is no limit. */
  async usage(
    em: EntityManager,
    person: Pick<Person, 'id' | 'plan' | 'createdAt'>,
    workspaceId: string,
    now: Date = new Date(),
  ): Promise<QuotaUsage | null> {
    const limit = this.limitFor(person);
    if (limit === null) return null;
    const period = quotaPeriod(person.createdAt, now);
    const used = await em.count(Post, {
      workspaceId,
      origin: 'service',
      status: { $in: [...QUOTA_STATUSES] },
      replyToPostId: null,
      createdAt: { $gte: period.start, $lt: period.end },
    });
    return { limit, used, periodStart: period.start, resetsAt: period.end };
  }
}
