import { Account } from '../../core/entities';
import { allPlugins } from '../../plugins';
import { connectThroughOAuth, emulatorUrl, postConnect } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import * as f from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { newWorkspace } from '../support/workspaces';

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

  /** Connects through the dialog, which must be at `dialogPath` on the emulator and use no PKCE. */
  async function connect(
    platform: string,
    handle: string,
    dialogPath: string,
    headers: Record<string, string>,
  ): Promise<AccountAnswer> {
    const { authorizeUrl: dialog, account } = await connectThroughOAuth(h, platform, handle, headers);
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${emulatorUrl(h, platform)}${dialogPath}`);
    expect(dialog.searchParams.get('code_challenge')).toBeNull();
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${h.url}/v1/accounts/connect/callback`);
    return account;
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

  async function publish(headers: Record<string, string>, body: Parameters<typeof publishPost>[1]) {
    const post = await publishPost(h, body, headers);
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    return post;
  }

  it('strand: threads.net dialog, code and long-lived exchange, a 60-day token that publishes', async () => {
    const { headers } = await newWorkspace(h, 'OAuth Strand');
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
    const { headers } = await newWorkspace(h, 'OAuth Photo');
    const account = await connect('photo', 'studio_person', '/oauth/authorize', headers);
    expect(account).toMatchObject({ platform: 'photo', handle: 'studio_person', state: 'connected' });
    expectSixtyDays(account.tokenExpiresAt!);
    const row = await expectSandboxIdentity(account.id, 'photo', 'studio_person');

    const picture = await uploadMedia(h, f.jpeg(1080, 1080, { padTo: 4096 }), 'image/jpeg', {
      fileName: 'square.jpg',
      headers,
    });
    expect(picture).toMatchObject({ status: 'ready' });

    await publish(headers, {
      content: 'Photo via OAuth',
      accountIds: [account.id],
      mediaIds: [picture.id],
    });
    const sent = h.sandbox.emulators
      .get('photo')!
      .posts()
      .filter((p) => p.text === 'Photo via OAuth');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(row.externalAccountId);
  });

  it('photo: a code the platform refuses answers connect_denied in the platform’s own words', async () => {
    const { headers } = await newWorkspace(h, 'OAuth Photo Refused');
    const started = await postConnect(h, { platform: 'photo', sandbox: true }, headers);
    expect(started.status).toBe(202);
    const page = await fetch(started.body.authorizeUrl, { redirect: 'manual' });
    const callback = new URL(page.headers.get('location')!);
    callback.searchParams.set('code', 'not-a-code-the-platform-made');
    const back = await fetch(callback);
    expect(back.status).toBe(403);
    const error = ((await back.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('connect_denied');
    // api.instagram.com puts its reason in `error_message`.
    expect(error.message).not.toContain('no reason given');
    expect(error.message).toMatch(/^photo refused: .+/);
  });

  it('social: Facebook dialog, user token, the Page with a token that never expires, which publishes', async () => {
    const { headers } = await newWorkspace(h, 'OAuth Social');
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
