import { useState } from 'preact/hooks';
import { api, type Platform } from '../../api';
import { refusalOf } from '../../refusal';
import { useWords } from '../../i18n';
import { refusalOfConnect } from './connect-outcome';

/** Field names whose values are secrets: typed into a password box, never shown back. */
const SECRET = /token|password|secret/i;

/**
 * A channel that connects with what a person pastes (chat's bot token and chat, an open network's
 * handle and app password), not with OAuth: the fields are the channel's own (`connect.fields` of
 * GET /v1/platforms), plus the person's server where the channel takes one. The values are checked
 * with the platform and the account stored at once (201). In the sandbox, a refusal for a missing
 * token names a sandbox token that works, shown as the API words it.
 */
export function TokenConnect(props: {
  workspaceId: string;
  platform: Platform;
  sandbox: boolean;
  onConnected: (platform: string, handle: string) => void;
}) {
  const t = useWords();
  const platform = props.platform.id;
  const fields = props.platform.connect.fields ?? [];
  const server = props.platform.connect.server;
  const empty = () => Object.fromEntries(fields.map((f) => [f, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [serverUrl, setServerUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const id = (name: string) => `${platform}-${name}`;
  const label = (field: string) => t.tokenFieldLabels[field] ?? field;
  const credential = fields.find((f) => SECRET.test(f)) ?? fields[0] ?? '';

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: refused } = await api.POST('/v1/accounts/connect', {
      headers: { 'x-service-workspace': props.workspaceId },
      body: { platform, sandbox: props.sandbox, ...values, ...(serverUrl ? { server: serverUrl } : {}) },
    });
    setBusy(false);
    if (data && 'handle' in data) {
      setValues(empty());
      setServerUrl('');
      return props.onConnected(platform, data.handle);
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
  const described = (field: string) => (error?.field === field ? id(`${field}-error`) : undefined);
  const own = [...fields, ...(server ? ['server'] : [])];

  return (
    <form class="token-connect" aria-labelledby={id('title')} onSubmit={submit}>
      <h3 id={id('title')}>{t.connectWithToken(platform, label(credential))}</h3>
      {fields.map((field) => {
        const input = {
          autocomplete: 'off',
          required: true,
          value: values[field] ?? '',
          'aria-describedby': described(field),
          onInput: (e: { currentTarget: HTMLInputElement }) =>
            setValues({ ...values, [field]: e.currentTarget.value }),
        };
        return (
          <label key={field}>
            {label(field)}
            {SECRET.test(field) ? <input type="password" {...input} /> : <input {...input} />}
            {fieldError(field)}
          </label>
        );
      })}
      {server && (
        <label>
          {t.serverLabel}
          <input
            inputMode="url"
            autocomplete="off"
            required={server.required}
            placeholder={t.serverPlaceholder}
            value={serverUrl}
            aria-describedby={described('server') ?? id('server-hint')}
            onInput={(e) => setServerUrl(e.currentTarget.value)}
          />
          <span id={id('server-hint')} class="hint">
            {server.required ? t.serverHintRequired : t.serverHintOptional}
          </span>
          {fieldError('server')}
        </label>
      )}
      {error && !own.includes(error.field ?? '') && (
        <p class="error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t.connect} {platform}
      </button>
    </form>
  );
}
