import type { EntityManager } from '@mikro-orm/core';
import { Account, PostTarget } from '../../entities';
import { AppError } from '../../errors/app-error';

/**
 * True when the account cannot act for its posts any more: it was disconnected, or the row is gone
 * (a target whose `accountId` is null or points nowhere). An expired account is not disconnected.
 */
export function isDisconnected(account: Pick<Account, 'state'> | null | undefined): boolean {
  return !account || account.state === 'disconnected';
}

/** 409 `account_disconnected` for one target whose account was disconnected. */
export function accountDisconnected(
  target: Pick<PostTarget, 'accountId' | 'accountHandle' | 'platform'>,
): AppError {
  return AppError.of(
    'account_disconnected',
    { accountId: target.accountId, accountHandle: target.accountHandle, platform: target.platform },
    `The ${target.platform} account ${target.accountHandle} that this post went to was disconnected; ` +
      'connect the same account again to act on the post.',
  );
}

/**
 * Refuses to act on a post (edit, delete, retry, replies, hide, like, insights) when any of its
 * targets' accounts is disconnected: 409 `account_disconnected` with the first such target's
 * `accountId`, `accountHandle` and `platform`. `force` never overrides it. The post is unchanged;
 * reconnecting the same channel restores the account (same id), after which this passes again.
 * A post with no targets (a draft with no accounts) passes.
 */
export async function requireConnectedTargets(em: EntityManager, postId: string): Promise<void> {
  const targets = await em.find(PostTarget, { postId }, { orderBy: { id: 'asc' } });
  const ids = [...new Set(targets.map((t) => t.accountId).filter((id): id is string => id !== null))];
  const accounts = ids.length ? await em.find(Account, { id: { $in: ids } }) : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const gone = targets.find((t) => isDisconnected(t.accountId ? byId.get(t.accountId) : undefined));
  if (gone) throw accountDisconnected(gone);
}
