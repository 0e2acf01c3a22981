import { useEffect, useState } from 'preact/hooks';
import { api, setCsrfToken, type SessionView } from './api';
import { initialLocale, LOCALES, rememberLocale, WordsContext, type Locale } from './i18n';
import { navigate } from './navigate';
import { screenOf, type Screen } from './routes';
import { Shell } from './shell';
import { SignIn } from './screens/sign-in';
import { SignUp } from './screens/sign-up';
import { Verify } from './screens/verify';

/**
 * The dashboard: the sign-in (or sign-up) until there is a session, then the shell around the
 * chosen screen. `/verify` (the mailed link) is shown signed in or not.
 */
export function App() {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [session, setSession] = useState<SessionView | null | undefined>(undefined);
  const [screen, setScreen] = useState<Screen>(screenOf(location.pathname));
  const [path, setPath] = useState(location.pathname);

  useEffect(() => {
    rememberLocale(locale);
  }, [locale]);

  useEffect(() => {
    api.GET('/v1/sessions/current').then(({ data }) => {
      if (data) setCsrfToken(data.csrfToken);
      setSession(data ?? null);
    });
    const onPop = () => {
      setPath(location.pathname);
      setScreen(screenOf(location.pathname));
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const signedIn = (view: SessionView) => {
    setCsrfToken(view.csrfToken);
    setSession(view);
  };
  // Through popstate, so a screen that reads its own path (Posts: /posts/<id>) hears it too.
  const go = (next: Screen) => navigate(`/${next}`);
  const open = (next: string) => navigate(next);

  return (
    <WordsContext.Provider value={LOCALES[locale].words}>
      {path === '/verify' ? (
        <Verify onSignIn={() => open('/')} locale={locale} onLocale={setLocale} />
      ) : session === undefined ? null : session === null ? (
        path === '/signup' ? (
          <SignUp onSignIn={() => open('/')} locale={locale} onLocale={setLocale} />
        ) : (
          <SignIn
            onSignedIn={signedIn}
            onSignUp={() => open('/signup')}
            locale={locale}
            onLocale={setLocale}
          />
        )
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
