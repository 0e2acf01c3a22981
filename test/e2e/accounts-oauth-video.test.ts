import { Account } from '../../core/entities';
import { startHarness, type Harness } from '../support/harness';
import * as f from '../support/media-files';

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

  async function newWorkspace(name: string): Promise<Record<string, string>> {
    const res = await h.call('POST', '/v1/workspaces', { name });
    expect(res.status).toBe(201);
    return { 'x-service-workspace': res.body.slug };
  }

  /** Presign, PUT, complete: the ready video's id. */
  async function uploadVideo(headers: Record<string, string>): Promise<string> {
    const bytes = f.mp4({ width: 1080, height: 1920, durationSec: 12, mdatBytes: 4096 });
    const presign = await h.call(
      'POST',
      '/v1/media',
      { fileName: 'clip.mp4', contentType: 'video/mp4', bytes: bytes.length },
      { headers },
    );
    expect(presign.status).toBe(201);
    const put = await fetch(presign.body.uploadUrl, {
      method: 'PUT',
      body: bytes,
      headers: presign.body.headers,
    });
    expect(put.status).toBe(200);
    const done = await h.call('POST', `/v1/media/${presign.body.id}/complete`, undefined, { headers });
    expect(done.status).toBe(200);
    return done.body.id;
  }

  /** Start, open the authorize page, follow its redirect to our callback: the callback's answer. */
  async function connect(
    platform: string,
    handle: string,
    headers: Record<string, string>,
    authorizePath: string,
  ) {
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform, sandbox: true, handle },
      { headers },
    );
    expect(started.status).toBe(202);
    const authorize = new URL(started.body.authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${h.config.sandboxUrl}/${platform}${authorizePath}`,
    );
    const page = await fetch(authorize, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = await fetch(page.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(201);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return ((await back.json()) as any).account;
  }

  function expectExpiryIn(account: { tokenExpiresAt: string }, seconds: number): void {
    const left = Date.parse(account.tokenExpiresAt) - Date.now();
    expect(left).toBeGreaterThan((seconds - 120) * 1000);
    expect(left).toBeLessThanOrEqual(seconds * 1000);
  }

  it('connects vid through Google consent, callback and token exchange, then uploads a video with the token', async () => {
    const headers = await newWorkspace('OAuth Vid');
    const account = await connect('vid', 'oauth_vid', headers, '/o/oauth2/v2/auth');
    expect(account).toMatchObject({
      platform: 'vid',
      handle: 'oauth_vid',
      state: 'connected',
      sandbox: true,
    });
    expectExpiryIn(account, 3599);

    const video = await uploadVideo(headers);
    const post = await h.call(
      'POST',
      '/v1/posts',
      {
        content: 'Uploaded with a Google token',
        accountIds: [account.id],
        mediaIds: [video],
        options: { vid: { title: 'OAuth video' } },
        wait: true,
      },
      { headers },
    );
    expect(post.status).toBe(201);
    expect(post.body.targets[0]).toMatchObject({ status: 'published' });
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: account.id });
    const sent = h.sandbox.emulators
      .get('vid')!
      .posts()
      .filter((p) => p.text === 'Uploaded with a Google token');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);
  });

  it('connects clip through Login Kit, callback and token exchange, then posts a video with the token', async () => {
    const headers = await newWorkspace('OAuth Clip');
    const account = await connect('clip', 'oauth_clip', headers, '/v2/auth/authorize/');
    expect(account).toMatchObject({
      platform: 'clip',
      handle: 'oauth_clip',
      state: 'connected',
      sandbox: true,
    });
    expectExpiryIn(account, 86_400);

    const video = await uploadVideo(headers);
    const post = await h.call(
      'POST',
      '/v1/posts',
      {
        content: 'Posted with a Login Kit token',
        accountIds: [account.id],
        mediaIds: [video],
        options: { clip: { privacyLevel: 'SELF_ONLY' } },
        wait: true,
      },
      { headers },
    );
    expect(post.status).toBe(201);
    expect(post.body.targets[0]).toMatchObject({ status: 'published' });
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: account.id });
    const sent = h.sandbox.emulators
      .get('clip')!
      .posts()
      .filter((p) => p.accountId === row.externalAccountId);
    expect(sent).toHaveLength(1);
    expect(sent[0].kind).toBe('video');
  });
});
