import { Account, PostTarget } from '../../core/entities';
import { SecretBox } from '../../core/secrets';
import { startHarness, type Harness } from '../support/harness';
import { OpenNetworkPlugin } from '../support/open-network-plugin';
import { until } from '../support/wait';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

/**
 * Issue 32's contract for open networks, through the running app and worker with a channel shaped
 * like one (test/support/open-network-plugin.ts, on the chat emulator): an account on its own
 * server, credentials a call renews and stores, chains that carry context, a stable key per send.
 */
describe('open-network contract', () => {
  const plugin = new OpenNetworkPlugin();
  let h: Harness;
  let ws: TestWorkspace;
  let server: string;
  const creds = plugin.sandbox.account('open_person').credentials;

  beforeAll(async () => {
    h = await startHarness({ extraPlugins: [plugin] });
    ws = await newWorkspace(h, 'Open Networks');
    server = `${h.config.sandboxUrl}/opennet`;
  });
  afterAll(async () => {
    await h?.close();
  });

  const connect = (body: Record<string, unknown>) =>
    h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'opennet', ...creds, ...body },
      { headers: ws.headers },
    );
  const emulator = () => h.sandbox.emulators.get('opennet')!;
  const accountRow = () =>
    h.orm.em.fork().findOneOrFail(Account, { workspaceId: ws.id, platform: 'opennet' });

  it('refuses a server it must not call: invalid_params on server, nothing stored', async () => {
    for (const bad of [
      'ftp://example.org',
      'https://someone:secret@example.org',
      'http://10.1.2.3',
      'https://169.254.169.254/latest',
      'https://example.org/?next=1',
    ]) {
      const res = await connect({ server: bad });
      expect([bad, res.status, res.body.error]).toEqual([
        bad,
        400,
        expect.objectContaining({ code: 'invalid_params', field: 'server' }),
      ]);
    }
    expect(await h.orm.em.fork().count(Account, { workspaceId: ws.id })).toBe(0);
  });

  let accountId: string;

  it('connects a real account on the server the person named, and every call goes there', async () => {
    const res = await connect({ server: `${server}/` });
    expect(res.status).toBe(201);
    accountId = res.body.id;
    expect(res.body).toMatchObject({ platform: 'opennet', sandbox: false });
    expect((await accountRow()).serverUrl).toBe(server);
  });

  it('a chain: each item gets the root and its parent as they returned them, and a send key of its own', async () => {
    const res = await h.call(
      'POST',
      '/v1/posts',
      {
        accountIds: [accountId],
        threadItems: [{ content: 'open one' }, { content: 'open two' }, { content: 'open three' }],
        wait: true,
      },
      { headers: ws.headers },
    );
    expect([res.status, res.body.status]).toEqual([201, 'published']);
    const target = await h.orm.em.fork().findOneOrFail(PostTarget, { postId: res.body.id });
    const [one, two, three] = target.itemExternalIds;
    const ctxOf = (id: string, index: number) => ({ uri: `opennet://${id}`, index: String(index) });
    const sends = plugin.seen.filter((s) => s.call === 'publish' && s.text.startsWith('open '));
    expect(sends.map((s) => [s.text, s.sendKey, s.chain, s.baseUrl])).toEqual([
      ['open one', `${target.id}.0.1`, undefined, server],
      ['open two', `${target.id}.1.1`, { root: ctxOf(one, 0), parent: ctxOf(one, 0) }, server],
      ['open three', `${target.id}.2.1`, { root: ctxOf(one, 0), parent: ctxOf(two, 1) }, server],
    ]);
    // Kept beside the ids, so a worker that takes over between items reads them back.
    expect(target.itemChainContexts).toEqual([ctxOf(one, 0), ctxOf(two, 1), ctxOf(three, 2)]);
    expect(
      emulator()
        .posts()
        .filter((p) => p.text.startsWith('open ')),
    ).toHaveLength(3);
  });

  it('credentials a call renewed are stored sealed, and the next call on a restarted worker uses them', async () => {
    const row = await accountRow();
    const stored = new SecretBox(h.config.secret!).open(row.credentials);
    expect(stored.session).toMatch(/^session-\d+$/);
    // Sealed: the session is not in the row as text.
    expect(row.credentials).not.toContain(stored.session);

    await h.stopWorker();
    await h.startWorker();
    const res = await h.call(
      'POST',
      '/v1/posts',
      { accountIds: [accountId], content: 'after the restart', wait: true },
      { headers: ws.headers },
    );
    expect([res.status, res.body.status]).toEqual([201, 'published']);
    const send = plugin.seen.find((s) => s.text === 'after the restart')!;
    expect(send.session).toBe(stored.session);
    // Nothing made a new session: the stored one still stands.
    expect(new SecretBox(h.config.secret!).open((await accountRow()).credentials).session).toBe(
      stored.session,
    );
  });

  it('a send the platform refused gets a new key; a send whose answer was lost keeps its key for the look-up', async () => {
    emulator().failNext('server_error');
    const refused = await h.call(
      'POST',
      '/v1/posts',
      { accountIds: [accountId], content: 'refused once', wait: true },
      { headers: ws.headers },
    );
    expect([refused.status, refused.body.status]).toEqual([201, 'published']);
    const refusedTarget = await h.orm.em.fork().findOneOrFail(PostTarget, { postId: refused.body.id });
    expect(plugin.seen.filter((s) => s.text === 'refused once').map((s) => [s.call, s.sendKey])).toEqual([
      ['publish', `${refusedTarget.id}.0.1`],
      ['publish', `${refusedTarget.id}.0.2`],
    ]);

    emulator().failNext('drop_after_accept');
    const lost = await h.call(
      'POST',
      '/v1/posts',
      { accountIds: [accountId], content: 'answer lost once' },
      { headers: ws.headers },
    );
    expect(lost.status).toBe(202);
    await until(
      async () =>
        (await h.call('GET', `/v1/posts/${lost.body.id}`, undefined, { headers: ws.headers })).body.status ===
        'published',
      30_000,
      'the post whose answer was lost to be found published',
    );
    const lostTarget = await h.orm.em.fork().findOneOrFail(PostTarget, { postId: lost.body.id });
    expect(plugin.seen.filter((s) => s.text === 'answer lost once').map((s) => [s.call, s.sendKey])).toEqual([
      ['publish', `${lostTarget.id}.0.1`],
      ['findPublished', `${lostTarget.id}.0.1`],
    ]);
    expect(
      emulator()
        .posts()
        .filter((p) => p.text === 'answer lost once'),
    ).toHaveLength(1);
  });
});
