import { useState } from 'preact/hooks';
import { api, type Scope, type SessionView } from '../api';
import { refusalOf } from '../refusal';
import { useWords } from '../i18n';

/** The form of POST /v1/keys: a name, its reach (all workspaces or some), its scopes, research tools. */
export function NewKey(props: {
  workspaces: SessionView['workspaces'];
  scopes: Scope[];
  onCreated: (secret: string) => void;
}) {
  const t = useWords();
  const [name, setName] = useState('');
  const [all, setAll] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [research, setResearch] = useState(false);
  const [error, setError] = useState('');

  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const submit = async (e: Event) => {
    e.preventDefault();
    setError('');
    const { data, error: refused } = await api.POST('/v1/keys', {
      body: {
        name,
        ...(all ? { allWorkspaces: true } : { workspaceIds: picked }),
        ...(scopes.length > 0 ? { scopes } : {}),
        researchTools: research,
      },
    });
    if (!data) return setError(refusalOf(refused).message);
    setName('');
    props.onCreated(data.key);
  };

  return (
    <form onSubmit={submit} class="panel" aria-labelledby="new-key-title">
      <h2 id="new-key-title">{t.createKey}</h2>
      <label>
        {t.name}
        <input
          name="name"
          required
          maxLength={100}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <fieldset>
        <legend>{t.reach}</legend>
        <label class="inline">
          <input type="radio" name="reach" checked={all} onChange={() => setAll(true)} /> {t.allWorkspaces}
        </label>
        <label class="inline">
          <input type="radio" name="reach" checked={!all} onChange={() => setAll(false)} /> {t.someWorkspaces}
        </label>
        {!all &&
          props.workspaces.map((w) => (
            <label key={w.id} class="inline">
              <input
                type="checkbox"
                checked={picked.includes(w.id)}
                onChange={() => setPicked(toggle(picked, w.id))}
              />{' '}
              {w.name}
            </label>
          ))}
      </fieldset>
      <fieldset>
        <legend>{t.scopes}</legend>
        <p class="hint">{t.scopesHint}</p>
        {props.scopes.map((s) => (
          <label key={s} class="inline">
            <input
              type="checkbox"
              checked={scopes.includes(s)}
              onChange={() => setScopes(toggle(scopes, s))}
            />{' '}
            <code>{s}</code>
          </label>
        ))}
      </fieldset>
      <label class="inline">
        <input
          type="checkbox"
          name="researchTools"
          aria-describedby="research-hint"
          checked={research}
          onChange={(e) => setResearch(e.currentTarget.checked)}
        />{' '}
        {t.researchTools}
      </label>
      <p id="research-hint" class="hint">
        {t.researchToolsHint}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit">{t.create}</button>
    </form>
  );
}
