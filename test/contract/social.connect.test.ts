import type { OAuthConnect } from '../../core/channels/connect';
import { SocialPlugin } from '../../plugins/social';
import { runConnectContract } from './connect-contract-kit';
import { emulatorOnPort, type EmulatorOnPort } from './graph-connect-support';
import { TestMediaServer } from './plugin-contract-kit';

runConnectContract(new SocialPlugin());

describe('social connect: Facebook Login for Pages in detail', () => {
  const plugin = new SocialPlugin({ uploadChunkBytes: 1000 });
  const flow = plugin.connect as OAuthConnect;
  const media = new TestMediaServer();
  let e: EmulatorOnPort;
  beforeAll(async () => {
    await media.start();
    e = await emulatorOnPort(plugin);
  });
  afterAll(async () => {
    await e.close();
    await media.stop();
  });

  it('asks the versioned dialog for the Page scopes; the token endpoint is on the API host', () => {
    const url = new URL(
      flow.authorizeUrl(flow.endpoints.authorize, {
        client: { clientId: 'app', clientSecret: 'secret', redirectUri: 'https://fanout.example/cb' },
        state: 'st',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://fanout.example/cb',
      state: 'st',
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement,pages_manage_engagement',
      response_type: 'code',
    });
    expect(flow.endpoints.token).toBe(`${plugin.defaultBaseUrl}/oauth/access_token`);
    expect(flow.refresh).toBeUndefined();
  });

  it('connects the Page the person manages, with a Page token that does not expire', async () => {
    const account = await e.connect('newsroom');
    expect(account).toEqual({
      externalAccountId: plugin.sandbox.account('newsroom').externalAccountId,
      handle: 'newsroom',
      credentials: { pageAccessToken: expect.any(String) },
      expiresAt: null,
    });
  });

  it('the Page token uploads a reel to the upload host, chunk by chunk', async () => {
    const account = await e.connect('reels_page');
    const reel = media.add('oauth-reel', {
      kind: 'video',
      contentType: 'video/mp4',
      bytes: 2500,
      width: 1080,
      height: 1920,
      durationSec: 30,
    });
    const result = await plugin.publish(
      { account: { ...account, sandbox: true, baseUrl: e.baseUrl } },
      { text: 'Reel', mediaIds: [reel.id], media: [reel], options: { kind: 'reel' }, index: 0 },
    );
    expect(e.emulator.posts().find((p) => p.id === result.externalId)).toMatchObject({
      kind: 'reel',
      media: [{ source: 'upload', bytes: 2500, chunks: 3 }],
    });
  });
});
