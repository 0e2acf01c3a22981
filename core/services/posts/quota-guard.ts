import type { Config } from '../../config';
import type { Person, PostStatus } from '../../entities';
import { AppError } from '../../errors/app-error';

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
 * Checked inside the create's transaction, with the workspace's lock (`quotaLock`) held, in the
 * statement that writes the new post (`overQuery`: a statement does not see its own rows).
 */
export class QuotaGuard {
  constructor(private readonly config: Pick<Config, 'freePlanPostsPerMonth'>) {}

  /** The monthly limit for this person, or null when there is none (paid plan, or set to 0). */
  limitFor(person: Pick<Person, 'plan'>): number | null {
    const limit = this.config.freePlanPostsPerMonth;
    return person.plan === 'free' && limit > 0 ? limit : null;
  }

  /**
   * For the statement that also writes the post: one row (`used`) when adding `adding` posts to
   * the workspace would go over the free plan's limit, and the error that row makes: 402
   * `quota_exceeded` (+limit, +used, +periodStart, +resetsAt, ISO 8601). Null when there is no
   * limit. The workspace's lock (`quotaLock`) must be held before the statement begins, so two
   * concurrent creates in one workspace are counted one after the other.
   */
  overQuery(
    person: Pick<Person, 'id' | 'plan' | 'createdAt'>,
    workspaceId: string,
    adding = 1,
    now: Date = new Date(),
  ): { sql: string; params: unknown[]; refuse: (row: { used: number }) => AppError } | null {
    const limit = this.limitFor(person);
    if (limit === null) return null;
    const period = quotaPeriod(person.createdAt, now);
    const used = usedQuery(workspaceId, period);
    return {
      sql: `select used from (${used.sql}) u where used + ? > ?`,
      params: [...used.params, adding, limit],
      refuse: (row) => quotaExceeded(limit, Number(row.used), period),
    };
  }
}

/** The advisory lock that has a workspace's creates counted one after the other. */
export function quotaLock(workspaceId: string): string {
  return `workspace-quota:${workspaceId}`;
}

/** The workspace's posts that count in `period` (see QuotaGuard), as one row: `used`. */
function usedQuery(workspaceId: string, period: QuotaPeriod): { sql: string; params: unknown[] } {
  return {
    sql: `select count(*)::int as used from "posts"
           where "workspace_id" = ? and "origin" = 'service'
             and "status" in (${QUOTA_STATUSES.map(() => '?').join(', ')})
             and "reply_to_post_id" is null and "created_at" >= ? and "created_at" < ?`,
    params: [workspaceId, ...QUOTA_STATUSES, period.start, period.end],
  };
}

function quotaExceeded(limit: number, used: number, period: QuotaPeriod): AppError {
  const resetsAt = period.end.toISOString();
  return AppError.of(
    'quota_exceeded',
    { limit, used, periodStart: period.start.toISOString(), resetsAt },
    `The free plan's ${limit} posts for this period are used in this workspace (${used}); ` +
      `posting opens again at ${resetsAt}.`,
  );
}
