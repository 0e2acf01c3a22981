import type { Account } from '../../entities';

export interface AccountBrief {
  accountId: string;
  platform: string;
  handle: string;
}

export interface Selection {
  picked: Account[];
  /** Names that matched no account, each with the accounts it might have meant (all when none is close). */
  unresolved: Array<{ value: string; candidates: AccountBrief[] }>;
}

export const briefOf = (a: Account): AccountBrief => ({
  accountId: a.id,
  platform: a.platform,
  handle: a.handle,
});

/**
 * Which accounts a `scope` names (spec: refresh and `POST /v1/accounts/select`): `all`, or
 * account ids, handles and platform names mixed; a handle may carry its `@`, names match in any
 * letter case. Shared by the refresh and the selection, so both read a scope alike.
 */
export function selectAccounts(accounts: Account[], scope: 'all' | string[]): Selection {
  if (scope === 'all' || scope.includes('all')) return { picked: accounts, unresolved: [] };
  const picked = new Map<string, Account>();
  const unresolved: Selection['unresolved'] = [];
  for (const value of scope) {
    const name = value.trim().replace(/^@/, '').toLowerCase();
    const matches = accounts.filter(
      (a) => a.id === value.trim() || a.platform.toLowerCase() === name || a.handle.toLowerCase() === name,
    );
    if (matches.length > 0) {
      matches.forEach((a) => picked.set(a.id, a));
      continue;
    }
    const close = accounts.filter(
      (a) =>
        name !== '' && (a.handle.toLowerCase().includes(name) || a.platform.toLowerCase().includes(name)),
    );
    unresolved.push({ value, candidates: (close.length > 0 ? close : accounts).map(briefOf) });
  }
  return { picked: [...picked.values()], unresolved };
}
