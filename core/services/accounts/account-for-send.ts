import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClassifiedFailure } from '../../channels/plugin';
import { Account } from '../../entities';
import { isStale, type TokenService } from './token-service';

/** Why a send cannot go out through its account: a fact about the account, never retryable. */
export type AccountUnusable = Pick<ClassifiedFailure, 'code' | 'retryable' | 'message'>;

/**
 * The account a send (a post's item, an engagement action) acts for, read fresh from the database
 * (a refresh in its own transaction may have changed the tokens), its token renewed first when it
 * is about to run out; or why nothing can be sent through it (disconnected, expired).
 */
export async function accountForSend(
  em: EntityManager,
  tokens: TokenService | undefined,
  accountId: string | null,
  /** The account as the caller just read it from the database (`sendRows`): not read again. */
  read?: Account | null,
): Promise<{ account: Account } | { unusable: AccountUnusable }> {
  let account =
    read !== undefined
      ? read
      : accountId
        ? await em.findOne(Account, { id: accountId }, { refresh: true })
        : null;
  if (account && tokens && account.state === 'connected' && isStale(account)) {
    await tokens.refresh(account.id, { onlyIfStale: true });
    account = await em.findOne(Account, { id: account.id }, { refresh: true });
  }
  if (!account || account.state === 'disconnected') {
    return {
      unusable: { code: 'account_disconnected', retryable: false, message: 'The account was disconnected.' },
    };
  }
  if (account.state === 'expired') {
    return {
      unusable: { code: 'account_expired', retryable: false, message: "The channel's token expired." },
    };
  }
  return { account };
}
