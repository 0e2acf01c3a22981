import type { EntityManager } from '@mikro-orm/postgresql';
import type { Post, PostTarget } from '../../entities';

/**
 * "The account's next post": when a post of ours goes out, the enabled `next_post` automation of
 * each account it went to, still waiting, binds to it (its id and the channel's id of it). Once:
 * the update only touches an automation with no bound post, and only for a post out since the
 * automation was enabled (a settle run again for an old post binds nothing). A reply is not a post.
 * One statement for all the post's targets, and none when nothing went out: it runs at every settle.
 */
export async function bindNextPost(
  em: EntityManager,
  post: Pick<Post, 'id' | 'replyToPostId'>,
  targets: Array<Pick<PostTarget, 'status' | 'externalId' | 'accountId' | 'publishedAt'>>,
): Promise<void> {
  if (post.replyToPostId) return;
  const out = targets
    .filter((t) => t.status === 'published' && t.externalId && t.accountId && t.publishedAt)
    .map((t) => ({ account_id: t.accountId, external_id: t.externalId, published_at: t.publishedAt }));
  if (out.length === 0) return;
  await em.execute(
    `update "automations" a
        set "bound_post_id" = ?, "bound_external_id" = v.external_id, "updated_at" = ?
       from jsonb_to_recordset(?::jsonb) as v(account_id text, external_id text, published_at timestamptz)
      where a."account_id" = v.account_id and a."status" = 'enabled' and a."trigger_kind" = 'next_post'
        and a."bound_post_id" is null and a."enabled_at" <= v.published_at`,
    [post.id, new Date(), JSON.stringify(out)],
  );
}
