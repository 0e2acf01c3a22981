import { useEffect, useState } from 'preact/hooks';
import { api, type KeyView, type Scope, type SessionView } from '../api';
import { refusalOf } from '../refusal';
import { useWords } from '../i18n';
import { Agents } from './keys/agents';
import { NewKey } from './new-key';

/** The scopes a key may be limited to (core/auth/scopes.ts); typed against the API's own list. */
const SCOPES: Scope[] = [
  'posts:read',
  'posts:write',
  'accounts:read',
  'accounts:write',
  'workspaces:read',
  'workspaces:write',
  'keys:read',
  'keys:write',
  'logs:read',
];

/**
 * The person's API keys: the list, a new one (shown once), research tools on or off, revoking one
 * after a confirm; then the MCP agents they allowed.
 */
export function Keys(props: { workspaces: SessionView['workspaces'] }) {
  const t = useWords();
  const [keys, setKeys] = useState<KeyView[] | null>(null);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = async () => {
    const { data, error: refused } = await api.GET('/v1/keys');
    if (data) setKeys(data.data);
    else setError(refusalOf(refused).message);
  };
  useEffect(() => {
    load();
  }, []);

  const revoke = async (id: string) => {
    const { error: refused } = await api.DELETE('/v1/keys/{id}', { params: { path: { id } } });
    setConfirming(null);
    if (refused) setError(refusalOf(refused).message);
    await load();
  };

  const setResearch = async (id: string, researchTools: boolean) => {
    const { error: refused } = await api.PATCH('/v1/keys/{id}', {
      params: { path: { id } },
      body: { researchTools },
    });
    if (refused) setError(refusalOf(refused).message);
    await load();
  };

  return (
    <section aria-labelledby="keys-title">
      <h1 id="keys-title">{t.keys}</h1>
      {created && <NewKeySecret secret={created} onDone={() => setCreated(null)} />}
      <NewKey
        workspaces={props.workspaces}
        scopes={SCOPES}
        onCreated={(secret) => {
          setCreated(secret);
          load();
        }}
      />
      <h2>{t.keyList}</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {keys === null ? (
        <p>{t.loading}</p>
      ) : keys.length === 0 ? (
        <p>{t.noKeys}</p>
      ) : (
        <ul class="cards">
          {keys.map((k) => (
            <li key={k.id} class="card">
              <strong>{k.name}</strong> <code>{k.prefix}…</code>{' '}
              <span class={k.revokedAt ? 'tag off' : 'tag on'}>{k.revokedAt ? t.revoked : t.active}</span>
              <dl>
                <dt>{t.reach}</dt>
                <dd>
                  {k.allWorkspaces
                    ? t.allWorkspaces
                    : props.workspaces
                        .filter((w) => k.workspaceIds.includes(w.id))
                        .map((w) => w.name)
                        .join(', ')}
                </dd>
                <dt>{t.scopes}</dt>
                <dd>{k.scopes ? k.scopes.join(', ') : t.allScopes}</dd>
                <dt>{t.lastUsed}</dt>
                <dd>{k.lastUsedAt ? new Date(k.lastUsedAt).toLocaleString() : t.never}</dd>
                <dt>{t.researchTools}</dt>
                <dd>
                  {k.researchTools ? t.researchOn : t.researchOff}{' '}
                  {!k.revokedAt && (
                    <button type="button" onClick={() => setResearch(k.id, !k.researchTools)}>
                      {k.researchTools ? t.turnResearchOff : t.turnResearchOn}
                    </button>
                  )}
                </dd>
              </dl>
              {!k.revokedAt &&
                (confirming === k.id ? (
                  <div role="group" aria-label={t.confirmRevoke} class="confirm">
                    <p>{t.confirmRevoke}</p>
                    <button type="button" class="danger" onClick={() => revoke(k.id)}>
                      {t.yesRevoke}
                    </button>{' '}
                    <button type="button" onClick={() => setConfirming(null)}>
                      {t.cancel}
                    </button>
                  </div>
                ) : (
                  <button type="button" onClick={() => setConfirming(k.id)}>
                    {t.revoke} <span class="visually-hidden">{k.name}</span>
                  </button>
                ))}
            </li>
          ))}
        </ul>
      )}
      <Agents workspaces={props.workspaces} />
    </section>
  );
}

/** The new key, shown once, with a copy button. */
function NewKeySecret(props: { secret: string; onDone: () => void }) {
  const t = useWords();
  const [copied, setCopied] = useState(false);
  return (
    <div class="secret" role="status" aria-labelledby="secret-title">
      <h2 id="secret-title">{t.newKeyTitle}</h2>
      <p>{t.newKeyOnce}</p>
      <code data-testid="new-key">{props.secret}</code>
      <div>
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard.writeText(props.secret);
            setCopied(true);
          }}
        >
          {copied ? t.copied : t.copy}
        </button>{' '}
        <button type="button" onClick={props.onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}
