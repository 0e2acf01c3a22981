import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../errors/app-error';
import type { DuplicateGuard } from './duplicate-guard';
import type { PostChecks } from './post-checks';
import type { SendGuard, SendPlan } from './post-service';
import type { QuotaGuard } from './quota-guard';

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

  async beforeSending(em: MikroORM['em'], plan: SendPlan): Promise<void> {
    await this.duplicates.lockAccounts(
      em,
      plan.accounts.map((a) => a.id),
    );
    const found = await this.duplicates.findDuplicate(
      em,
      plan.accounts.map((a) => ({
        accountId: a.id,
        fingerprint: this.checks.fingerprint(a.platform, plan.content),
      })),
      // A retry compares with posts made since 10 minutes before the retried one was (spec).
      { now: plan.retry ? plan.createdAt : new Date(), excludePostId: plan.postId },
    );
    if (found) {
      throw AppError.of(
        'duplicate_post',
        { postId: found.postId },
        `The same content went to the same account less than 10 minutes ago (post ${found.postId}).`,
      );
    }
  }
}

/**
 * The free plan's monthly posts (402 `quota_exceeded`). A post that already counts (a retry of a
 * partly published one) is not counted again; a failed one, which did not count, is.
 */
export class QuotaSendGuard implements SendGuard {
  constructor(private readonly quota: QuotaGuard) {}

  async beforeSending(em: MikroORM['em'], plan: SendPlan): Promise<void> {
    if (plan.counted || plan.accounts.length === 0) return;
    // A post's accounts are all of one workspace: its quota is the one that counts.
    await this.quota.check(em, plan.person, plan.accounts[0].workspaceId, 1);
  }
}
