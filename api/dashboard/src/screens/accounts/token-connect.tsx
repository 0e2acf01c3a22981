import { useState } from 'preact/hooks';
import { api } from '../../api';
import { refusalOf } from '../../refusal';
import { useWords } from '../../i18n';
import { refusalOfConnect } from './connect-outcome';

/**
 * A channel that connects with a bot's token and the chat it posts to (chat), not with OAuth: the
 * token is checked with the platform and the account stored at once (201). In the sandbox, a
 * refusal for a missing token names a sandbox token that works, shown as the API words it.
 */
export function TokenConnect(props: {
  workspaceId: string;
  platform: string;
  sandbox: boolean;
  onConnected: (platform: string, handle: string) => void;
}) {
  const t = useWords();
  const [botToken, setBotToken] = useState('');
  const [chatId, setChatId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const id = (name: string) => `${props.platform}-${name}`;

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: refused } = await api.POST('/v1/accounts/connect', {
      headers: { 'x-service-workspace': props.workspaceId },
      body: { platform: props.platform, sandbox: props.sandbox, botToken, chatId },
    });
    setBusy(false);
    if (data && 'handle' in data) {
      setBotToken('');
      setChatId('');
      return props.onConnected(props.platform, data.handle);
    }
    const refusal = refusalOf(refused);
    setError({ field: refusal.field, text: refusalOfConnect(t, refusal.code, refusal.message) });
  };

  const fieldError = (field: string) =>
    error?.field === field ? (
      <span id={id(`${field}-error`)} class="error" role="alert">
        {error.text}
      </span>
    ) : null;

  return (
    <form class="token-connect" aria-labelledby={id('title')} onSubmit={submit}>
      <h3 id={id('title')}>{t.connectWithToken(props.platform)}</h3>
      <label>
        {t.botToken}
        <input
          type="password"
          autocomplete="off"
          required
          value={botToken}
          aria-describedby={error?.field === 'botToken' ? id('botToken-error') : undefined}
          onInput={(e) => setBotToken(e.currentTarget.value)}
        />
        {fieldError('botToken')}
      </label>
      <label>
        {t.chatId}
        <input
          required
          value={chatId}
          aria-describedby={error?.field === 'chatId' ? id('chatId-error') : undefined}
          onInput={(e) => setChatId(e.currentTarget.value)}
        />
        {fieldError('chatId')}
      </label>
      {error && error.field !== 'botToken' && error.field !== 'chatId' && (
        <p class="error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t.connect} {props.platform}
      </button>
    </form>
  );
}
