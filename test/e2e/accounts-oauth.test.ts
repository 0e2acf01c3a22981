import { Account } from '../../core/entities';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

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

  interface Ws {
    id: string;
    headers: Record<string, string>;
  }

  async function newWorkspace(name: string): Promise<Ws> {
    const res = await h.call('POST', '/v1/workspaces', { name });
    expect(res.status).toBe(201);
    return { id: res.body.id, headers: { 'x-service-workspace': res.body.slug } };
  }

  /** What a browser does: open the authorize page and follow the platform's redirect back to us. */
  async function approve(authorizeUrl: string): Promise<{
    callbackUrl: string;
    status: number;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any;
    location: string | null;
  }> {
    const page = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const callbackUrl = page.headers.get('location')!;
    const back = await fetch(callbackUrl, { redirect: 'manual' });
    const text = await back.text();
    return {
      callbackUrl,
      status: back.status,
      body: back.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
      location: back.headers.get('location'),
    };
  }

  function emulator(platform: string) {
    return `${h.config.sandboxUrl}/${platform}`;
  }

  async function oauthControl(platform: string, controls: Record<string, unknown>) {
    const res = await fetch(`${emulator(platform)}/_sandbox/oauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(controls),
    });
    expect(res.status).toBe(200);
    return res.json();
  }

  it('connects micro through authorize, callback and a PKCE token exchange, then publishes with the token', async () => {
    const ws = await newWorkspace('OAuth Micro');
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true, handle: 'oauth_person' },
      { headers: ws.headers },
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
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${emulator('micro')}/i/oauth2/authorize`);
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
    const post = await h.call(
      'POST',
      '/v1/posts',
      { content: 'Posted with an OAuth token', accountIds: [back.body.account.id], wait: true },
      { headers: ws.headers },
    );
    expect(post.status).toBe(201);
    expect(post.body.targets[0]).toMatchObject({ status: 'published' });
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
    const ws = await newWorkspace('OAuth Logs');
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true },
      { headers: ws.headers },
    );
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
    const ws = await newWorkspace('OAuth Redirect');
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true, redirectUrl: 'https://app.example/connected?from=fanout' },
      { headers: ws.headers },
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
    const ws = await newWorkspace('OAuth Denied');
    await oauthControl('micro', { denyNextAuthorize: true });
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true },
      { headers: ws.headers },
    );
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
    const a = await newWorkspace('OAuth A');
    const b = await newWorkspace('OAuth B');
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true },
      { headers: a.headers },
    );
    const other = await h.call('GET', `/v1/accounts/connect/${started.body.id}`, undefined, {
      headers: b.headers,
    });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('workspace_mismatch');
    const none = await h.call('GET', '/v1/accounts/connect/con_nothing', undefined, { headers: b.headers });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('connect_not_found');
  });

  it('refreshes the token before it expires, and marks the account expired when the platform refuses', async () => {
    const ws = await newWorkspace('OAuth Refresh');
    // Tokens of 61 seconds: the refresh workflow refreshes one minute before expiry, so at once.
    await oauthControl('micro', { accessTokenTtlSeconds: 61 });
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true },
      { headers: ws.headers },
    );
    const back = await approve(started.body.authorizeUrl);
    expect(back.status).toBe(201);
    const accountId = back.body.account.id;
    const firstExpiry = back.body.account.tokenExpiresAt;

    await until(
      async () =>
        ((await (await fetch(`${emulator('micro')}/_sandbox/oauth`)).json()) as { refreshed: number })
          .refreshed >= 1,
      20_000,
      'the emulator to see a refresh',
    );
    const account = async () =>
      (await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers })).body.data[0];
    await until(async () => (await account()).tokenExpiresAt !== firstExpiry, 20_000, 'a new expiry');
    expect((await account()).state).toBe('connected');

    // The person revokes the app: the next refresh is refused and the account is expired.
    await oauthControl('micro', { refuseRefresh: true });
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
    await oauthControl('micro', { refuseRefresh: false, accessTokenTtlSeconds: 7200 });
    const again = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'micro', sandbox: true },
      { headers: ws.headers },
    );
    expect(again.status).toBe(202);
    const reconnected = await approve(again.body.authorizeUrl);
    expect(reconnected.status).toBe(201);
    expect(reconnected.body.account).toMatchObject({ id: accountId, state: 'connected' });
  });
});
