import { useState } from 'preact/hooks';
import { api, type SessionView } from '../api';
import { refusalOf } from '../refusal';
import { useWords, type Locale } from '../i18n';
import { LocaleSwitch } from '../locale-switch';

/** Email and password, as on the MCP consent page; the refusal is told from its code. */
export function SignIn(props: {
  onSignedIn: (view: SessionView) => void;
  onSignUp: () => void;
  locale: Locale;
  onLocale: (l: Locale) => void;
}) {
  const t = useWords();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    const { data, error: refused } = await api.POST('/v1/sessions', { body: { email, password } });
    setBusy(false);
    if (data) return props.onSignedIn(data);
    const { code, message } = refusalOf(refused);
    setError(code === 'unauthenticated' ? t.wrongPassword : code === 'rate_limited' ? t.tooMany : message);
  };

  return (
    <main class="signin">
      <h1>{t.appName}</h1>
      <form onSubmit={submit} aria-labelledby="signin-title">
        <h2 id="signin-title">{t.signInTitle}</h2>
        <label>
          {t.email}
          <input
            type="email"
            name="email"
            autocomplete="username"
            required
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
        </label>
        <label>
          {t.password}
          <input
            type="password"
            name="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
      <p>
        <a
          href="/signup"
          onClick={(e) => {
            e.preventDefault();
            props.onSignUp();
          }}
        >
          {t.signUpLink}
        </a>
      </p>
      <LocaleSwitch locale={props.locale} onLocale={props.onLocale} />
    </main>
  );
}
