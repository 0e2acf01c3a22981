import Koa from 'koa';
import Router from '@koa/router';
import { EntityManager } from '@mikro-orm/postgresql';
import { authenticate } from '../../api/middleware/auth';
import { KeylessLimiter } from '../../core/http/keyless-limiter';
import { errors } from '../../api/middleware/errors';
import { ormContext } from '../../api/middleware/orm-context';
import { requestId } from '../../api/middleware/request-id';
import { registerPostReads } from '../../api/routers/post-reads';
import { PluginRegistry } from '../../core/channels/registry';
import {
  Account,
  Person,
  Post,
  PostTarget,
  Workspace,
  type PostStatus,
  type ThreadItem,
} from '../../core/entities';
import { newId } from '../../core/ids';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import { listen, type Listening } from '../support/listen';

interface PostJson {
  id: string;
  status: PostStatus;
  content: string;
  replyTo: string | null;
  scheduledAt: string | null;
  batchId: string | null;
  createdAt: string;
  threadItems: ThreadItem[] | null;
  deleted?: true;
  deletedAt?: string;
  targets: { id: string; platform: string; status: string; connectionId: string | null }[];
}

interface Seed {
  status: PostStatus;
  createdAt: string;
  scheduledAt?: string;
  deletedAt?: string;
  replyTo?: Post;
  threadItems?: ThreadItem[];
  workspaceId?: string;
  platforms?: ('chat' | 'micro')[];
  targetStatus?: PostTarget['status'];
}

/**
 * GET /v1/posts and GET /v1/posts/:id/thread (api/routers/post-reads.ts), mounted on a small app
 * of their own over the harness container until the posts router registers them.
 */
describe('reading posts (GET /v1/posts, GET /v1/posts/:id/thread)', () => {
  let h: Harness;
  let server: Listening | undefined;
  let base: string;
  let demoId: string;
  let otherId: string;
  const accounts: Record<string, string> = {};
  const demo = { 'x-service-workspace': 'demo' };

  // The demo workspace's posts, by name.
  const p: Record<string, Post> = {};
  // Posts published through the API (newest of all).
  const live: PostJson[] = [];
  // The other workspace's posts, oldest first.
  const other: Post[] = [];

  async function get(
    path: string,
    headers: Record<string, string> = demo,
    key = h.apiKey,
  ): Promise<ApiResponse> {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${key}`, ...headers } });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  async function list(query: string, headers: Record<string, string> = demo): Promise<PostJson[]> {
    const res = await get(`/v1/posts${query}`, headers);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const ids = (posts: { id: string }[]) => posts.map((x) => x.id);

  async function seed(name: string | null, s: Seed): Promise<Post> {
    const em = h.orm.em.fork();
    const createdAt = new Date(s.createdAt);
    const post = em.create(Post, {
      id: newId('post', createdAt.getTime()),
      workspaceId: s.workspaceId ?? demoId,
      content: `${name ?? 'post'}: ${s.status}`,
      status: s.status,
      scheduledAt: s.scheduledAt ? new Date(s.scheduledAt) : null,
      deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
      replyToPostId: s.replyTo?.id ?? null,
      threadItems: s.threadItems ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    const sent = ['published', 'partial'].includes(s.status);
    for (const [i, platform] of (s.platforms ?? ['chat']).entries()) {
      const status = s.targetStatus ?? (sent ? 'published' : s.status === 'failed' ? 'failed' : 'pending');
      // A partial post: its first target went out, the others failed.
      const targetStatus = s.status === 'partial' && i > 0 ? 'failed' : status;
      em.create(PostTarget, {
        id: newId('tgt', createdAt.getTime()),
        postId: post.id,
        accountId: s.workspaceId ? null : accounts[platform],
        platform,
        accountHandle: `demo_${platform}`,
        status: targetStatus,
        externalId: targetStatus === 'published' ? `ext_${post.id}_${platform}` : null,
        errorCode: targetStatus === 'failed' ? 'permission_denied' : null,
        retryable: targetStatus === 'failed' ? false : null,
        publishedAt: targetStatus === 'published' ? createdAt : null,
      });
    }
    await em.flush();
    if (name) p[name] = post;
    return post;
  }

  beforeAll(async () => {
    h = await startHarness();
    accounts.chat = await h.accountId('chat');
    accounts.micro = await h.accountId('micro');
    demoId = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
    // A second workspace of the same person: from now on every call names its workspace.
    const created = await h.call('POST', '/v1/workspaces', { name: 'Other' });
    expect(created.status).toBe(201);
    otherId = created.body.id;

    const app = new Koa();
    app.use(requestId);
    app.use(errors);
    app.use(ormContext(h.orm));
    app.use(authenticate(h.container, new KeylessLimiter(0)));
    const router = new Router({ prefix: '/v1/posts' });
    registerPostReads(router, h.container);
    app.use(router.routes());
    server = await listen(app.callback());
    base = server.url;

    // Oldest first. Every status; the dates test the since/until rules.
    await seed('draft', { status: 'draft', createdAt: '2026-03-01T08:00:00Z' });
    await seed('scheduledLate', {
      status: 'scheduled',
      createdAt: '2026-03-01T09:00:00Z',
      scheduledAt: '2026-03-20T10:00:00Z',
    });
    await seed('failed', { status: 'failed', createdAt: '2026-03-02T10:00:00Z' });
    await seed('scheduledMid', {
      status: 'scheduled',
      createdAt: '2026-03-02T12:00:00Z',
      scheduledAt: '2026-03-15T00:00:00Z',
    });
    await seed('partial', {
      status: 'partial',
      createdAt: '2026-03-03T00:00:00Z',
      platforms: ['chat', 'micro'],
    });
    await seed('cancelled', { status: 'cancelled', createdAt: '2026-03-03T23:59:59.500Z' });
    await seed('publishing', { status: 'publishing', createdAt: '2026-03-04T00:00:00Z' });
    await seed('deleted', {
      status: 'published',
      createdAt: '2026-03-05T12:00:00Z',
      deletedAt: '2026-03-06T08:00:00Z',
    });
    await seed('reply', { status: 'published', createdAt: '2026-03-06T00:00:00Z', replyTo: p.partial });
    await seed('reply2', { status: 'published', createdAt: '2026-03-07T00:00:00Z', replyTo: p.partial });
    await seed('replyToReply', { status: 'published', createdAt: '2026-03-07T12:00:00Z', replyTo: p.reply });
    await seed('deletedReply', {
      status: 'published',
      createdAt: '2026-03-07T13:00:00Z',
      replyTo: p.partial,
      deletedAt: '2026-03-08T00:00:00Z',
    });
    await seed('chain', {
      status: 'published',
      createdAt: '2026-03-08T00:00:00Z',
      platforms: ['micro'],
      threadItems: [{ content: 'one' }, { content: 'two' }, { content: 'three' }],
    });
    // Published for real, through the API: dated now, so the newest.
    for (const content of ['Live one', 'Live two']) {
      const res = await h.call(
        'POST',
        '/v1/posts',
        { content, accountIds: [accounts.chat, accounts.micro], wait: true },
        { headers: demo },
      );
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('published');
      live.push(res.body);
    }

    // The other workspace: more than a default page.
    for (let i = 0; i < 22; i += 1) {
      other.push(
        await seed(null, {
          status: 'published',
          createdAt: new Date(Date.UTC(2026, 3, 1, i)).toISOString(),
          workspaceId: otherId,
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  /** The demo posts a plain list shows, newest first. */
  const visible = () => [
    ...[...live].reverse().map((x) => x.id),
    ...[
      'chain',
      'publishing',
      'cancelled',
      'partial',
      'scheduledMid',
      'failed',
      'scheduledLate',
      'draft',
    ].map((n) => p[n].id),
  ];

  describe('GET /v1/posts', () => {
    it('lists the workspace’s posts newest first, in the post shape, without replies or deleted posts', async () => {
      const res = await get('/v1/posts');
      expect(res.status).toBe(200);
      expect(res.body.nextBefore).toBeNull();
      expect(ids(res.body.data)).toEqual(visible());
      const partial = res.body.data.find((x: PostJson) => x.id === p.partial.id);
      expect(partial).toMatchObject({ status: 'partial', replyTo: null, content: 'partial: partial' });
      expect(partial.targets.map((t: PostJson['targets'][number]) => [t.platform, t.status])).toEqual([
        ['chat', 'published'],
        ['micro', 'failed'],
      ]);
      expect(partial.targets[0].connectionId).toBe(accounts.chat);
      // The API's own post reads the same in the list as from GET /v1/posts/:id.
      const single = await h.call('GET', `/v1/posts/${live[1].id}`, undefined, { headers: demo });
      expect(res.body.data[0]).toEqual(single.body);
    });

    it('batchId lists the posts of that batch only, newest first; a malformed batchId is 400 invalid_params', async () => {
      const db = h.orm.em.getConnection();
      await db.execute(`update posts set batch_id = 'launch-1' where id in (?, ?)`, [
        p.partial.id,
        p.draft.id,
      ]);
      try {
        const res = await get('/v1/posts?batchId=launch-1');
        expect(res.status).toBe(200);
        expect(ids(res.body.data)).toEqual([p.partial.id, p.draft.id]);
        expect(res.body.data.every((x: PostJson) => x.batchId === 'launch-1')).toBe(true);
        expect(ids((await get('/v1/posts?batchId=launch-2')).body.data)).toEqual([]);
        const bad = await get('/v1/posts?batchId=not%20a%20batch');
        expect(bad.status).toBe(400);
        expect(bad.body.error).toMatchObject({ code: 'invalid_params', field: 'batchId' });
      } finally {
        await db.execute(`update posts set batch_id = null where id in (?, ?)`, [p.partial.id, p.draft.id]);
      }
    });

    it('platform lists the posts with a target on one of those channels; a malformed one is 400 invalid_params', async () => {
      const onMicro = (await list('?platform=micro')).map((x) => x.targets.map((t) => t.platform));
      expect(onMicro.length).toBeGreaterThan(0);
      expect(onMicro.every((platforms) => platforms.includes('micro'))).toBe(true);
      // The partial post went to chat and micro: found by either, once.
      expect(ids(await list('?platform=chat,micro')).filter((id) => id === p.partial.id)).toEqual([
        p.partial.id,
      ]);
      const all = await list('?limit=100');
      const onChat = await list('?platform=chat&limit=100');
      expect(ids(onChat)).toEqual(ids(all.filter((x) => x.targets.some((t) => t.platform === 'chat'))));
      expect(await list('?platform=vid')).toEqual([]);
      const bad = await get('/v1/posts?platform=Micro;drop');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'invalid_params', field: 'platform' });
    });

    it('never lists replies, whatever the filters', async () => {
      const replies = [p.reply.id, p.reply2.id, p.replyToReply.id, p.deletedReply.id];
      for (const query of [
        '',
        '?includeDeleted=true',
        '?status=published',
        '?sort=scheduled',
        '?limit=100',
      ]) {
        const listed = ids(await list(query));
        expect(listed.filter((id) => replies.includes(id))).toEqual([]);
      }
    });

    it('lists a chain once, with its items', async () => {
      const chain = (await list('')).filter((x) => x.id === p.chain.id);
      expect(chain).toHaveLength(1);
      expect(chain[0].threadItems).toHaveLength(3);
    });

    it('shows deleted posts only with includeDeleted=true, marked deleted', async () => {
      expect(ids(await list('?includeDeleted=false'))).toEqual(visible());
      const all = await list('?includeDeleted=true');
      const expected = [...visible()];
      expected.splice(expected.indexOf(p.chain.id) + 1, 0, p.deleted.id);
      expect(ids(all)).toEqual(expected);
      expect(all.find((x) => x.id === p.deleted.id)).toMatchObject({
        deleted: true,
        deletedAt: '2026-03-06T08:00:00.000Z',
      });
      expect(all.find((x) => x.id === p.chain.id)?.deleted).toBeUndefined();
    });

    it('pages with limit and before: three pages, no overlap, nothing missed', async () => {
      const first = await get('/v1/posts?limit=4');
      expect(ids(first.body.data)).toEqual(visible().slice(0, 4));
      expect(first.body.nextBefore).toBe(visible()[3]);
      const second = await get(`/v1/posts?limit=4&before=${first.body.nextBefore}`);
      expect(ids(second.body.data)).toEqual(visible().slice(4, 8));
      expect(second.body.nextBefore).toBe(visible()[7]);
      const third = await get(`/v1/posts?limit=4&before=${second.body.nextBefore}`);
      expect(ids(third.body.data)).toEqual(visible().slice(8));
      expect(third.body.nextBefore).toBeNull();
      const seen = [...first.body.data, ...second.body.data, ...third.body.data].map((x: PostJson) => x.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(visible());
    });

    it('gives no nextBefore when the page holds exactly what is left', async () => {
      const res = await get(`/v1/posts?limit=${visible().length}`);
      expect(res.body.data).toHaveLength(visible().length);
      expect(res.body.nextBefore).toBeNull();
    });

    it('pages within filters', async () => {
      const first = await get('/v1/posts?status=scheduled,draft,failed&limit=2');
      expect(ids(first.body.data)).toEqual([p.scheduledMid.id, p.failed.id]);
      const second = await get(
        `/v1/posts?status=scheduled,draft,failed&limit=2&before=${first.body.nextBefore}`,
      );
      expect(ids(second.body.data)).toEqual([p.scheduledLate.id, p.draft.id]);
      expect(second.body.nextBefore).toBeNull();
    });

    it('defaults to 20 posts a page, and takes up to 100', async () => {
      const otherWs = { 'x-service-workspace': otherId };
      const page = await get('/v1/posts', otherWs);
      expect(page.status).toBe(200);
      expect(ids(page.body.data)).toEqual(ids([...other].reverse().slice(0, 20)));
      expect(page.body.nextBefore).toBe(page.body.data[19].id);
      const rest = await get(`/v1/posts?before=${page.body.nextBefore}`, otherWs);
      expect(ids(rest.body.data)).toEqual(ids([other[1], other[0]]));
      expect(rest.body.nextBefore).toBeNull();
      const all = await get('/v1/posts?limit=100', otherWs);
      expect(all.body.data).toHaveLength(22);
      expect(all.body.nextBefore).toBeNull();
    });

    it('lists only the named workspace’s posts', async () => {
      const demoIds = ids(await list('?limit=100&includeDeleted=true'));
      expect(demoIds.filter((id) => ids(other).includes(id))).toEqual([]);
    });

    it('refuses a limit outside 1-100 or not a whole number with invalid_params naming limit', async () => {
      for (const limit of ['0', '101', '-1', '2.5', 'ten', '']) {
        const res = await get(`/v1/posts?limit=${limit}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'limit' });
      }
      expect((await get('/v1/posts?limit=1')).body.data).toHaveLength(1);
      expect((await get('/v1/posts?limit=100')).status).toBe(200);
    });

    it('filters by one status or a comma list of them', async () => {
      expect(ids(await list('?status=draft'))).toEqual([p.draft.id]);
      expect(ids(await list('?status=scheduled'))).toEqual([p.scheduledMid.id, p.scheduledLate.id]);
      expect(ids(await list('?status=publishing'))).toEqual([p.publishing.id]);
      expect(ids(await list('?status=cancelled'))).toEqual([p.cancelled.id]);
      expect(ids(await list('?status=partial,failed'))).toEqual([p.partial.id, p.failed.id]);
      expect(ids(await list('?status=published'))).toEqual([live[1].id, live[0].id, p.chain.id]);
      expect(ids(await list('?status=published&includeDeleted=true'))).toEqual([
        live[1].id,
        live[0].id,
        p.chain.id,
        p.deleted.id,
      ]);
      // Spaces after commas, and the parameter repeated, read the same.
      expect(ids(await list('?status=partial,%20failed'))).toEqual([p.partial.id, p.failed.id]);
      expect(ids(await list('?status=partial&status=failed'))).toEqual([p.partial.id, p.failed.id]);
      expect(
        ids(await list('?status=scheduled,draft,publishing,published,partial,failed,cancelled')),
      ).toEqual(visible());
    });

    it('refuses an unknown status with invalid_params naming status', async () => {
      for (const status of ['sent', 'published,sent', 'PUBLISHED', 'published,', '']) {
        const res = await get(`/v1/posts?status=${status}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'status' });
        expect(res.body.error.message).toMatch(/^status: /);
      }
      const res = await get('/v1/posts?status=sent');
      expect(res.body.error.message).toContain('"sent"');
      expect(res.body.error.message).toContain(
        'scheduled, draft, publishing, published, partial, failed, cancelled',
      );
    });

    it('dates a sent post by its creation time and a scheduled one by scheduledAt', async () => {
      // Created on 1-2 March, but scheduled for the 15th and the 20th: not in early March.
      expect(ids(await list('?since=2026-03-01&until=2026-03-02'))).toEqual([p.failed.id, p.draft.id]);
      expect(ids(await list('?since=2026-03-15&until=2026-03-15'))).toEqual([p.scheduledMid.id]);
      expect(ids(await list('?since=2026-03-20T10:00:00Z&until=2026-03-20T10:00:00Z'))).toEqual([
        p.scheduledLate.id,
      ]);
      expect(ids(await list('?since=2026-03-10&until=2026-03-31'))).toEqual([
        p.scheduledMid.id,
        p.scheduledLate.id,
      ]);
    });

    it('reads a bare until date as the whole day (UTC), and an ISO until as that instant', async () => {
      // `cancelled` was created at 23:59:59.5 on the 3rd; `publishing` at midnight starting the 4th.
      expect(ids(await list('?since=2026-03-03&until=2026-03-03'))).toEqual([p.cancelled.id, p.partial.id]);
      expect(ids(await list('?since=2026-03-03&until=2026-03-03T23:59:59Z'))).toEqual([p.partial.id]);
      expect(ids(await list('?since=2026-03-03&until=2026-03-03T23:59:59.500Z'))).toEqual([
        p.cancelled.id,
        p.partial.id,
      ]);
      expect(ids(await list('?until=2026-03-01'))).toEqual([p.draft.id]);
    });

    it('reads since as at-or-after, a bare date from the start of its day, an offset as given', async () => {
      expect(ids(await list('?since=2026-03-04&until=2026-03-04'))).toEqual([p.publishing.id]);
      // 09:00 at +09:00 is midnight UTC: `publishing` is exactly on the bound.
      expect(ids(await list('?since=2026-03-04T09:00:00%2B09:00&until=2026-03-04'))).toEqual([
        p.publishing.id,
      ]);
      expect(ids(await list('?since=2026-03-04T09:00:01%2B09:00&until=2026-03-04'))).toEqual([]);
      // An unencoded + arrives as a space; it still reads as the offset.
      expect(ids(await list('?since=2026-03-04T09:00:00+09:00&until=2026-03-04'))).toEqual([p.publishing.id]);
      expect(ids(await list('?since=2026-03-03T19:00:00-05:00&until=2026-03-04'))).toEqual([p.publishing.id]);
      // Everything published for real is dated today.
      const today = new Date().toISOString().slice(0, 10);
      expect(ids(await list(`?since=${today}`))).toEqual([live[1].id, live[0].id]);
    });

    it('counts deleted posts in date ranges only with includeDeleted', async () => {
      expect(ids(await list('?since=2026-03-05&until=2026-03-05'))).toEqual([]);
      expect(ids(await list('?since=2026-03-05&until=2026-03-05&includeDeleted=true'))).toEqual([
        p.deleted.id,
      ]);
    });

    it('refuses dates it cannot read with invalid_params naming since or until', async () => {
      for (const [query, field] of [
        ['since=yesterday', 'since'],
        ['since=2026-02-30', 'since'],
        ['until=2026-03-01T10:00:00', 'until'],
        ['until=03/01/2026', 'until'],
        ['since=', 'since'],
      ]) {
        const res = await get(`/v1/posts?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field });
      }
      const both = await get('/v1/posts?since=nope&until=2026-03-01T10:00');
      expect(both.status).toBe(400);
      expect(both.body.error.problems.map((x: { field: string }) => x.field)).toEqual(['since', 'until']);
      expect(both.body.error.message).toContain('no timezone offset');
    });

    it('sort=scheduled orders by the post date, oldest first, in one page with no nextBefore', async () => {
      const dated = (x: PostJson) => (x.status === 'scheduled' ? x.scheduledAt! : x.createdAt);
      const all = await list('?sort=scheduled');
      expect(ids(all)).toEqual([
        p.draft.id,
        p.failed.id,
        p.partial.id,
        p.cancelled.id,
        p.publishing.id,
        p.chain.id,
        p.scheduledMid.id,
        p.scheduledLate.id,
        live[0].id,
        live[1].id,
      ]);
      const dates = all.map(dated);
      expect(dates).toEqual([...dates].sort());

      const limited = await get('/v1/posts?sort=scheduled&limit=3');
      expect(ids(limited.body.data)).toEqual([p.draft.id, p.failed.id, p.partial.id]);
      expect(limited.body.nextBefore).toBeNull();

      expect(ids(await list('?sort=scheduled&status=scheduled,draft'))).toEqual([
        p.draft.id,
        p.scheduledMid.id,
        p.scheduledLate.id,
      ]);
      expect(
        ids(await list('?sort=scheduled&since=2026-03-04&until=2026-03-31&includeDeleted=true')),
      ).toEqual([p.publishing.id, p.deleted.id, p.chain.id, p.scheduledMid.id, p.scheduledLate.id]);
    });

    it('refuses before with sort=scheduled, and any other sort', async () => {
      const res = await get(`/v1/posts?sort=scheduled&before=${p.chain.id}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'before' });
      const newest = await get('/v1/posts?sort=newest');
      expect(newest.status).toBe(400);
      expect(newest.body.error).toMatchObject({ code: 'invalid_params', field: 'sort' });
    });

    it('refuses a before that is not a cursor it gave (garbage, a log id) the way GET /v1/logs does', async () => {
      for (const before of ['garbage', 'log_01m87zhbh80005bdfntmrh', `${p.chain.id}x`]) {
        const res = await get(`/v1/posts?before=${before}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'before' });
        const logs = await h.call('GET', `/v1/logs?before=${before.replace(/^log_/, 'post_')}`);
        expect(logs.status).toBe(400);
        expect(logs.body.error).toMatchObject({ code: 'invalid_params', field: 'before' });
      }
    });

    it('refuses includeDeleted other than true/false and unknown parameters', async () => {
      const flag = await get('/v1/posts?includeDeleted=yes');
      expect(flag.status).toBe(400);
      expect(flag.body.error).toMatchObject({ code: 'invalid_params', field: 'includeDeleted' });
      const unknown = await get('/v1/posts?page=2');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'invalid_params', field: 'page' });
    });

    it('loads targets and accounts in one query each, however many posts', async () => {
      const find = jest.spyOn(EntityManager.prototype, 'find');
      try {
        const res = await get('/v1/posts?limit=100&includeDeleted=true');
        expect(res.body.data.length).toBeGreaterThan(10);
        const entities = find.mock.calls.map(([entity]) => entity);
        expect(entities.filter((e) => e === PostTarget)).toHaveLength(1);
        expect(entities.filter((e) => e === Account)).toHaveLength(1);
        expect(entities.filter((e) => e === Post)).toHaveLength(1);
      } finally {
        find.mockRestore();
      }
    });

    it('answers the same through the service app, where the posts router registers these reads', async () => {
      for (const path of [
        '/v1/posts?limit=3&status=scheduled,draft,failed',
        `/v1/posts/${p.partial.id}/thread`,
      ]) {
        const direct = await get(path);
        const viaApp = await h.call('GET', path, undefined, { headers: demo });
        expect(viaApp.status).toBe(200);
        expect(viaApp.body).toEqual(direct.body);
      }
    });

    it('needs the posts:read scope and a workspace', async () => {
      const key = await h.call(
        'POST',
        '/v1/keys',
        { name: 'writer', allWorkspaces: true, scopes: ['posts:write'] },
        { headers: demo },
      );
      expect(key.status).toBe(201);
      for (const path of ['/v1/posts', `/v1/posts/${p.partial.id}/thread`]) {
        const res = await get(path, demo, key.body.key);
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'posts:read' });
        const none = await get(path, {});
        expect(none.status).toBe(400);
        expect(none.body.error.code).toBe('workspace_required');
      }
      const anonymous = await fetch(`${base}/v1/posts`);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('GET /v1/posts/:id/thread', () => {
    it('answers the post with its replies, oldest first, and one metrics and channel replies entry per target', async () => {
      const res = await get(`/v1/posts/${p.partial.id}/thread`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: p.partial.id, status: 'partial', replyTo: null });
      expect(ids(res.body.replies)).toEqual([p.reply.id, p.reply2.id, p.deletedReply.id]);
      for (const reply of res.body.replies) {
        expect(reply).toMatchObject({ replyTo: p.partial.id, status: 'published' });
        expect(reply.targets).toHaveLength(1);
      }
      expect(res.body.replies[2]).toMatchObject({ deleted: true, deletedAt: '2026-03-08T00:00:00.000Z' });
      const [chat, micro] = res.body.targets as PostJson['targets'];
      const chatRow = (feature: string) =>
        h.container
          .resolve(PluginRegistry)
          .get('chat')
          .features.find((r) => r.feature === feature)!.condition;
      // Chat keeps no metrics; the micro target failed, so there is nothing on micro to ask about.
      expect(res.body.metrics).toEqual([
        {
          targetId: chat.id,
          platform: 'chat',
          supported: false,
          values: null,
          error: { code: 'not_supported', message: chatRow('metrics') },
        },
        { targetId: micro.id, platform: 'micro', supported: true, values: null },
      ]);
      expect(res.body.channelReplies).toEqual([
        {
          targetId: chat.id,
          platform: 'chat',
          supported: false,
          data: [],
          error: { code: 'not_supported', message: chatRow('replies') },
        },
        { targetId: micro.id, platform: 'micro', supported: true, data: [] },
      ]);
      // The post part is the same as the list's.
      const { replies: _r, metrics: _m, channelReplies: _c, ...post } = res.body;
      expect(post).toEqual((await list('')).find((x) => x.id === p.partial.id));
    });

    it('takes a reply’s own id the same way', async () => {
      const res = await get(`/v1/posts/${p.reply.id}/thread`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: p.reply.id, replyTo: p.partial.id });
      expect(ids(res.body.replies)).toEqual([p.replyToReply.id]);
      expect(res.body.metrics).toHaveLength(1);
      const leaf = await get(`/v1/posts/${p.replyToReply.id}/thread`);
      expect(leaf.body.replies).toEqual([]);
    });

    it('reads posts published through the API, deleted posts and chains', async () => {
      const res = await get(`/v1/posts/${live[0].id}/thread`);
      expect(res.status).toBe(200);
      expect(res.body.replies).toEqual([]);
      const [chat, micro] = live[0].targets;
      expect([chat.platform, micro.platform]).toEqual(['chat', 'micro']);
      expect(res.body.metrics).toEqual([
        expect.objectContaining({ targetId: chat.id, platform: 'chat', supported: false, values: null }),
        {
          targetId: micro.id,
          platform: 'micro',
          supported: true,
          values: { views: 0, likes: 0, replies: 0, reposts: 0, quotes: 0, saves: 0 },
        },
      ]);
      expect(res.body.channelReplies[1]).toEqual({
        targetId: micro.id,
        platform: 'micro',
        supported: true,
        data: [],
      });
      const deleted = await get(`/v1/posts/${p.deleted.id}/thread`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.deleted).toBe(true);
      const chain = await get(`/v1/posts/${p.chain.id}/thread`);
      expect(chain.body.threadItems).toHaveLength(3);
      expect(chain.body.replies).toEqual([]);
    });

    it('keeps a channel that cannot answer to its own entry: the thread still answers 200', async () => {
      // The seeded chain names an id the micro platform never had.
      const res = await get(`/v1/posts/${p.chain.id}/thread`);
      expect(res.status).toBe(200);
      expect(res.body.metrics).toEqual([
        {
          targetId: res.body.targets[0].id,
          platform: 'micro',
          supported: true,
          values: null,
          error: { code: 'platform_error', message: expect.stringContaining(`ext_${p.chain.id}_micro`) },
        },
      ]);
      expect(res.body.channelReplies).toEqual([
        {
          targetId: res.body.targets[0].id,
          platform: 'micro',
          supported: true,
          data: [],
          error: { code: 'platform_rejected_content', message: expect.stringContaining('conversation_id') },
        },
      ]);
    });

    it('answers 404 post_not_found for an unknown id', async () => {
      const res = await get('/v1/posts/post_unknown/thread');
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'post_not_found', postId: 'post_unknown' });
    });

    it('answers 404 workspace_mismatch for a post in another workspace of the same person', async () => {
      const res = await get(`/v1/posts/${other[0].id}/thread`);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'workspace_mismatch' });
      expect(res.body.error.workspaces).toEqual([
        { id: otherId, name: 'Other', slug: 'other', channels: [] },
      ]);
      const there = await get(`/v1/posts/${other[0].id}/thread`, { 'x-service-workspace': 'other' });
      expect(there.status).toBe(200);
      // And the other way round.
      const back = await get(`/v1/posts/${p.partial.id}/thread`, { 'x-service-workspace': 'other' });
      expect(back.body.error).toMatchObject({ code: 'workspace_mismatch' });
      expect(back.body.error.workspaces[0].id).toBe(demoId);
    });

    it('answers post_not_found, not workspace_mismatch, for a post of someone else', async () => {
      const em = h.orm.em.fork();
      const person = em.create(Person, {
        id: newId('per'),
        email: `stranger-${newId('x')}@fanout.local`,
        name: 'Stranger',
        createdAt: new Date(),
        emailVerifiedAt: new Date(),
      });
      const workspace = em.create(Workspace, {
        id: newId('ws'),
        personId: person.id,
        name: 'Theirs',
        slug: 'theirs',
        createdAt: new Date(),
      });
      await em.flush();
      const theirs = await seed(null, {
        status: 'published',
        createdAt: '2026-03-01T00:00:00Z',
        workspaceId: workspace.id,
      });
      const res = await get(`/v1/posts/${theirs.id}/thread`);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'post_not_found', postId: theirs.id });
      expect(res.body.error.workspaces).toBeUndefined();
      expect(ids(await list('?limit=100&includeDeleted=true'))).not.toContain(theirs.id);
    });
  });
});
