import { useEffect, useState } from 'preact/hooks';
import { api } from '../api';
import { useWords, type Locale } from '../i18n';
import { LocaleSwitch } from '../locale-switch';

/** `/verify?token=`: where the mailed link lands; it calls GET /v1/signup/verify and offers sign-in. */
export function Verify(props: { onSignIn: () => void; locale: Locale; onLocale: (l: Locale) => void }) {
  const t = useWords();
  const [outcome, setOutcome] = useState<{ email: string } | 'invalid' | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token') ?? undefined;
    api.GET('/v1/signup/verify', { params: { query: { token } } }).then(({ data }) => {
      setOutcome(data ? { email: data.email } : 'invalid');
      // The token is spent: keep it out of the history.
      history.replaceState(null, '', location.pathname);
    });
  }, []);

  return (
    <main class="signin">
      <h1>{t.verifyTitle}</h1>
      {outcome === null ? (
        <p>{t.verifying}</p>
      ) : outcome === 'invalid' ? (
        <p class="error" role="alert">
          {t.verifyInvalid}
        </p>
      ) : (
        <p role="status">{t.verified(outcome.email)}</p>
      )}
      <p>
        <a
          href="/"
          onClick={(e) => {
            e.preventDefault();
            props.onSignIn();
          }}
        >
          {t.backToSignIn}
        </a>
      </p>
      <LocaleSwitch locale={props.locale} onLocale={props.onLocale} />
    </main>
  );
}
