import type { EntityManager } from '@mikro-orm/postgresql';
import { Automation, type Post, type PostTarget } from '../../entities';

/**
 * "The account's next post": when a post of ours goes out, the enabled `next_post` automation of
 * each account it went to, still waiting, binds to it (its id and the channel's id of it). Once:
 * the update only touches an automation with no bound post, and only for a post out since the
 * automation was enabled (a settle run again for an old post binds nothing). A reply is not a post.
 */
export async function bindNextPost(em: EntityManager, post: Post, targets: PostTarget[]): Promise<void> {
  if (post.replyToPostId) return;
  for (const target of targets) {
    if (target.status !== 'published' || !target.externalId || !target.accountId || !target.publishedAt) {
      continue;
    }
    await em.nativeUpdate(
      Automation,
      {
        accountId: target.accountId,
        status: 'enabled',
        triggerKind: 'next_post',
        boundPostId: null,
        enabledAt: { $lte: target.publishedAt },
      },
      { boundPostId: post.id, boundExternalId: target.externalId, updatedAt: new Date() },
    );
  }
}
