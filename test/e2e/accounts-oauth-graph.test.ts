import { Account } from '../../core/entities';
import { allPlugins } from '../../plugins';
import { startHarness, type Harness } from '../support/harness';
import * as f from '../support/media-files';

/**
 * The Graph-style connect flows (strand: Threads, photo: Instagram Login, social: Facebook Login
 * for Pages) end to end against the sandbox emulators over real HTTP: the authorize dialog at the
 * platform's real path, our callback, the code exchange and long-lived exchange, the account
 * stored with its expiry, and a post published with the tokens the flow brought back.
 */
const SIXTY_DAYS_S = 5_183_944;

interface AccountAnswer {
  id: string;
  platform: string;
  handle: string;
  state: string;
  tokenExpiresAt: string | null;
}

describe('Graph-style OAuth connect (strand, photo, social)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  const emulator = (platform: string) => `${h.config.sandboxUrl}/${platform}`;

  async function newWorkspace(name: string): Promise<Record<string, string>> {
    const res = await h.call('POST', '/v1/workspaces', { name });
    expect(res.status).toBe(201);
    return { 'x-service-workspace': res.body.slug };
  }

  /**
   * Starts the connect, checks the dialog is at `dialogPath` on the emulator, then does what a
   * browser does: open the dialog, follow its redirect to our callback. The callback's answer.
   */
  async function connect(
    platform: string,
    handle: string,
    dialogPath: string,
    headers: Record<string, string>,
  ): Promise<AccountAnswer> {
    const started = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform, sandbox: true, handle },
      { headers },
    );
    expect(started.status).toBe(202);
    const dialog = new URL(started.body.authorizeUrl);
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${emulator(platform)}${dialogPath}`);
    expect(dialog.searchParams.get('code_challenge')).toBeNull();
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${h.url}/v1/accounts/connect/callback`);
    const page = await fetch(started.body.authorizeUrl, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = await fetch(page.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(201);
    const body = (await back.json()) as { connect: unknown; account: AccountAnswer };
    expect(body.connect).toMatchObject({ id: started.body.id, status: 'connected' });
    return body.account;
  }

  /** The account is the sandbox account of the same handle: connecting it again would restore it. */
  async function expectSandboxIdentity(accountId: string, platform: string, handle: string) {
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: accountId });
    const plugin = allPlugins().find((p) => p.id === platform)!;
    expect(row.externalAccountId).toBe(plugin.sandbox.account(handle).externalAccountId);
    return row;
  }

  function expectSixtyDays(tokenExpiresAt: string) {
    const seconds = (Date.parse(tokenExpiresAt) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(SIXTY_DAYS_S - 60);
    expect(seconds).toBeLessThanOrEqual(SIXTY_DAYS_S);
  }

  async function publish(headers: Record<string, string>, body: Record<string, unknown>) {
    const post = await h.call('POST', '/v1/posts', { ...body, wait: true }, { headers });
    expect(post.status).toBe(201);
    expect(post.body.targets[0]).toMatchObject({ status: 'published' });
    return post.body;
  }

  it('strand: threads.net dialog, code and long-lived exchange, a 60-day token that publishes', async () => {
    const headers = await newWorkspace('OAuth Strand');
    const account = await connect('strand', 'thread_person', '/oauth/authorize', headers);
    expect(account).toMatchObject({ platform: 'strand', handle: 'thread_person', state: 'connected' });
    expectSixtyDays(account.tokenExpiresAt!);
    const row = await expectSandboxIdentity(account.id, 'strand', 'thread_person');

    await publish(headers, { content: 'Threads via OAuth', accountIds: [account.id] });
    const sent = h.sandbox.emulators
      .get('strand')!
      .posts()
      .filter((p) => p.text === 'Threads via OAuth');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);
  });

  it('photo: Instagram Login dialog, code and long-lived exchange, a 60-day token that publishes a picture', async () => {
    const headers = await newWorkspace('OAuth Photo');
    const account = await connect('photo', 'studio_person', '/oauth/authorize', headers);
    expect(account).toMatchObject({ platform: 'photo', handle: 'studio_person', state: 'connected' });
    expectSixtyDays(account.tokenExpiresAt!);
    const row = await expectSandboxIdentity(account.id, 'photo', 'studio_person');

    const bytes = f.jpeg(1080, 1080, { padTo: 4096 });
    const presign = await h.call(
      'POST',
      '/v1/media',
      { fileName: 'square.jpg', contentType: 'image/jpeg', bytes: bytes.length },
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
    expect(done.body).toMatchObject({ status: 'ready' });

    await publish(headers, {
      content: 'Photo via OAuth',
      accountIds: [account.id],
      mediaIds: [presign.body.id],
    });
    const sent = h.sandbox.emulators
      .get('photo')!
      .posts()
      .filter((p) => p.text === 'Photo via OAuth');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);
  });

  it('social: Facebook dialog, user token, the Page with a token that never expires, which publishes', async () => {
    const headers = await newWorkspace('OAuth Social');
    const account = await connect('social', 'page_person', '/v21.0/dialog/oauth', headers);
    // The account is the Page (named after the handle in the sandbox); Page tokens do not expire.
    expect(account).toMatchObject({
      platform: 'social',
      handle: 'page_person',
      state: 'connected',
      tokenExpiresAt: null,
    });
    const row = await expectSandboxIdentity(account.id, 'social', 'page_person');

    await publish(headers, { content: 'Page post via OAuth', accountIds: [account.id] });
    const sent = h.sandbox.emulators
      .get('social')!
      .posts()
      .filter((p) => p.text === 'Page post via OAuth');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);
  });
});
