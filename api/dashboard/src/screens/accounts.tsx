import { useEffect, useState } from 'preact/hooks';
import { api, errorOf, type Account } from '../api';
import { useWords } from '../i18n';

/** The chosen workspace's connected accounts with their state (read-only in this version). */
export function Accounts(props: { workspaceId: string }) {
  const t = useWords();
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    setAccounts(null);
    api
      .GET('/v1/accounts', { headers: { 'x-service-workspace': props.workspaceId } })
      .then(({ data, error: refused }) => {
        if (data) setAccounts(data.data);
        else setError(errorOf(refused).message);
      });
  }, [props.workspaceId]);

  return (
    <section aria-labelledby="accounts-title">
      <h1 id="accounts-title">{t.accounts}</h1>
      <p class="hint">{t.readOnlyNote}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {accounts === null ? (
        <p>{t.loading}</p>
      ) : accounts.length === 0 ? (
        <p>{t.noAccounts}</p>
      ) : (
        <table>
          <caption>{t.accountList}</caption>
          <thead>
            <tr>
              <th scope="col">{t.platform}</th>
              <th scope="col">{t.handle}</th>
              <th scope="col">{t.state}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id}>
                <td>
                  {a.platform}
                  {a.sandbox && <span class="tag"> {t.sandbox}</span>}
                </td>
                <td>{a.handle}</td>
                <td>
                  <span class={a.state === 'connected' ? 'tag on' : 'tag off'}>{a.state}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
