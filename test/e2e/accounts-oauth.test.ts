import { Account } from '../../core/entities';
import { approve, emulatorUrl, oauthStats, postConnect, setOAuthControls } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { until } from '../support/wait';
import { newWorkspace } from '../support/workspaces';

/**
 * Connecting accounts through their platform's OAuth flow, against the sandbox emulators over real
 * HTTP: the authorize page (which approves at once as the `handle`), our callback, the token
 * exchange with PKCE, the account stored with its expiry, and the refresh workflow on the real
 * Temporal dev server.
 */
interface ErrorBody {
  error: { code: string; field?: string };
}

describe('OAuth connect (POST /v1/accounts/connect, GET /v1/accounts/connect/callback)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  it('connects micro through authorize, callback and a PKCE token exchange, then publishes with the token', async () => {
    const ws = await newWorkspace(h, 'OAuth Micro');
    const started = await postConnect(
      h,
      { platform: 'micro', sandbox: true, handle: 'oauth_person' },
      ws.headers,
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      id: expect.stringMatching(/^con_/),
      platform: 'micro',
      sandbox: true,
      status: 'pending',
      accountId: null,
    });
    const authorize = new URL(started.body.authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${emulatorUrl(h, 'micro')}/i/oauth2/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${h.url}/v1/accounts/connect/callback`);
    expect(started.body.next.then).toBe(`GET /v1/accounts/connect/${started.body.id}`);

    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(201);
    expect(back.body.connect).toMatchObject({ id: started.body.id, status: 'connected' });
    expect(back.body.account).toMatchObject({
      platform: 'micro',
      handle: 'oauth_person',
      state: 'connected',
      sandbox: true,
    });
    // X access tokens last two hours.
    const expiresIn = Date.parse(back.body.account.tokenExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(7000 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(7200 * 1000);

    const listed = await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers });
    expect(listed.body.data).toEqual([back.body.account]);
    const status = await h.call('GET', `/v1/accounts/connect/${started.body.id}`, undefined, {
      headers: ws.headers,
    });
    expect(status.body).toMatchObject({ status: 'connected', accountId: back.body.account.id, error: null });

    // Tokens are stored sealed, never in clear.
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: back.body.account.id });
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.credentials).not.toContain('sbx_at_');

    // The issued token is what the post goes out with: the emulator credits the OAuth user.
    const post = await publishPost(
      h,
      { content: 'Posted with an OAuth token', accountIds: [back.body.account.id] },
      ws.headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    const micro = h.sandbox.emulators.get('micro')!;
    const sent = micro.posts().filter((p) => p.text === 'Posted with an OAuth token');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);

    // The same callback address a second time is refused: a state works once.
    const replay = await fetch(back.callbackUrl);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as ErrorBody).error.code).toBe('connect_state_invalid');
  });

  it('keeps the one-time code and state out of the request log', async () => {
    const ws = await newWorkspace(h, 'OAuth Logs');
    const started = await postConnect(h, { platform: 'micro', sandbox: true }, ws.headers);
    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(201);
    const logs = await h.call('GET', '/v1/logs?search=/v1/accounts/connect/callback', undefined, {
      headers: ws.headers,
    });
    const entry = logs.body.data.find((l: { query: Record<string, string> }) => l.query?.state !== undefined);
    expect(entry).toBeDefined();
    expect(entry.query.code).toBe('••••••');
    expect(entry.query.state).toBe('••••••');
  });

  it('sends the browser to redirectUrl with the outcome when one was given', async () => {
    const ws = await newWorkspace(h, 'OAuth Redirect');
    const started = await postConnect(
      h,
      { platform: 'micro', sandbox: true, redirectUrl: 'https://app.example/connected?from=fanout' },
      ws.headers,
    );
    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(302);
    const location = new URL(back.location!);
    expect(`${location.origin}${location.pathname}`).toBe('https://app.example/connected');
    expect(location.searchParams.get('from')).toBe('fanout');
    expect(location.searchParams.get('status')).toBe('connected');
    expect(location.searchParams.get('connectId')).toBe(started.body.id);
    expect(location.searchParams.get('accountId')).toMatch(/^acc_/);
  });

  it('records a declined approval as connect_denied and stores nothing', async () => {
    const ws = await newWorkspace(h, 'OAuth Denied');
    await setOAuthControls(h, 'micro', { denyNextAuthorize: true });
    const started = await postConnect(h, { platform: 'micro', sandbox: true }, ws.headers);
    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(403);
    expect(back.body.error).toMatchObject({ code: 'connect_denied', platform: 'micro' });
    expect(back.body.error.message).toContain('denied');
    const status = await h.call('GET', `/v1/accounts/connect/${started.body.id}`, undefined, {
      headers: ws.headers,
    });
    expect(status.body).toMatchObject({ status: 'failed', error: { code: 'connect_denied' } });
    expect((await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers })).body.data).toEqual([]);
  });

  it('refuses a callback with an unknown state', async () => {
    const res = await fetch(`${h.url}/v1/accounts/connect/callback?state=made-up&code=abc`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('connect_state_invalid');
    const missing = await fetch(`${h.url}/v1/accounts/connect/callback?code=abc`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toMatchObject({
      code: 'invalid_params',
      field: 'state',
    });
  });

  it('answers connect_not_found for an attempt of another workspace', async () => {
    const a = await newWorkspace(h, 'OAuth A');
    const b = await newWorkspace(h, 'OAuth B');
    const started = await postConnect(h, { platform: 'micro', sandbox: true }, a.headers);
    const other = await h.call('GET', `/v1/accounts/connect/${started.body.id}`, undefined, {
      headers: b.headers,
    });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('workspace_mismatch');
    const none = await h.call('GET', '/v1/accounts/connect/con_nothing', undefined, { headers: b.headers });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('connect_not_found');
  });

  it('a token the platform refuses at send time is refreshed once and the post goes out once', async () => {
    const ws = await newWorkspace(h, 'OAuth Refused Token');
    const back = await approve(
      (await postConnect(h, { platform: 'micro', sandbox: true }, ws.headers)).body.authorizeUrl,
    );
    const accountId = back.body.account.id;
    // The platform revokes the token early: our clock still says it has two hours left.
    await setOAuthControls(h, 'micro', { expireAccessTokens: true });
    const before = (await oauthStats(h, 'micro')).refreshed;

    const post = await publishPost(
      h,
      { content: 'Sent after a refresh', accountIds: [accountId] },
      ws.headers,
    );
    expect(post.status).toBe('published');
    expect(post.targets[0]).toMatchObject({ status: 'published', errorCode: null });
    expect((await oauthStats(h, 'micro')).refreshed).toBe(before + 1);
    expect(
      h.sandbox.emulators
        .get('micro')!
        .posts()
        .filter((p) => p.text === 'Sent after a refresh'),
    ).toHaveLength(1);

    // When the refresh is refused too, the target says the account expired, not to wait and retry.
    await setOAuthControls(h, 'micro', { expireAccessTokens: true, refuseRefresh: true });
    const refused = await publishPost(
      h,
      { content: 'Refused for good', accountIds: [accountId] },
      ws.headers,
    );
    expect(refused.status).toBe('failed');
    expect(refused.targets[0]).toMatchObject({ errorCode: 'account_expired', retryable: false });
    const account = (await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers })).body.data[0];
    expect(account.state).toBe('expired');
    await setOAuthControls(h, 'micro', { refuseRefresh: false });
  });

  it('refreshes the token before it expires, and marks the account expired when the platform refuses', async () => {
    const ws = await newWorkspace(h, 'OAuth Refresh');
    // Tokens of 61 seconds: the refresh workflow refreshes one minute before expiry, so at once.
    await setOAuthControls(h, 'micro', { accessTokenTtlSeconds: 61 });
    const started = await postConnect(h, { platform: 'micro', sandbox: true }, ws.headers);
    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(201);
    const accountId = back.body.account.id;
    const firstExpiry = back.body.account.tokenExpiresAt;

    await until(
      async () => (await oauthStats(h, 'micro')).refreshed >= 1,
      20_000,
      'the emulator to see a refresh',
    );
    const account = async () =>
      (await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers })).body.data[0];
    await until(async () => (await account()).tokenExpiresAt !== firstExpiry, 20_000, 'a new expiry');
    expect((await account()).state).toBe('connected');

    // The person revokes the app: the next refresh is refused and the account is expired.
    await setOAuthControls(h, 'micro', { refuseRefresh: true });
    await until(async () => (await account()).state === 'expired', 20_000, 'the account to expire');
    expect(await account()).toMatchObject({ id: accountId, state: 'expired' });

    const post = await h.call(
      'POST',
      '/v1/posts',
      { content: 'After revocation', accountIds: [accountId] },
      { headers: ws.headers },
    );
    expect(post.status).toBe(422);
    expect(post.body.error).toMatchObject({ code: 'account_expired', platform: 'micro' });

    // Connecting the same account again brings it back, with the same id.
    await setOAuthControls(h, 'micro', { refuseRefresh: false, accessTokenTtlSeconds: 7200 });
    const again = await postConnect(h, { platform: 'micro', sandbox: true }, ws.headers);
    expect(again.status).toBe(202);
    const reconnected = await approve(again.body.authorizeUrl);
    expect(reconnected.status).toBe(201);
    expect(reconnected.body.account).toMatchObject({ id: accountId, state: 'connected' });
  });
});
