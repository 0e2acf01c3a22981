import { useEffect, useState } from 'preact/hooks';
import { api, type Account } from '../api';
import { refusalOf } from '../refusal';
import { useWords } from '../i18n';
import { ConnectPanel } from './accounts/connect-panel';
import { connectOutcome } from './accounts/connect-outcome';
import { AccountActions } from './accounts/account-actions';
import { KrBlog } from './accounts/kr-blog';
import './accounts.css';

/**
 * The chosen workspace's accounts: connect through each channel's OAuth page (the callback sends
 * the browser back here with the outcome in the query), reconnect, disconnect, the Korean blog.
 */
export function Accounts(props: { workspaceId: string }) {
  const t = useWords();
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [error, setError] = useState('');
  // Read once: the callback's outcome in the query, then the address is cleaned.
  const [landed] = useState(() => new URLSearchParams(location.search));
  const [notice, setNotice] = useState('');
  // Sandbox accounts or the real platforms: ticked at first when the workspace has sandbox ones.
  const [sandbox, setSandbox] = useState(false);
  const headers = { 'x-service-workspace': props.workspaceId };

  const load = async () => {
    setError('');
    const { data, error: refused } = await api.GET('/v1/accounts', { headers });
    if (data) setAccounts(data.data);
    if (data?.data.some((a) => a.sandbox)) setSandbox(true);
    if (!data) setError(refusalOf(refused).message);
    return data?.data ?? [];
  };

  useEffect(() => {
    setAccounts(null);
    load().then((list) => {
      if (!landed.has('connectId')) return;
      setNotice(connectOutcome(t, landed, list));
      landed.delete('connectId');
      history.replaceState(null, '', location.pathname);
    });
  }, [props.workspaceId]);

  return (
    <section aria-labelledby="accounts-title" class="accounts">
      <h1 id="accounts-title">{t.accounts}</h1>
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" onClick={load}>
        {t.refresh}
      </button>
      {accounts === null ? (
        <p>{t.loading}</p>
      ) : accounts.length === 0 ? (
        <p>{t.noAccounts}</p>
      ) : (
        <div class="scroll">
          <table>
            <caption>{t.accountList}</caption>
            <thead>
              <tr>
                <th scope="col">{t.platform}</th>
                <th scope="col">{t.handle}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.actions}</th>
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
                  <td>
                    <AccountActions account={a} workspaceId={props.workspaceId} onChanged={load} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConnectPanel
        workspaceId={props.workspaceId}
        taken={accounts?.map((a) => a.platform) ?? []}
        sandbox={sandbox}
        onSandbox={setSandbox}
        onConnected={(platform, handle) => {
          setNotice(t.connected(platform, handle));
          load();
        }}
      />
      <KrBlog workspaceId={props.workspaceId} sandbox={sandbox} />
    </section>
  );
}
