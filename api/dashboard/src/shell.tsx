import { useState } from 'preact/hooks';
import { api, type SessionView } from './api';
import { useWords, type Locale } from './i18n';
import { LocaleSwitch } from './locale-switch';
import { NewWorkspace } from './new-workspace';
import { SCREENS, type Screen } from './routes';
import { Accounts } from './screens/accounts';
import { Billing } from './screens/billing';
import { Calendar } from './screens/calendar';
import { Compose } from './screens/compose';
import { Keys } from './screens/keys';
import { Logs } from './screens/logs';
import { Posts } from './screens/posts';
import { Research } from './screens/research';
import { Webhooks } from './screens/webhooks';

/** The frame of every screen: the sections, the workspace switcher, the language and sign-out. */
export function Shell(props: {
  session: SessionView;
  screen: Screen;
  onScreen: (s: Screen) => void;
  locale: Locale;
  onLocale: (l: Locale) => void;
  onSignedOut: () => void;
  /** A fresh GET /v1/sessions/current (its workspace list changed). */
  onSession: (view: SessionView) => void;
}) {
  const t = useWords();
  const { session } = props;
  const [workspaceId, setWorkspaceId] = useState(() => chosenWorkspace(session));
  const choose = (id: string) => {
    sessionStorage.setItem(CHOSEN_WORKSPACE, id);
    setWorkspaceId(id);
  };

  // A new workspace: the session's list read again, then the new one chosen.
  const workspaceCreated = async (id: string) => {
    const { data } = await api.GET('/v1/sessions/current');
    if (data) props.onSession(data);
    setWorkspaceId(id);
  };

  const signOut = async () => {
    await api.DELETE('/v1/sessions/current');
    props.onSignedOut();
  };

  return (
    <div class="shell">
      <header>
        <span class="brand">{t.appName}</span>
        <nav aria-label={t.navigation}>
          {SCREENS.map((s) => (
            <a
              key={s}
              href={`/${s}`}
              aria-current={props.screen === s ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                props.onScreen(s);
              }}
            >
              {t[s]}
            </a>
          ))}
        </nav>
        <div class="tools">
          <label class="inline">
            {t.workspace}{' '}
            <select value={workspaceId} onChange={(e) => choose(e.currentTarget.value)}>
              {session.workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
          <NewWorkspace onCreated={workspaceCreated} />
          <LocaleSwitch locale={props.locale} onLocale={props.onLocale} />
          <span class="who">{session.person.email}</span>
          <button type="button" onClick={signOut}>
            {t.signOut}
          </button>
        </div>
      </header>
      <main>
        {props.screen === 'keys' && <Keys workspaces={session.workspaces} />}
        {props.screen === 'logs' && <Logs />}
        {props.screen === 'accounts' && <Accounts workspaceId={workspaceId} />}
        {props.screen === 'calendar' && <Calendar workspaceId={workspaceId} />}
        {props.screen === 'research' && <Research />}
        {props.screen === 'billing' && <Billing />}
        {props.screen === 'compose' && <Compose workspaceId={workspaceId} />}
        {props.screen === 'posts' && <Posts workspaceId={workspaceId} />}
        {props.screen === 'webhooks' && <Webhooks workspaceId={workspaceId} />}
      </main>
    </div>
  );
}

/** The tab's chosen workspace survives a reload and a trip to a channel's OAuth page and back. */
const CHOSEN_WORKSPACE = 'fanout.workspace';

function chosenWorkspace(session: SessionView): string {
  const kept = sessionStorage.getItem(CHOSEN_WORKSPACE);
  return session.workspaces.find((w) => w.id === kept)?.id ?? session.workspaces[0]?.id ?? '';
}
