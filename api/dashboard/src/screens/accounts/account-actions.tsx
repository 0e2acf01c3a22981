import { useState } from 'preact/hooks';
import { api, type Account } from '../../api';
import { refusalOf } from '../../refusal';
import { useWords } from '../../i18n';
import { refusalOfConnect } from './connect-outcome';
import { PendingWarning, type Pending } from './pending-warning';
import { startConnect } from './start-connect';

/**
 * Reconnect (an expired account: the same OAuth flow as the handle it had) and disconnect: a
 * confirm, then, when the API answers 409 `account_has_pending_posts`, what would be lost and a
 * second confirm that sends `force`.
 */
export function AccountActions(props: { account: Account; workspaceId: string; onChanged: () => void }) {
  const t = useWords();
  const a = props.account;
  const [step, setStep] = useState<'idle' | 'confirm' | 'pending'>('idle');
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState('');

  const disconnect = async (force: boolean) => {
    setError('');
    const { data, error: refused } = await api.DELETE('/v1/accounts/{id}', {
      params: { path: { id: a.id } },
      headers: { 'x-service-workspace': props.workspaceId },
      body: force ? { force: true } : {},
    });
    if (data) {
      setStep('idle');
      return props.onChanged();
    }
    const refusal = refusalOf(refused);
    const { code, message } = refusal;
    if (code === 'account_has_pending_posts') {
      setPending(refusal.pending as Pending);
      return setStep('pending');
    }
    setStep('idle');
    setError(
      code === 'account_busy_publishing'
        ? t.busyPublishing(Number(refusal.retryAfterSeconds ?? 10))
        : message,
    );
  };

  const reconnect = async () => {
    setError('');
    const refused = await startConnect(props.workspaceId, {
      platform: a.platform,
      sandbox: a.sandbox,
      handle: a.sandbox ? a.handle : undefined,
    });
    if (refused) setError(refusalOfConnect(t, refused.code, refused.message));
  };

  const who = `${a.platform} @${a.handle}`;
  return (
    <div class="account-actions">
      {a.state === 'expired' && (
        <button type="button" onClick={reconnect}>
          {t.reconnect} <span class="visually-hidden">{who}</span>
        </button>
      )}{' '}
      {step === 'idle' && (
        <button type="button" onClick={() => setStep('confirm')}>
          {t.disconnect} <span class="visually-hidden">{who}</span>
        </button>
      )}
      {step === 'confirm' && (
        <div role="group" aria-label={t.confirmDisconnect(a.platform, a.handle)} class="confirm">
          <p>{t.confirmDisconnect(a.platform, a.handle)}</p>
          <button type="button" class="danger" onClick={() => disconnect(false)}>
            {t.yesDisconnect}
          </button>{' '}
          <button type="button" onClick={() => setStep('idle')}>
            {t.cancel}
          </button>
        </div>
      )}
      {step === 'pending' && pending && (
        <div class="confirm">
          <PendingWarning pending={pending} />
          <button type="button" class="danger" onClick={() => disconnect(true)}>
            {t.disconnectAnyway}
          </button>{' '}
          <button type="button" onClick={() => setStep('idle')}>
            {t.cancel}
          </button>
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
