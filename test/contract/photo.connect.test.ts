import { RefreshRefusedError, type OAuthConnect } from '../../core/channels/connect';
import type { PublishMedia } from '../../core/channels/plugin';
import { PhotoPlugin } from '../../plugins/photo';
import { buildJpeg } from '../../plugins/photo/media-format';
import { runConnectContract } from './connect-contract-kit';
import { emulatorOnPort, type EmulatorOnPort } from './graph-connect-support';
import { TestMediaServer } from './plugin-contract-kit';

const media = new TestMediaServer();
beforeAll(() => media.start());
afterAll(() => media.stop());

let fileCount = 0;
/** A square JPEG served by the test media server, as the media service would describe it. */
function jpeg(): PublishMedia {
  fileCount += 1;
  const body = buildJpeg(1080, 1080, { fill: 0x20 + (fileCount % 90) });
  return media.add(`img${fileCount}`, {
    kind: 'image',
    contentType: 'image/jpeg',
    width: 1080,
    height: 1080,
    body,
  });
}

runConnectContract(new PhotoPlugin({ pollIntervalMs: 5, maxWaitMs: 1000 }), {
  // This channel cannot post text alone: every post carries one picture.
  itemExtras: () => {
    const picture = jpeg();
    return { mediaIds: [picture.id], media: [picture] };
  },
});

describe('photo connect: the Instagram Login flow in detail', () => {
  const plugin = new PhotoPlugin();
  const flow = plugin.connect as OAuthConnect;
  let e: EmulatorOnPort;
  beforeAll(async () => {
    e = await emulatorOnPort(plugin);
  });
  afterEach(() => e.control({ refuseRefresh: false }));
  afterAll(() => e.close());

  it('asks www.instagram.com for the business scopes; the code goes to api.instagram.com, the rest to the API host', () => {
    const url = new URL(
      flow.authorizeUrl(flow.endpoints.authorize, {
        client: { clientId: 'app', clientSecret: 'secret', redirectUri: 'https://fanout.example/cb' },
        state: 'st',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://fanout.example/cb',
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_comments',
      state: 'st',
    });
    expect(flow.endpoints.token).toBe('https://api.instagram.com/oauth/access_token');
    // Instagram Login tokens work on graph.instagram.com only.
    expect(plugin.defaultBaseUrl).toMatch(/^https:\/\/graph\.instagram\.com\/v\d+\.\d+$/);
  });

  it('keeps the 60-day token of the sandbox account with the same handle', async () => {
    const account = await e.connect('studio');
    expect(account.externalAccountId).toBe(plugin.sandbox.account('studio').externalAccountId);
    expect(account.handle).toBe('studio');
    expect(account.credentials).toEqual({ accessToken: expect.any(String) });
    const days = (account.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
  });

  it('refuses a code exchange with the wrong app secret, in api.instagram.com’s own words', async () => {
    const page = await fetch(
      flow.authorizeUrl(e.call().endpoints.authorize, {
        client: e.call().client,
        state: 's',
        loginHint: 'x',
      }),
      { redirect: 'manual' },
    );
    const code = new URL(page.headers.get('location')!).searchParams.get('code')!;
    const call = { ...e.call(), client: { ...e.call().client, clientSecret: 'wrong' } };
    await expect(flow.exchange(call, code)).rejects.toMatchObject({
      status: 400,
      body: { error_type: 'OAuthException', code: 400, error_message: expect.any(String) },
    });
  });

  it('cannot bring back a token that already expired: the refresh is refused', async () => {
    const account = await e.connect('expired_studio');
    await e.control({ expireAccessTokens: true });
    await expect(flow.refresh!(e.call(), account.credentials)).rejects.toBeInstanceOf(RefreshRefusedError);
  });
});
