import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Post, PostTarget, PublishAttempt, type PostStatus } from '../../entities';
import { bindNextPost } from '../automations/next-post-binding';

/** How long a post may say it is on its way before a missing run counts as lost. */
export const STRANDED_AFTER_MS = 2 * 60_000;

/**
 * Finds and settles posts that say they are on their way with no run to take them there: a bug
 * or a lost start left them `publishing`, or `scheduled` past their time. Run by a Temporal
 * Schedule (workflows/settle-stranded-posts.ts), so a future bug cannot strand a post for good.
 */
export class StrandedPosts {
  constructor(private readonly orm: MikroORM) {}

  /** Posts whose state needs a run, unchanged for `STRANDED_AFTER_MS`: candidates only. */
  async candidates(now: Date, limit = 200): Promise<string[]> {
    const before = new Date(now.getTime() - STRANDED_AFTER_MS);
    const rows = await this.orm.em.fork().find(
      Post,
      {
        deletedAt: null,
        $or: [
          { status: 'publishing', updatedAt: { $lt: before } },
          { status: 'scheduled', scheduledAt: { $lt: before } },
        ],
      },
      { fields: ['id'], orderBy: { updatedAt: 'asc' }, limit },
    );
    return rows.map((p) => p.id);
  }

  /**
   * Settles one post whose run the caller found closed, from what its attempts say (a try that
   * went out was recorded on its target with it, so published targets stay): a try with no answer
   * stays unknown (`publish_unconfirmed`, never taken as "not sent"); a target never tried, or a
   * chain stopped half way, fails with `system_error`, retryable (a retry resumes the chain). Under the
   * row lock, and only if the post still needs it (a change may have run meanwhile).
   */
  async settle(postId: string, now: Date): Promise<PostStatus | null> {
    return this.orm.em.fork().transactional(async (em) => {
      const post = await em.findOne(Post, { id: postId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post || post.deletedAt) return null;
      const overdue = post.status === 'scheduled' && post.scheduledAt !== null && post.scheduledAt < now;
      if (post.status !== 'publishing' && !overdue) return null;

      const targets = await em.find(PostTarget, { postId, deletedAt: null });
      const attempts = await em.find(PublishAttempt, { targetId: { $in: targets.map((t) => t.id) } });
      let neverTried = false;
      for (const target of targets) {
        if (target.status === 'published') continue;
        const mine = attempts.filter((a) => a.targetId === target.id);
        if (mine.some((a) => a.outcome === 'sending' || a.outcome === 'unconfirmed')) {
          Object.assign(target, {
            status: 'failed',
            errorCode: 'publish_unconfirmed',
            errorMessage:
              'The channel may have published this but never confirmed it; check the channel, then retry with force.',
            retryable: false,
          });
        } else if (target.status !== 'failed' || !target.errorCode) {
          neverTried = true;
          Object.assign(target, {
            status: 'failed',
            errorCode: 'system_error',
            errorMessage: 'Nothing was sent; retry the post.',
            retryable: true,
          });
        }
      }
      const out = targets.filter((t) => t.status === 'published').length;
      post.status =
        out === targets.length && targets.length > 0 ? 'published' : out === 0 ? 'failed' : 'partial';
      if (neverTried) {
        post.error = {
          code: 'system_error',
          message: overdue
            ? 'The post did not go out at its time; nothing was sent. Retry it or publish a new one.'
            : 'Publishing stopped on the service side; targets never tried were not sent. Retry the post.',
        };
      }
      await em.flush();
      await bindNextPost(em, post, targets);
      return post.status;
    });
  }
}
