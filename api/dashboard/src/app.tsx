import { useEffect, useState } from 'preact/hooks';
import { api, setCsrfToken, type SessionView } from './api';
import { initialLocale, LOCALES, rememberLocale, WordsContext, type Locale } from './i18n';
import { navigate } from './navigate';
import { screenOf, type Screen } from './routes';
import { Shell } from './shell';
import { SignIn } from './screens/sign-in';

/** The dashboard: the sign-in until there is a session, then the shell around the chosen screen. */
export function App() {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [session, setSession] = useState<SessionView | null | undefined>(undefined);
  const [screen, setScreen] = useState<Screen>(screenOf(location.pathname));

  useEffect(() => {
    rememberLocale(locale);
  }, [locale]);

  useEffect(() => {
    api.GET('/v1/sessions/current').then(({ data }) => {
      if (data) setCsrfToken(data.csrfToken);
      setSession(data ?? null);
    });
    const onPop = () => setScreen(screenOf(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const signedIn = (view: SessionView) => {
    setCsrfToken(view.csrfToken);
    setSession(view);
  };
  // Through popstate, so a screen that reads its own path (Posts: /posts/<id>) hears it too.
  const go = (next: Screen) => navigate(`/${next}`);

  return (
    <WordsContext.Provider value={LOCALES[locale].words}>
      {session === undefined ? null : session === null ? (
        <SignIn onSignedIn={signedIn} locale={locale} onLocale={setLocale} />
      ) : (
        <Shell
          session={session}
          screen={screen}
          onScreen={go}
          locale={locale}
          onLocale={setLocale}
          onSignedOut={() => setSession(null)}
          onSession={setSession}
        />
      )}
    </WordsContext.Provider>
  );
}
