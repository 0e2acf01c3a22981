import { RefreshRefusedError, type OAuthConnect } from '../../core/channels/connect';
import { StrandPlugin } from '../../plugins/strand';
import { runConnectContract } from './connect-contract-kit';
import { emulatorOnPort, type EmulatorOnPort } from './graph-connect-support';

runConnectContract(new StrandPlugin());

describe('strand connect: the Threads flow in detail', () => {
  const plugin = new StrandPlugin();
  const flow = plugin.connect as OAuthConnect;
  let e: EmulatorOnPort;
  beforeAll(async () => {
    e = await emulatorOnPort(plugin);
  });
  afterEach(() => e.control({ refuseRefresh: false }));
  afterAll(() => e.close());

  it('asks threads.net for the scopes, comma-separated, without PKCE', () => {
    const url = new URL(
      flow.authorizeUrl(flow.endpoints.authorize, {
        client: { clientId: 'app', clientSecret: 'secret', redirectUri: 'https://fanout.example/cb' },
        state: 'st',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://threads.net/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://fanout.example/cb',
      scope:
        'threads_basic,threads_content_publish,threads_manage_replies,threads_read_replies,threads_manage_insights',
      response_type: 'code',
      state: 'st',
    });
  });

  it('keeps the 60-day token of the sandbox account with the same handle', async () => {
    const account = await e.connect('long_lived');
    expect(account.externalAccountId).toBe(plugin.sandbox.account('long_lived').externalAccountId);
    expect(account.credentials).toEqual({ accessToken: expect.any(String) });
    const days = (account.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
  });

  it('cannot bring back a token that already expired: the refresh is refused', async () => {
    const account = await e.connect('too_late');
    await e.control({ expireAccessTokens: true });
    await expect(flow.refresh!(e.call(), account.credentials)).rejects.toBeInstanceOf(RefreshRefusedError);
  });

  it('keeps a refresh that reached no platform retryable (not a refusal)', async () => {
    const account = await e.connect('outage');
    const failure = await flow.refresh!(
      { ...e.call(), baseUrl: 'http://127.0.0.1:9' },
      account.credentials,
    ).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(RefreshRefusedError);
  });
});
