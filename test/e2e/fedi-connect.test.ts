import { Account, ConnectSession, OAuthApp } from '../../core/entities';
import { SecretBox } from '../../core/secrets';
import type { FediEmulator } from '../../plugins/fedi/emulator';
import { approve, postConnect } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

/**
 * fedi's OAuth per instance, through the running app to the emulator: our app is registered on the
 * instance the person names (`POST /api/v1/apps`) once, kept sealed, and the authorize page, the
 * code exchange and every call after go to that instance as that app. One emulator stands for two
 * instances under two loopback names (the sandbox server allows loopback): it ties each app and
 * each token to the host it was issued at, and refuses them on the other.
 */
describe('fedi: OAuth on the instance the person names', () => {
  let h: Harness;
  let instanceA: string;
  let instanceB: string;

  beforeAll(async () => {
    h = await startHarness();
    instanceA = `${h.config.sandboxUrl}/fedi`;
    instanceB = instanceA.replace('//127.0.0.1:', '//localhost:');
  });
  afterAll(async () => {
    await h?.close();
  });

  const emulator = () => h.sandbox.emulators.get('fedi') as FediEmulator;
  const hostOf = (server: string) => new URL(server).host;
  const appRows = () =>
    h.orm.em.fork().find(OAuthApp, { platform: 'fedi' }, { orderBy: { createdAt: 'asc' } });
  const nothingStored = async (ws: TestWorkspace) => {
    const em = h.orm.em.fork();
    return {
      apps: await em.count(OAuthApp, { platform: 'fedi' }),
      attempts: await em.count(ConnectSession, { workspaceId: ws.id }),
      accounts: await em.count(Account, { workspaceId: ws.id }),
    };
  };

  /** Starts a connect on `server`, approves it as `handle`, and answers the account. */
  async function connectOn(ws: TestWorkspace, server: string, handle: string) {
    const started = await postConnect(h, { platform: 'fedi', server, handle }, ws.headers);
    expect(started.status).toBe(202);
    const authorize = new URL(started.body.authorizeUrl);
    const back = await approve(started.body.authorizeUrl);
    expect([back.status, back.body.connect?.status]).toEqual([201, 'connected']);
    return { authorize, account: back.body.account };
  }

  it('refuses a server it must not call: 400 invalid_params on server, nothing stored', async () => {
    const ws = await newWorkspace(h, 'Fedi Bad Server');
    for (const bad of ['http://10.1.2.3', 'https://someone:secret@example.org', 'ftp://example.org']) {
      const res = await postConnect(h, { platform: 'fedi', server: bad }, ws.headers);
      expect([bad, res.status, res.body.error]).toEqual([
        bad,
        400,
        expect.objectContaining({ code: 'invalid_params', field: 'server' }),
      ]);
    }
    expect(await nothingStored(ws)).toEqual({ apps: 0, attempts: 0, accounts: 0 });
  });

  it('an instance that refuses to register the app: 503 platform_error, nothing stored', async () => {
    const ws = await newWorkspace(h, 'Fedi Refused');
    emulator().apps.refuseNext = true;
    const res = await postConnect(h, { platform: 'fedi', server: instanceA }, ws.headers);
    expect([res.status, res.body.error?.code]).toEqual([503, 'platform_error']);
    expect(res.body.error.message).toContain('would not register');
    expect(await nothingStored(ws)).toEqual({ apps: 0, attempts: 0, accounts: 0 });
  });

  it('an instance that cannot be reached: 503 platform_error, nothing stored', async () => {
    const ws = await newWorkspace(h, 'Fedi Unreachable');
    // A loopback port nothing listens on: the sandbox allows loopback, the connection is refused.
    const res = await postConnect(h, { platform: 'fedi', server: 'http://127.0.0.1:9' }, ws.headers);
    expect([res.status, res.body.error?.code]).toEqual([503, 'platform_error']);
    expect(await nothingStored(ws)).toEqual({ apps: 0, attempts: 0, accounts: 0 });
  });

  it('connects on instance A with an app registered there, and a post lands on A', async () => {
    const ws = await newWorkspace(h, 'Fedi A');
    const { authorize, account } = await connectOn(ws, instanceA, 'fedi_on_a');

    const apps = emulator().apps.registered;
    expect(apps.map((a) => [a.host, a.redirectUris])).toEqual([
      [hostOf(instanceA), [`${h.url}/v1/accounts/connect/callback`]],
    ]);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${instanceA}/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(apps[0].clientId);
    expect(account).toMatchObject({ platform: 'fedi', handle: 'fedi_on_a', sandbox: false });
    expect((await h.orm.em.fork().findOneOrFail(Account, { id: account.id })).serverUrl).toBe(instanceA);

    // Kept per (platform, server, redirect URI), the secret sealed.
    const [row] = await appRows();
    expect(row).toMatchObject({
      serverUrl: instanceA,
      redirectUri: `${h.url}/v1/accounts/connect/callback`,
      clientId: apps[0].clientId,
    });
    const secret = new SecretBox(h.config.secret!).open(row.clientSecret).clientSecret;
    expect(secret).toMatch(/^sbx_secret_/);
    expect(row.clientSecret).not.toContain(secret);

    const post = await publishPost(
      h,
      { content: 'posted on instance A', accountIds: [account.id] },
      ws.headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    const sent = emulator()
      .posts()
      .filter((p) => p.text === 'posted on instance A');
    expect(sent.map((p) => p.host)).toEqual([hostOf(instanceA)]);
  });

  it('a second connect on instance A reuses its app: no second registration', async () => {
    const ws = await newWorkspace(h, 'Fedi A Again');
    const { authorize } = await connectOn(ws, `${instanceA}/`, 'fedi_again_on_a');
    expect(emulator().apps.registered).toHaveLength(1);
    expect(authorize.searchParams.get('client_id')).toBe(emulator().apps.registered[0].clientId);
    expect(await appRows()).toHaveLength(1);
  });

  it('instance B gets an app of its own, and its posts land on B', async () => {
    const ws = await newWorkspace(h, 'Fedi B');
    const { authorize, account } = await connectOn(ws, instanceB, 'fedi_on_b');
    const apps = emulator().apps.registered;
    expect(apps.map((a) => a.host)).toEqual([hostOf(instanceA), hostOf(instanceB)]);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${instanceB}/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(apps[1].clientId);
    expect((await appRows()).map((r) => [r.serverUrl, r.clientId])).toEqual([
      [instanceA, apps[0].clientId],
      [instanceB, apps[1].clientId],
    ]);

    const post = await publishPost(
      h,
      { content: 'posted on instance B', accountIds: [account.id] },
      ws.headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    const sent = emulator()
      .posts()
      .filter((p) => p.text === 'posted on instance B');
    expect(sent.map((p) => p.host)).toEqual([hostOf(instanceB)]);
  });

  it('without a server, a sandbox connect keeps the sandbox app and registers nothing', async () => {
    const ws = await newWorkspace(h, 'Fedi Sandbox');
    const before = emulator().apps.registered.length;
    const started = await postConnect(h, { platform: 'fedi', sandbox: true, handle: 'fedi_sbx' }, ws.headers);
    expect(started.status).toBe(202);
    expect(new URL(started.body.authorizeUrl).searchParams.get('client_id')).toBe('fanout-sandbox');
    const back = await approve(started.body.authorizeUrl);
    expect([back.status, back.body.account?.sandbox]).toEqual([201, true]);
    expect(emulator().apps.registered).toHaveLength(before);
  });
});
