import type { EntityManager } from '@mikro-orm/postgresql';
import { lockKey } from './duplicate-guard';

/**
 * A new post's own advisory lock, held by the transaction that writes it until its COMMIT (taken
 * with the send guards' locks, guarded-send.ts). The API starts the post's run just before that
 * COMMIT, so that Temporal's write and the COMMIT go at the same time; a run quicker than the COMMIT
 * finds no post yet, and waits here for the create to end (PublishService.started).
 */
export function postLock(postId: string): string {
  return `post:${postId}`;
}

/**
 * Returns once no transaction holds the post's lock: the create that writes the post has committed
 * or rolled back. One statement outside a transaction: the lock is taken and let go at its end.
 */
export async function untilPostWritten(em: EntityManager, postId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?::bigint)', [lockKey(postLock(postId)).toString()]);
}
