import type { OAuthCall } from '../../core/channels/connect';
import type { PublishMedia } from '../../core/channels/plugin';
import { pkceChallenge, pkceVerifier } from '../../core/channels/oauth-http';
import { SANDBOX_OAUTH_CLIENT } from '../../core/sandbox/oauth-provider';
import { ClipPlugin } from '../../plugins/clip';
import { clipConnect } from '../../plugins/clip/connect';
import { ClipEmulator } from '../../plugins/clip/emulator';
import { clipSandboxAccount } from '../../plugins/clip/sandbox';
import { runConnectContract } from './connect-contract-kit';
import { TestMediaServer } from './plugin-contract-kit';
import { listen, type Listening, serveEmulator } from '../support/listen';

// A clip post cannot be text alone: the kit's posts carry one photo (pulled by the emulator over
// HTTP), a title and a privacy level.
const media = new TestMediaServer();
let photo: PublishMedia;
beforeAll(async () => {
  await media.start();
  photo = media.add('connect_photo', { kind: 'image', contentType: 'image/jpeg', bytes: 2048 });
});
afterAll(() => media.stop());

runConnectContract(new ClipPlugin({ pollIntervalMs: 20 }), {
  itemExtras: () => ({
    mediaIds: [photo.id],
    media: [photo],
    options: { privacyLevel: 'SELF_ONLY', title: 'connected photo' },
  }),
});

describe('clip connect: Login Kit v2 as the platform runs it', () => {
  const REDIRECT = 'http://127.0.0.1:9/cb';
  const emulator = new ClipEmulator();
  let served: Listening;
  const call = (): OAuthCall => ({
    client: { ...SANDBOX_OAUTH_CLIENT, redirectUri: REDIRECT },
    endpoints: { authorize: `${served.url}/v2/auth/authorize/`, token: `${served.url}/v2/oauth/token/` },
    baseUrl: served.url,
  });

  beforeAll(async () => {
    served = await serveEmulator(emulator);
  });
  afterAll(() => served.close());
  afterEach(() => emulator.reset());

  async function connect(handle: string) {
    const verifier = pkceVerifier();
    const url = clipConnect.authorizeUrl(call().endpoints.authorize, {
      client: call().client,
      state: 's1',
      codeChallenge: pkceChallenge(verifier),
      loginHint: handle,
    });
    const page = await fetch(url, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    return { back, account: await clipConnect.exchange(call(), back.searchParams.get('code')!, verifier) };
  }

  const tokenCall = (fields: Record<string, string>) =>
    fetch(call().endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_key: SANDBOX_OAUTH_CLIENT.clientId,
        client_secret: SANDBOX_OAUTH_CLIENT.clientSecret,
        ...fields,
      }),
    });

  it('names the app by client_key and the scopes comma-separated', () => {
    const url = new URL(
      clipConnect.authorizeUrl('https://www.tiktok.com/v2/auth/authorize/', {
        client: { clientId: 'key1', clientSecret: 'x', redirectUri: REDIRECT },
        state: 'st',
        codeChallenge: 'ch',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'key1',
      scope: 'user.info.basic,video.publish,video.upload',
      response_type: 'code',
      redirect_uri: REDIRECT,
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it("connects the sandbox account's creator (same open id), named by the username", async () => {
    const { back, account } = await connect('Clip_Person');
    expect(back.searchParams.get('scopes')).toBe('user.info.basic,video.publish,video.upload');
    expect(account.externalAccountId).toBe(clipSandboxAccount('Clip_Person').externalAccountId);
    expect(account.handle).toBe('Clip_Person');
    // Access tokens last a day.
    const left = account.expiresAt!.getTime() - Date.now();
    expect(left).toBeGreaterThan(86_000_000);
    expect(left).toBeLessThanOrEqual(86_400_000);
  });

  it('rotates the refresh token: the old one is refused once the new one is out', async () => {
    const { account } = await connect('clip_rotate');
    const refreshed = await clipConnect.refresh!(call(), account.credentials);
    expect(refreshed.credentials.refreshToken).toEqual(expect.any(String));
    expect(refreshed.credentials.refreshToken).not.toBe(account.credentials.refreshToken);
    await expect(clipConnect.refresh!(call(), account.credentials)).rejects.toMatchObject({
      name: 'RefreshRefusedError',
    });
    const raw = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: account.credentials.refreshToken,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Refresh token is invalid or expired.',
      log_id: expect.stringMatching(/^[0-9A-F]{20}$/),
    });
  });

  it('the token answer has the platform fields', async () => {
    const { account } = await connect('clip_fields');
    const raw = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: account.credentials.refreshToken,
    });
    expect(await raw.json()).toEqual({
      open_id: account.externalAccountId,
      scope: 'user.info.basic,video.publish,video.upload',
      access_token: expect.any(String),
      expires_in: 86400,
      refresh_token: expect.any(String),
      refresh_expires_in: 31536000,
      token_type: 'Bearer',
    });
  });

  it('user info gives basic fields to the granted token and refuses the username (user.info.profile)', async () => {
    const { account } = await connect('clip_info');
    const get = (fields: string) =>
      fetch(`${served.url}/v2/user/info/?fields=${fields}`, {
        headers: { authorization: `Bearer ${account.credentials.accessToken}` },
      });
    const basic = await get('open_id,display_name');
    expect(basic.status).toBe(200);
    expect(await basic.json()).toMatchObject({
      data: { user: { open_id: account.externalAccountId, display_name: 'clip_info' } },
      error: { code: 'ok' },
    });
    const profile = await get('open_id,username');
    expect(profile.status).toBe(401);
    expect(await profile.json()).toMatchObject({ error: { code: 'scope_not_authorized' } });
  });

  it('takes a refusal answered 200 for what it says', async () => {
    const fake = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: 'invalid_grant',
          error_description: 'Refresh token is invalid.',
          log_id: 'L1',
        }),
      );
    });
    try {
      const onFake = { ...call(), endpoints: { ...call().endpoints, token: `${fake.url}/v2/oauth/token/` } };
      await expect(
        clipConnect.refresh!(onFake, { accessToken: 'a', refreshToken: 'r' }),
      ).rejects.toMatchObject({
        name: 'RefreshRefusedError',
      });
      const plugin = new ClipPlugin();
      const failure = await clipConnect.exchange(onFake, 'code').then(
        () => undefined,
        (err: unknown) => plugin.classify(err),
      );
      expect(failure).toMatchObject({ retryable: false });
    } finally {
      await fake.close();
    }
  });
});
