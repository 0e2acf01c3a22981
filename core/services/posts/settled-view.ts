import type { MikroORM } from '@mikro-orm/postgresql';
import { Post, PostTarget, type Account } from '../../entities';
import { postView, type PostView } from './post-view';
import type { Settlement } from './publish-service';

/**
 * A `wait: true` answer without a read: the post this request wrote, with what its run's settle
 * returned (`Settlement.rows`: the post's changed columns and every target), as a read after the
 * run would show it. `em`: a fork of its own (the rows are mapped into its identity map).
 */
export function settledView(
  em: MikroORM['em'],
  post: Post,
  rows: NonNullable<Settlement['rows']>,
  accounts: Map<string, Account>,
): PostView {
  const settled = em.map(Post, rows.post);
  // The columns a run changes; the rest is as this request wrote it.
  post.status = settled.status;
  post.error = settled.error;
  post.updatedAt = settled.updatedAt;
  post.deletedAt = settled.deletedAt;
  const targets = rows.targets.map((t) => em.map(PostTarget, t));
  return postView(post, targets, accounts);
}
