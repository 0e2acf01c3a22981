import type { Account } from '../../api';
import type { useWords } from '../../i18n';

type Words = ReturnType<typeof useWords>;

/** What the person is told when the OAuth callback sent them back (`status`, `accountId`, `error`). */
export function connectOutcome(t: Words, query: URLSearchParams, accounts: Account[]): string {
  if (query.get('status') === 'connected') {
    const account = accounts.find((a) => a.id === query.get('accountId'));
    return t.connected(account?.platform ?? '', account?.handle ?? '');
  }
  return refusalOfConnect(t, query.get('error') ?? 'connect_denied');
}

/** A connect refusal in the person's words, from its code; else the code itself. */
export function refusalOfConnect(t: Words, code: string, message = ''): string {
  if (code === 'connect_denied') return t.connectDenied;
  if (code === 'connect_state_invalid') return t.connectStateInvalid;
  if (code === 'platform_not_configured') return t.notConfigured;
  if (code === 'platform_already_connected') return t.alreadyConnected;
  return message || t.connectFailed(code);
}
