import { useEffect, useState } from 'preact/hooks';
import { api, type Bridge } from '../../api';
import { refusalOf } from '../../refusal';
import { useWords } from '../../i18n';
import { refusalOfConnect } from './connect-outcome';

/** The channel connected by pairing its browser extension (README "The Korean blog"). */
const PAIRED_CHANNEL = 'kr_blog';

/**
 * The Korean blog: a pairing code for the extension's popup (with its expiry), and where each
 * extension stands from GET /v1/channels/bridge, read again on Refresh. The code pairs with the
 * sandbox's blog when the screen's sandbox box is ticked.
 */
export function KrBlog(props: { workspaceId: string; sandbox: boolean }) {
  const t = useWords();
  const headers = { 'x-service-workspace': props.workspaceId };
  const [pairing, setPairing] = useState<{ code: string; expiresAt: string; platformUrl?: string } | null>(
    null,
  );
  const [bridges, setBridges] = useState<Bridge[] | null>(null);
  const [error, setError] = useState('');

  const loadBridges = async () => {
    const { data, error: refused } = await api.GET('/v1/channels/bridge', { headers });
    if (data) setBridges(data.data);
    else setError(refusalOf(refused).message);
  };
  useEffect(() => {
    setPairing(null);
    setBridges(null);
    loadBridges();
  }, [props.workspaceId]);

  const createCode = async () => {
    setError('');
    const { data, error: refused } = await api.POST('/v1/accounts/connect', {
      headers,
      body: { platform: PAIRED_CHANNEL, sandbox: props.sandbox },
    });
    // 202: the attempt, with the code to type into the extension.
    const started = data && 'pairingCode' in data ? data : undefined;
    if (started?.pairingCode) {
      setPairing({
        code: started.pairingCode,
        expiresAt: started.expiresAt,
        platformUrl: started.platformUrl,
      });
    } else {
      const { code, message } = refusalOf(refused);
      setError(refusalOfConnect(t, code, message));
    }
  };

  return (
    <section class="panel" aria-labelledby="kr-blog-title">
      <h2 id="kr-blog-title">{t.krBlogTitle}</h2>
      <p class="hint">{t.krBlogHint}</p>
      <button type="button" onClick={createCode}>
        {t.createPairingCode}
      </button>
      {pairing && (
        <div class="pairing" role="status">
          <p>
            {t.pairingCode}: <code data-testid="pairing-code">{pairing.code}</code>
          </p>
          <p>{t.validUntil(new Date(pairing.expiresAt).toLocaleString())}</p>
          {pairing.platformUrl && <p class="hint">{pairing.platformUrl}</p>}
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {bridges === null ? (
        <p>{t.loading}</p>
      ) : bridges.length === 0 ? (
        <p>{t.noBridges}</p>
      ) : (
        <div class="scroll">
          <table>
            <caption>{t.bridgeList}</caption>
            <thead>
              <tr>
                <th scope="col">{t.handle}</th>
                <th scope="col">{t.extension}</th>
                <th scope="col">{t.extensionVersion}</th>
                <th scope="col">{t.lastSeen}</th>
              </tr>
            </thead>
            <tbody>
              {bridges.map((b) => (
                <tr key={b.id}>
                  <td>{b.handle}</td>
                  <td>
                    <span class={b.bridge.online ? 'tag on' : 'tag off'}>
                      {t.bridgeStates[b.bridge.state]}
                    </span>
                  </td>
                  <td>{b.bridge.extensionVersion ?? '—'}</td>
                  <td>{b.bridge.lastSeenAt ? new Date(b.bridge.lastSeenAt).toLocaleString() : t.never}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" onClick={loadBridges}>
        {t.refresh} <span class="visually-hidden">{t.bridgeList}</span>
      </button>
    </section>
  );
}
