import { AppError } from '../../errors/app-error';
import { accountLocks, type DuplicateGuard } from './duplicate-guard';
import type { PostChecks } from './post-checks';
import type { Refusal, SendGuard, SendPlan } from './send-plan';
import { quotaLock, type QuotaGuard } from './quota-guard';

/**
 * The content fingerprint (spec: Duplicate protection): the same text and files to the same account
 * within 10 minutes is 409 `duplicate_post`. Accounts are locked first, so two identical posts
 * sent at once cannot both pass.
 */
export class DuplicateSendGuard implements SendGuard {
  constructor(
    private readonly duplicates: DuplicateGuard,
    private readonly checks: PostChecks,
  ) {}

  locks(plan: SendPlan): string[] {
    return accountLocks(plan.accounts.map((a) => a.id));
  }

  refusal(plan: SendPlan): Refusal | null {
    const query = this.duplicates.duplicateQuery(
      plan.accounts.map((a) => ({
        accountId: a.id,
        fingerprint: this.checks.fingerprint(a.platform, plan.content),
      })),
      // A retry compares with posts made since 10 minutes before the retried one was (spec).
      { now: plan.retry ? plan.createdAt : new Date(), excludePostId: plan.postId },
    );
    if (!query) return null;
    return {
      ...query,
      refuse: (row) => {
        const postId = String(row.post_id);
        return AppError.of(
          'duplicate_post',
          { postId },
          `The same content went to the same account less than 10 minutes ago (post ${postId}).`,
        );
      },
    };
  }
}

/**
 * The free plan's monthly posts (402 `quota_exceeded`). A post that already counts (a retry of a
 * partly published one) is not counted again; a failed one, which did not count, is.
 */
export class QuotaSendGuard implements SendGuard {
  constructor(private readonly quota: QuotaGuard) {}

  /** A post's accounts are all of one workspace: its quota is the one that counts. */
  private workspaceOf(plan: SendPlan): string | null {
    if (plan.counted || plan.accounts.length === 0) return null;
    return this.quota.limitFor(plan.person) === null ? null : plan.accounts[0].workspaceId;
  }

  locks(plan: SendPlan): string[] {
    const workspaceId = this.workspaceOf(plan);
    return workspaceId ? [quotaLock(workspaceId)] : [];
  }

  refusal(plan: SendPlan): Refusal | null {
    const workspaceId = this.workspaceOf(plan);
    const query = workspaceId ? this.quota.overQuery(plan.person, workspaceId, 1) : null;
    return query && { ...query, refuse: (row) => query.refuse({ used: Number(row.used) }) };
  }
}
