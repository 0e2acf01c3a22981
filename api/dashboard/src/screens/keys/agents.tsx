import { useEffect, useState } from 'preact/hooks';
import { api, type Grant, type SessionView } from '../../api';
import { refusalOf } from '../../refusal';
import { useWords } from '../../i18n';
import './agents.css';

/**
 * The MCP grants the person gave agents (GET /v1/grants): the client, the workspaces it reaches,
 * research tools, when it was allowed and last used; revoking one after a confirm.
 */
export function Agents(props: { workspaces: SessionView['workspaces'] }) {
  const t = useWords();
  const [grants, setGrants] = useState<Grant[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState('');

  const load = async () => {
    const { data, error: refused } = await api.GET('/v1/grants');
    if (data) setGrants(data.data);
    else setError(refusalOf(refused).message);
  };
  useEffect(() => {
    load();
  }, []);

  const revoke = async (id: string) => {
    setError('');
    const { error: refused } = await api.DELETE('/v1/grants/{id}', { params: { path: { id } } });
    setConfirming(null);
    if (refused) setError(refusalOf(refused).message);
    await load();
  };

  const names = (ids: string[]) =>
    props.workspaces
      .filter((w) => ids.includes(w.id))
      .map((w) => w.name)
      .join(', ');
  const when = (at: string | null) => (at ? new Date(at).toLocaleString() : t.never);

  return (
    <section aria-labelledby="agents-title">
      <h2 id="agents-title">{t.agents}</h2>
      <p class="hint">{t.agentsHint}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {grants === null ? (
        <p>{t.loading}</p>
      ) : grants.length === 0 ? (
        <p>{t.noAgents}</p>
      ) : (
        <div class="table-scroll">
          <table>
            <caption>{t.agentList}</caption>
            <thead>
              <tr>
                <th scope="col">{t.client}</th>
                <th scope="col">{t.workspaces}</th>
                <th scope="col">{t.researchTools}</th>
                <th scope="col">{t.created}</th>
                <th scope="col">{t.lastUsed}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {grants.map((g) => (
                <tr key={g.id}>
                  <td>{g.clientName}</td>
                  <td>{names(g.workspaceIds)}</td>
                  <td>{g.researchTools ? t.researchOn : t.researchOff}</td>
                  <td>{when(g.createdAt)}</td>
                  <td>{when(g.lastUsedAt)}</td>
                  <td>
                    {g.revokedAt ? (
                      <span class="tag off">{t.revoked}</span>
                    ) : confirming === g.id ? (
                      <div role="group" aria-label={t.confirmRevokeAgent(g.clientName)} class="confirm">
                        <p>{t.confirmRevokeAgent(g.clientName)}</p>
                        <button type="button" class="danger" onClick={() => revoke(g.id)}>
                          {t.yesRevoke}
                        </button>{' '}
                        <button type="button" onClick={() => setConfirming(null)}>
                          {t.cancel}
                        </button>
                      </div>
                    ) : (
                      <button type="button" onClick={() => setConfirming(g.id)}>
                        {t.revoke} <span class="visually-hidden">{g.clientName}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
