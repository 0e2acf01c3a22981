import type { OAuthCall } from '../../core/channels/connect';
import { pkceChallenge, pkceVerifier } from '../../core/channels/oauth-http';
import { SANDBOX_OAUTH_CLIENT } from '../../core/sandbox/oauth-provider';
import { VidPlugin } from '../../plugins/vid';
import { vidConnect } from '../../plugins/vid/connect';
import { VidEmulator } from '../../plugins/vid/emulator';
import { vidSandboxAccount } from '../../plugins/vid/sandbox';
import { runConnectContract } from './connect-contract-kit';
import { TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

// Every vid post is one video with a title: the kit's posts carry a small video served over HTTP.
const media = new TestMediaServer();
beforeAll(() => media.start());
afterAll(() => media.stop());

runConnectContract(new VidPlugin(), {
  itemExtras: () => {
    const video = media.add('connect-video', { kind: 'video', contentType: 'video/mp4', bytes: 64 * 1024 });
    return { mediaIds: [video.id], media: [video], options: { title: 'Connected video' } };
  },
});

describe('vid connect: Google OAuth as the platform runs it', () => {
  const REDIRECT = 'http://127.0.0.1:9/cb';
  const emulator = new VidEmulator();
  let server: Listening;
  let base = '';
  const call = (): OAuthCall => ({
    client: { ...SANDBOX_OAUTH_CLIENT, redirectUri: REDIRECT },
    endpoints: { authorize: `${base}/o/oauth2/v2/auth`, token: `${base}/token` },
    baseUrl: base,
  });

  beforeAll(async () => {
    server = await serveEmulator(emulator);
    base = server.url;
  });
  afterAll(() => server.close());

  /** Opens the consent page (optionally with its URL changed) and returns the code sent back. */
  async function consent(handle: string, verifier: string, change?: (url: URL) => void): Promise<URL> {
    const url = new URL(
      vidConnect.authorizeUrl(call().endpoints.authorize, {
        client: call().client,
        state: 's1',
        codeChallenge: pkceChallenge(verifier),
        loginHint: handle,
      }),
    );
    change?.(url);
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    return new URL(page.headers.get('location')!);
  }

  const token = (fields: Record<string, string>) =>
    fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'fanout-sandbox',
        client_secret: 'fanout-sandbox-secret',
        ...fields,
      }),
    });

  it("asks for offline access with consent, Google's scopes and an S256 challenge", () => {
    const url = new URL(
      vidConnect.authorizeUrl('https://accounts.google.com/o/oauth2/v2/auth', {
        client: { clientId: 'app', clientSecret: 'x', redirectUri: REDIRECT },
        state: 'st',
        codeChallenge: 'ch',
        loginHint: 'someone',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      login_hint: 'someone',
    });
  });

  it('connects the same channel the sandbox account of that handle is, named by its custom URL', async () => {
    const verifier = pkceVerifier();
    const back = await consent('Vid_Person', verifier);
    expect(back.searchParams.get('scope')).toContain('youtube.upload');
    const account = await vidConnect.exchange(call(), back.searchParams.get('code')!, verifier);
    expect(account.externalAccountId).toBe(vidSandboxAccount('Vid_Person').externalAccountId);
    expect(account.handle).toBe('Vid_Person');
    expect(account.credentials.refreshToken).toEqual(expect.any(String));
    // Google access tokens last 3599 seconds.
    const left = account.expiresAt!.getTime() - Date.now();
    expect(left).toBeGreaterThan(3500_000);
    expect(left).toBeLessThanOrEqual(3599_000);
  });

  it('a refresh brings a new access token and keeps the refresh token, which Google does not resend', async () => {
    const verifier = pkceVerifier();
    const code = (await consent('vid_refresh', verifier)).searchParams.get('code')!;
    const account = await vidConnect.exchange(call(), code, verifier);
    const raw = await token({ grant_type: 'refresh_token', refresh_token: account.credentials.refreshToken });
    expect(raw.status).toBe(200);
    const body = (await raw.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    expect(body).not.toHaveProperty('refresh_token');

    const refreshed = await vidConnect.refresh!(call(), account.credentials);
    expect(refreshed.credentials.accessToken).not.toBe(account.credentials.accessToken);
    expect(refreshed.credentials.refreshToken).toBe(account.credentials.refreshToken);
  });

  it('gives no refresh token to a consent without access_type=offline', async () => {
    const verifier = pkceVerifier();
    const back = await consent('vid_online', verifier, (url) => url.searchParams.delete('access_type'));
    const account = await vidConnect.exchange(call(), back.searchParams.get('code')!, verifier);
    expect(account.credentials.refreshToken).toBeUndefined();
    await expect(vidConnect.refresh!(call(), account.credentials)).rejects.toMatchObject({
      name: 'RefreshRefusedError',
    });
  });

  it("answers a refused refresh and a spent code in Google's words", async () => {
    await fetch(`${base}/_sandbox/oauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refuseRefresh: true }),
    });
    const refused = await token({ grant_type: 'refresh_token', refresh_token: 'anything' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    emulator.reset();
    const spent = await token({ grant_type: 'authorization_code', code: 'nope', redirect_uri: REDIRECT });
    expect(spent.status).toBe(400);
    expect(await spent.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });
    const badClient = await token({ grant_type: 'authorization_code', client_secret: 'wrong', code: 'x' });
    expect(badClient.status).toBe(401);
    expect(await badClient.json()).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
  });

  it('shows an error page, not a redirect, for an unknown app', async () => {
    const url = new URL(`${base}/o/oauth2/v2/auth`);
    url.search = new URLSearchParams({
      client_id: 'stranger',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube',
    }).toString();
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('invalid_client');
  });
});
