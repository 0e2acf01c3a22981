import { useEffect, useState } from 'preact/hooks';
import { api, type Platform } from '../../api';
import { useWords } from '../../i18n';
import { refusalOfConnect } from './connect-outcome';
import { startConnect } from './start-connect';
import { TokenConnect } from './token-connect';

/**
 * A Connect button per OAuth channel of GET /v1/platforms, sandbox or the real platform, and a
 * token form per channel that connects with a bot token. A workspace has one account per channel:
 * channels it has one on (an expired one is reconnected from its row) get neither.
 */
export function ConnectPanel(props: {
  workspaceId: string;
  /** Channels the workspace has an account on. */
  taken: string[];
  sandbox: boolean;
  onSandbox: (on: boolean) => void;
  onConnected: (platform: string, handle: string) => void;
}) {
  const t = useWords();
  const [platforms, setPlatforms] = useState<Platform[] | null>(null);
  const { sandbox } = props;
  const [handle, setHandle] = useState('');
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  // The server a person names per open-network channel (fedi's instance), empty for the default.
  const [servers, setServers] = useState<Record<string, string>>({});

  useEffect(() => {
    api.GET('/v1/platforms').then(({ data }) => setPlatforms(data?.data ?? []));
  }, []);

  const open = (platforms ?? []).filter((p) => p.connect.kind === 'oauth' && !props.taken.includes(p.id));
  const byToken = (platforms ?? []).filter((p) => p.connect.kind === 'token' && !props.taken.includes(p.id));

  const connect = async (platform: string) => {
    setBusy(platform);
    setError('');
    const refused = await startConnect(props.workspaceId, {
      platform,
      sandbox,
      handle: sandbox ? handle : undefined,
      server: servers[platform]?.trim() || undefined,
    });
    setBusy('');
    if (refused) setError(refusalOfConnect(t, refused.code, refused.message));
  };

  return (
    <section class="panel" aria-labelledby="connect-title">
      <h2 id="connect-title">{t.connectTitle}</h2>
      <p class="hint">{t.connectHint}</p>
      <label class="inline">
        <input type="checkbox" checked={sandbox} onChange={(e) => props.onSandbox(e.currentTarget.checked)} />{' '}
        {t.useSandbox}
      </label>
      {sandbox && (
        <label>
          {t.sandboxHandle}
          <input
            name="handle"
            pattern="[A-Za-z0-9_.\-]{1,64}"
            aria-describedby="handle-hint"
            value={handle}
            onInput={(e) => setHandle(e.currentTarget.value)}
          />
          <span id="handle-hint" class="hint">
            {t.sandboxHandleHint}
          </span>
        </label>
      )}
      {platforms === null ? null : open.length + byToken.length === 0 ? (
        <p>{t.allConnected}</p>
      ) : (
        <div class="connect-buttons">
          {open.map((p) => {
            const button = (
              <button key={p.id} type="button" disabled={busy !== ''} onClick={() => connect(p.id)}>
                {t.connect} {p.id}
              </button>
            );
            if (!p.connect.server) return button;
            // An open network: the person's own instance, where the sign-in page and the account are.
            return (
              <span key={p.id} class="server-connect">
                <label>
                  {t.serverOf(p.id, p.connect.server.required)}
                  <input
                    inputMode="url"
                    autocomplete="off"
                    required={p.connect.server.required}
                    placeholder={t.instancePlaceholder}
                    value={servers[p.id] ?? ''}
                    onInput={(e) => setServers({ ...servers, [p.id]: e.currentTarget.value })}
                  />
                </label>
                {button}
              </span>
            );
          })}
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {byToken.map((p) => (
        <TokenConnect
          key={p.id}
          workspaceId={props.workspaceId}
          platform={p}
          sandbox={sandbox}
          onConnected={props.onConnected}
        />
      ))}
    </section>
  );
}
