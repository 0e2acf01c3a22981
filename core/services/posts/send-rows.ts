import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, PublishAttempt } from '../../entities';

/** What one try at one item of a target reads before it may send. */
export interface SendRows {
  target: PostTarget;
  post: Post;
  /** Null when the target has no account any more (disconnected and removed). */
  account: Account | null;
  /** Earlier tries at this item, oldest first. */
  attempts: PublishAttempt[];
}

/**
 * The target, its post, its account and the item's earlier attempts in one statement (one round
 * trip instead of two waits and four statements), as managed entities of `em`, fresh from the
 * database (a token refresh in its own transaction may have changed the account).
 */
export async function sendRows(em: EntityManager, targetId: string, index: number): Promise<SendRows> {
  const [row] = await em.execute<SendRowsJson[]>(
    `select row_to_json(t) as target, row_to_json(p) as post, row_to_json(a) as account,
            coalesce((select json_agg(x order by x."id") from "publish_attempts" x
                       where x."target_id" = t."id" and x."item_index" = ?), '[]'::json) as attempts
       from "post_targets" t
       join "posts" p on p."id" = t."post_id"
       left join "accounts" a on a."id" = t."account_id"
      where t."id" = ?`,
    [index, targetId],
  );
  if (!row) throw new Error(`target ${targetId} not found`);
  return sendRowsOf(em, row);
}

/** `SendRows` as the database gives them (column names), read beforehand (PublishService.start). */
export interface SendRowsJson {
  target: Record<string, unknown>;
  post: Record<string, unknown>;
  account: Record<string, unknown> | null;
  attempts: Array<Record<string, unknown>>;
}

/** The rows as managed entities of `em`. */
export function sendRowsOf(em: EntityManager, row: SendRowsJson): SendRows {
  return {
    target: em.map(PostTarget, row.target),
    post: em.map(Post, row.post),
    account: row.account ? em.map(Account, row.account) : null,
    attempts: row.attempts.map((a) => em.map(PublishAttempt, a)),
  };
}
