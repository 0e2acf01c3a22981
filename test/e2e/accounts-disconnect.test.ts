import { Account, Post, PostTarget, type PostStatus } from '../../core/entities';
import { newId } from '../../core/ids';
import { AppError } from '../../core/errors/app-error';
import { isDisconnected, requireConnectedTargets } from '../../core/services/accounts/account-guard';
import { PostWorkflows } from '../../core/temporal/post-workflows';
import { postConnect } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { newWorkspace, type TestWorkspace as Ws } from '../support/workspaces';

const HOUR = 60 * 60 * 1000;

describe('disconnecting and reconnecting accounts (DELETE /v1/accounts/:id)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  /** A new workspace of the demo person with a sandbox chat and micro account. */
  async function workspaceWithAccounts(name: string): Promise<Ws & { chat: string; micro: string }> {
    const ws = await newWorkspace(h, name);
    const chat = await connect(ws, 'chat');
    const micro = await connect(ws, 'micro');
    expect(chat.status).toBe(201);
    expect(micro.status).toBe(201);
    return { ...ws, chat: chat.body.id, micro: micro.body.id };
  }

  function connect(ws: Ws, platform: string, handle?: string) {
    return postConnect(
      h,
      { platform, sandbox: true, instant: true, ...(handle ? { handle } : {}) },
      ws.headers,
    );
  }

  /** A scheduled post or a draft, written straight to the database (scheduling is built elsewhere). */
  async function insertPost(
    ws: Ws,
    status: PostStatus,
    accountIds: string[],
    scheduledAt: Date | null = null,
  ): Promise<string> {
    const em = h.orm.em.fork();
    const accounts = await em.find(Account, { id: { $in: accountIds } });
    const post = em.create(Post, {
      id: newId('post'),
      workspaceId: ws.id,
      content: `${status} post`,
      status,
      scheduledAt,
    });
    for (const id of accountIds) {
      const account = accounts.find((a) => a.id === id)!;
      em.create(PostTarget, {
        id: newId('tgt'),
        postId: post.id,
        accountId: account.id,
        platform: account.platform,
        accountHandle: account.handle,
      });
    }
    await em.flush();
    return post.id;
  }

  async function publish(ws: Ws, accountIds: string[], content: string) {
    const post = await publishNow(h, content, accountIds, ws.headers);
    expect(post.status).toBe('published');
    return post;
  }

  async function listed(ws: Ws): Promise<string[]> {
    const res = await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers });
    expect(res.status).toBe(200);
    return res.body.data.map((a: { id: string }) => a.id);
  }

  async function targetsOf(postId: string): Promise<PostTarget[]> {
    return h.orm.em.fork().find(PostTarget, { postId }, { orderBy: { id: 'asc' } });
  }

  async function statusOf(postId: string): Promise<string> {
    return (await h.orm.em.fork().findOneOrFail(Post, { id: postId })).status;
  }

  it('refuses with 409 account_busy_publishing while a post goes out, even with force', async () => {
    const ws = await workspaceWithAccounts('Busy');
    const going = await insertPost(ws, 'publishing', [ws.chat]);
    await insertPost(ws, 'draft', [ws.chat]);

    for (const [path, body] of [
      [`/v1/accounts/${ws.chat}`, undefined],
      [`/v1/accounts/${ws.chat}`, { force: true }],
      [`/v1/accounts/${ws.chat}?force=true`, undefined],
    ] as const) {
      const res = await h.call('DELETE', path, body, { headers: ws.headers });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'account_busy_publishing',
        retryAfterSeconds: 10,
        accountId: ws.chat,
      });
      expect(res.headers.get('retry-after')).toBe('10');
    }
    expect(await listed(ws)).toContain(ws.chat);
    expect(await targetsOf(going)).toHaveLength(1);

    // The micro account has nothing going out: it disconnects.
    const micro = await h.call('DELETE', `/v1/accounts/${ws.micro}`, undefined, { headers: ws.headers });
    expect(micro.status).toBe(200);
  });

  it('answers 409 account_has_pending_posts with the counts and changes nothing', async () => {
    const ws = await workspaceWithAccounts('Pending');
    const soon = new Date(Date.now() + 2 * HOUR);
    const later = new Date(Date.now() + 5 * HOUR);
    const only = await insertPost(ws, 'scheduled', [ws.chat], later);
    const shared = await insertPost(ws, 'scheduled', [ws.chat, ws.micro], soon);
    const draft = await insertPost(ws, 'draft', [ws.chat]);
    // Not pending for chat: another account's schedule, a cancelled post, a published one.
    await insertPost(ws, 'scheduled', [ws.micro], new Date(Date.now() + HOUR));
    await insertPost(ws, 'cancelled', [ws.chat]);
    await publish(ws, [ws.chat], 'Already out');

    const res = await h.call('DELETE', `/v1/accounts/${ws.chat}`, undefined, { headers: ws.headers });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'account_has_pending_posts',
      pending: {
        scheduledOnly: 1,
        scheduledShared: 1,
        drafts: 1,
        earliestScheduledAt: soon.toISOString(),
        liveAutomations: 0,
        conversations: 0,
      },
    });

    const falseForce = await h.call(
      'DELETE',
      `/v1/accounts/${ws.chat}?force=false`,
      { force: false },
      {
        headers: ws.headers,
      },
    );
    expect(falseForce.status).toBe(409);
    expect(falseForce.body.error.code).toBe('account_has_pending_posts');

    expect(await listed(ws)).toEqual(expect.arrayContaining([ws.chat, ws.micro]));
    expect(await targetsOf(only)).toHaveLength(1);
    expect(await targetsOf(shared)).toHaveLength(2);
    expect(await targetsOf(draft)).toHaveLength(1);
    expect(await statusOf(only)).toBe('scheduled');
  });

  it('reports earliestScheduledAt null when only drafts are pending', async () => {
    const ws = await workspaceWithAccounts('Drafts Only');
    await insertPost(ws, 'draft', [ws.micro]);
    await insertPost(ws, 'draft', [ws.micro, ws.chat]);
    const res = await h.call('DELETE', `/v1/accounts/${ws.micro}`, undefined, { headers: ws.headers });
    expect(res.status).toBe(409);
    expect(res.body.error.pending).toEqual({
      scheduledOnly: 0,
      scheduledShared: 0,
      drafts: 2,
      earliestScheduledAt: null,
      liveAutomations: 0,
      conversations: 0,
    });
  });

  it('with force: true in the body disconnects and takes the account out of unsent posts', async () => {
    const ws = await workspaceWithAccounts('Force Body');
    const only = await insertPost(ws, 'scheduled', [ws.chat], new Date(Date.now() + 3 * HOUR));
    const shared = await insertPost(ws, 'scheduled', [ws.chat, ws.micro], new Date(Date.now() + HOUR));
    const draft = await insertPost(ws, 'draft', [ws.chat]);
    const sharedDraft = await insertPost(ws, 'draft', [ws.micro, ws.chat]);

    const res = await h.call('DELETE', `/v1/accounts/${ws.chat}`, { force: true }, { headers: ws.headers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ws.chat,
      platform: 'chat',
      handle: `${ws.slug}_chat`,
      state: 'disconnected',
      disconnectedAt: expect.any(String),
      removed: {
        targets: 4,
        cancelledPostIds: [only],
        scheduledPostIds: [shared],
        draftPostIds: [draft, sharedDraft].sort(),
      },
    });

    // The lone scheduled post is cancelled with no account; the shared one goes to micro only.
    expect(await statusOf(only)).toBe('cancelled');
    expect(await targetsOf(only)).toEqual([]);
    expect(await statusOf(shared)).toBe('scheduled');
    expect((await targetsOf(shared)).map((t) => t.accountId)).toEqual([ws.micro]);
    // A draft stays a draft, possibly with no account.
    const readDraft = await h.call('GET', `/v1/posts/${draft}`, undefined, { headers: ws.headers });
    expect(readDraft.status).toBe(200);
    expect(readDraft.body).toMatchObject({ status: 'draft', targets: [] });
    expect((await targetsOf(sharedDraft)).map((t) => t.accountId)).toEqual([ws.micro]);

    expect(await listed(ws)).toEqual([ws.micro]);
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: ws.chat });
    expect(row.state).toBe('disconnected');
    expect(row.disconnectedAt).toBeInstanceOf(Date);

    // It is gone from the workspace now: a second disconnect does not find it.
    const again = await h.call('DELETE', `/v1/accounts/${ws.chat}`, { force: true }, { headers: ws.headers });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ code: 'account_not_found', accountId: ws.chat });
  });

  it('with ?force=true in the query disconnects too', async () => {
    const ws = await workspaceWithAccounts('Force Query');
    const only = await insertPost(ws, 'scheduled', [ws.micro], new Date(Date.now() + HOUR));
    const res = await h.call('DELETE', `/v1/accounts/${ws.micro}?force=true`, undefined, {
      headers: ws.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ws.micro,
      state: 'disconnected',
      removed: { targets: 1, cancelledPostIds: [only], scheduledPostIds: [], draftPostIds: [] },
    });
    expect(await statusOf(only)).toBe('cancelled');
    expect(await listed(ws)).toEqual([ws.chat]);
  });

  it('stops the waiting workflow of a scheduled post it cancels', async () => {
    const ws = await workspaceWithAccounts('Stop Schedule');
    const at = new Date(Date.now() + 2 * HOUR);
    const only = await insertPost(ws, 'scheduled', [ws.chat], at);
    const workflows = h.container.resolve(PostWorkflows);
    await workflows.start(
      { id: only, workspaceId: ws.id, channels: ['chat'] },
      { scheduledAt: at.toISOString() },
    );
    expect(await workflows.isRunning(only)).toBe(true);

    const res = await h.call('DELETE', `/v1/accounts/${ws.chat}`, { force: true }, { headers: ws.headers });
    expect(res.status).toBe(200);
    expect(res.body.removed.cancelledPostIds).toEqual([only]);
    expect(await workflows.waitForOutcome(only, 10_000)).toBe(true);
    expect(await workflows.isRunning(only)).toBe(false);
    expect(await statusOf(only)).toBe('cancelled');
    expect(h.sandbox.emulators.get('chat')!.posts()).toEqual([]);
  });

  it('disconnects an account with nothing pending without force', async () => {
    const ws = await workspaceWithAccounts('Nothing Pending');
    const res = await h.call('DELETE', `/v1/accounts/${ws.chat}`, undefined, { headers: ws.headers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'disconnected',
      removed: { targets: 0, cancelledPostIds: [], scheduledPostIds: [], draftPostIds: [] },
    });
  });

  it('refuses a malformed force with invalid_params', async () => {
    const ws = await workspaceWithAccounts('Bad Force');
    for (const [path, body, field] of [
      [`/v1/accounts/${ws.chat}`, { force: 'yes' }, 'force'],
      [`/v1/accounts/${ws.chat}`, { forse: true }, 'forse'],
      [`/v1/accounts/${ws.chat}?force=maybe`, undefined, 'force'],
    ] as const) {
      const res = await h.call('DELETE', path, body, { headers: ws.headers });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field });
    }
    expect(await listed(ws)).toContain(ws.chat);
  });

  it("keeps a published post's target with connectionId null and the handle, and restores it on reconnecting", async () => {
    const ws = await workspaceWithAccounts('Reconnect Same');
    const post = await publish(ws, [ws.chat, ws.micro], 'Out before the disconnect');

    const res = await h.call('DELETE', `/v1/accounts/${ws.chat}`, undefined, { headers: ws.headers });
    expect(res.status).toBe(200);

    const read = await h.call('GET', `/v1/posts/${post.id}`, undefined, { headers: ws.headers });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('published');
    const byPlatform = (body: { targets: Array<{ platform: string }> }) =>
      Object.fromEntries(body.targets.map((t) => [t.platform, t]));
    expect(byPlatform(read.body).chat).toMatchObject({
      status: 'published',
      connectionId: null,
      accountHandle: `${ws.slug}_chat`,
    });
    expect(byPlatform(read.body).micro).toMatchObject({ connectionId: ws.micro });

    // The guard the post paths call refuses, naming the account.
    const guarded = await requireConnectedTargets(h.orm.em.fork(), post.id).catch((e: unknown) => e);
    expect(guarded).toBeInstanceOf(AppError);
    expect((guarded as AppError).status).toBe(409);
    expect((guarded as AppError).toBody().error).toMatchObject({
      code: 'account_disconnected',
      accountId: ws.chat,
      accountHandle: `${ws.slug}_chat`,
      platform: 'chat',
    });

    // The same channel (default handle) comes back as the same account.
    const again = await connect(ws, 'chat');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: ws.chat, state: 'connected', handle: `${ws.slug}_chat` });
    expect(await listed(ws)).toEqual(expect.arrayContaining([ws.chat, ws.micro]));
    const row = await h.orm.em.fork().findOneOrFail(Account, { id: ws.chat });
    expect(row.disconnectedAt).toBeNull();
    expect(await h.orm.em.fork().count(Account, { workspaceId: ws.id })).toBe(2);

    const reread = await h.call('GET', `/v1/posts/${post.id}`, undefined, { headers: ws.headers });
    expect(byPlatform(reread.body).chat).toMatchObject({
      connectionId: ws.chat,
      accountHandle: `${ws.slug}_chat`,
    });
    await expect(requireConnectedTargets(h.orm.em.fork(), post.id)).resolves.toBeUndefined();

    // It publishes again with its fresh credentials.
    await publish(ws, [ws.chat], 'After reconnecting');

    // A live account on the platform still refuses a second connect.
    const twice = await connect(ws, 'chat', 'someone_else');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'platform_already_connected', platform: 'chat' });
  });

  it('makes a new account for a different handle; the old one stays disconnected', async () => {
    const ws = await workspaceWithAccounts('Reconnect Other');
    const post = await publish(ws, [ws.micro], 'Old handle post');
    expect(
      (await h.call('DELETE', `/v1/accounts/${ws.micro}`, undefined, { headers: ws.headers })).status,
    ).toBe(200);

    const other = await connect(ws, 'micro', 'new.handle');
    expect(other.status).toBe(201);
    expect(other.body).toMatchObject({ platform: 'micro', handle: 'new.handle', state: 'connected' });
    expect(other.body.id).not.toBe(ws.micro);
    expect((await h.orm.em.fork().findOneOrFail(Account, { id: ws.micro })).state).toBe('disconnected');
    expect(await listed(ws)).toEqual(expect.arrayContaining([ws.chat, other.body.id]));
    expect(await listed(ws)).not.toContain(ws.micro);

    const read = await h.call('GET', `/v1/posts/${post.id}`, undefined, { headers: ws.headers });
    expect(read.body.targets[0]).toMatchObject({ connectionId: null, accountHandle: `${ws.slug}_micro` });
  });

  it('answers 404 account_not_found for an unknown id', async () => {
    const ws = await workspaceWithAccounts('Unknown');
    const res = await h.call('DELETE', '/v1/accounts/acc_nope', { force: true }, { headers: ws.headers });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'account_not_found', accountId: 'acc_nope' });
  });

  it('answers 404 workspace_mismatch for an account of another workspace of the same person', async () => {
    const a = await workspaceWithAccounts('Mismatch A');
    const b = await workspaceWithAccounts('Mismatch B');
    const res = await h.call('DELETE', `/v1/accounts/${a.chat}`, { force: true }, { headers: b.headers });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('workspace_mismatch');
    expect(res.body.error.workspaces).toEqual([expect.objectContaining({ id: a.id, slug: a.slug })]);
    expect(await listed(a)).toContain(a.chat);

    // A key that reaches only B learns nothing about A.
    const key = await h.call('POST', '/v1/keys', { name: 'b only', workspaceIds: [b.id] });
    expect(key.status).toBe(201);
    const narrow = await h.call('DELETE', `/v1/accounts/${a.chat}`, undefined, { key: key.body.key });
    expect(narrow.status).toBe(404);
    expect(narrow.body.error.code).toBe('account_not_found');
  });

  it('needs the accounts:write scope', async () => {
    const ws = await workspaceWithAccounts('Scoped');
    const made = await h.call('POST', '/v1/keys', {
      name: 'reader',
      workspaceIds: [ws.id],
      scopes: ['accounts:read'],
    });
    expect(made.status).toBe(201);
    const res = await h.call('DELETE', `/v1/accounts/${ws.chat}`, { force: true }, { key: made.body.key });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'accounts:write' });
    expect(await listed(ws)).toContain(ws.chat);
  });

  it('isDisconnected is true only for a disconnected or missing account', () => {
    expect(isDisconnected({ state: 'disconnected' })).toBe(true);
    expect(isDisconnected(null)).toBe(true);
    expect(isDisconnected(undefined)).toBe(true);
    expect(isDisconnected({ state: 'connected' })).toBe(false);
    expect(isDisconnected({ state: 'expired' })).toBe(false);
  });
});
