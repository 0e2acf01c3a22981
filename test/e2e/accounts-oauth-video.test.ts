import { Account } from '../../core/entities';
import { connectThroughOAuth, emulatorUrl } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import * as f from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { newWorkspace } from '../support/workspaces';

/**
 * The video channels' OAuth flows end to end, against their sandbox emulators over real HTTP:
 * POST /v1/accounts/connect, the platform's authorize page (which approves at once as the
 * `handle`), our callback with the code exchange, the account stored with its token expiry, and a
 * post published with the issued token.
 */
describe('OAuth connect of the video channels (vid: Google, clip: Login Kit)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  /** Presign, PUT, complete: the ready video's id. */
  async function uploadVideo(headers: Record<string, string>): Promise<string> {
    const bytes = f.mp4({ width: 1080, height: 1920, durationSec: 12, mdatBytes: 4096 });
    return (await uploadMedia(h, bytes, 'video/mp4', { fileName: 'clip.mp4', headers })).id;
  }

  /** Connects through the platform's authorize page, which must be at `authorizePath` on the emulator. */
  async function connect(
    platform: string,
    handle: string,
    headers: Record<string, string>,
    authorizePath: string,
  ) {
    const { authorizeUrl, account } = await connectThroughOAuth(h, platform, handle, headers);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(
      `${emulatorUrl(h, platform)}${authorizePath}`,
    );
    return account;
  }

  function expectExpiryIn(account: { tokenExpiresAt: string }, seconds: number): void {
    const left = Date.parse(account.tokenExpiresAt) - Date.now();
    expect(left).toBeGreaterThan((seconds - 120) * 1000);
    expect(left).toBeLessThanOrEqual(seconds * 1000);
  }

  it('connects vid through Google consent, callback and token exchange, then uploads a video with the token', async () => {
    const { headers } = await newWorkspace(h, 'OAuth Vid');
    const account = await connect('vid', 'oauth_vid', headers, '/o/oauth2/v2/auth');
    expect(account).toMatchObject({
      platform: 'vid',
      handle: 'oauth_vid',
      state: 'connected',
      sandbox: true,
    });
    expectExpiryIn(account, 3599);

    const video = await uploadVideo(headers);
    const post = await publishPost(
      h,
      {
        content: 'Uploaded with a Google token',
        accountIds: [account.id],
        mediaIds: [video],
        options: { vid: { title: 'OAuth video' } },
      },
      headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: account.id });
    const sent = h.sandbox.emulators
      .get('vid')!
      .posts()
      .filter((p) => p.text === 'Uploaded with a Google token');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);
  });

  it('connects clip through Login Kit, callback and token exchange, then posts a video with the token', async () => {
    const { headers } = await newWorkspace(h, 'OAuth Clip');
    const account = await connect('clip', 'oauth_clip', headers, '/v2/auth/authorize/');
    expect(account).toMatchObject({
      platform: 'clip',
      handle: 'oauth_clip',
      state: 'connected',
      sandbox: true,
    });
    expectExpiryIn(account, 86_400);

    const video = await uploadVideo(headers);
    const post = await publishPost(
      h,
      {
        content: 'Posted with a Login Kit token',
        accountIds: [account.id],
        mediaIds: [video],
        options: { clip: { privacyLevel: 'SELF_ONLY' } },
      },
      headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: account.id });
    const sent = h.sandbox.emulators
      .get('clip')!
      .posts()
      .filter((p) => p.accountId === row.externalAccountId);
    expect(sent).toHaveLength(1);
    expect(sent[0].kind).toBe('video');
  });
});
