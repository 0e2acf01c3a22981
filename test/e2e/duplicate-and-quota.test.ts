import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Account,
  Person,
  Post,
  PostTarget,
  Workspace,
  type PostStatus,
  type TargetStatus,
  type ThreadItem,
} from '../../core/entities';
import { AppError } from '../../core/errors/app-error';
import { newId } from '../../core/ids';
import {
  DuplicateGuard,
  accountLocks,
  advisoryXactLock,
  fingerprint,
} from '../../core/services/posts/duplicate-guard';
import { QuotaGuard, quotaPeriod } from '../../core/services/posts/quota-guard';
import { rowsInsert } from '../../core/db/insert-rows';
import { checkSend, insertChecked } from '../../core/services/posts/guarded-send';
import type { SendGuard, SendPlan } from '../../core/services/posts/send-plan';
import { PostChecks, type PostContent } from '../../core/services/posts/post-checks';
import { DuplicateSendGuard, QuotaSendGuard } from '../../core/services/posts/send-guards';
import { startHarness, type Harness } from '../support/harness';

const MINUTE = 60_000;

/**
 * The duplicate guard (same content to the same account within 10 minutes) and the free plan's
 * monthly quota, against the harness's real database, in the forms the post service uses: their
 * queries (`duplicateQuery`, `overQuery`), their advisory locks, and the send path that runs them
 * inside its transaction (`checkSend`, `insertChecked`).
 */
describe('duplicate guard and free-plan quota', () => {
  let h: Harness;
  let guard: DuplicateGuard;
  let checks: PostChecks;
  let demoWorkspace: string;
  let chat: string;
  let micro: string;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    guard = h.container.resolve(DuplicateGuard);
    checks = h.container.resolve(PostChecks);
    const accounts = await h.orm.em.fork().find(Account, { platform: { $in: ['chat', 'micro'] } });
    chat = accounts.find((a) => a.platform === 'chat')!.id;
    micro = accounts.find((a) => a.platform === 'micro')!.id;
    demoWorkspace = accounts[0].workspaceId;
  });
  afterAll(() => h?.close());

  interface TargetRow {
    accountId: string;
    fingerprint?: string | null;
    status?: TargetStatus;
    deletedAt?: Date | null;
  }
  interface PostRow {
    workspaceId?: string;
    content?: string;
    status?: PostStatus;
    createdAt?: Date;
    deletedAt?: Date | null;
    origin?: 'service' | 'imported';
    replyToPostId?: string | null;
    threadItems?: ThreadItem[] | null;
    targets?: TargetRow[];
  }

  /** Stores a post row and its target rows, as the post service would. */
  async function insertPost(row: PostRow = {}, em: EntityManager = h.orm.em.fork()): Promise<string> {
    const id = newId('post');
    const createdAt = row.createdAt ?? new Date();
    em.create(Post, {
      id,
      workspaceId: row.workspaceId ?? demoWorkspace,
      content: row.content ?? 'text',
      status: row.status ?? 'published',
      origin: row.origin ?? 'service',
      replyToPostId: row.replyToPostId ?? null,
      threadItems: row.threadItems ?? null,
      deletedAt: row.deletedAt ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const t of row.targets ?? []) {
      em.create(PostTarget, {
        id: newId('tgt'),
        postId: id,
        accountId: t.accountId,
        platform: t.accountId === chat ? 'chat' : 'micro',
        accountHandle: 'handle',
        status: t.status ?? 'published',
        fingerprint: t.fingerprint ?? null,
        deletedAt: t.deletedAt ?? null,
        warnings: [],
      });
    }
    await em.flush();
    return id;
  }

  /** A content key nobody else in this suite uses. */
  const uniqueFp = () => fingerprint(`content ${newId('c')}`, []);

  /** The post the duplicate check's query (`duplicateQuery`, as the create's statement runs it) finds. */
  async function find(
    pairs: { accountId: string; fingerprint: string }[],
    now = new Date(),
    excludePostId?: string,
  ): Promise<{ postId: string } | null> {
    const query = guard.duplicateQuery(pairs, { now, excludePostId });
    if (!query) return null;
    const [row] = await h.orm.em.fork().execute<Array<{ post_id: string }>>(query.sql, query.params);
    return row ? { postId: row.post_id } : null;
  }

  /** What a post about to be sent is, for the send guards. */
  function planFor(accounts: Account[], content: PostContent, person = {} as SendPlan['person']): SendPlan {
    return { postId: newId('post'), createdAt: new Date(), person, accounts, content };
  }
  const textContent = (content: string): PostContent => ({
    content,
    threadItems: null,
    mediaIds: [],
    options: {},
    topicTag: null,
    replyToPostId: null,
    scheduledAt: null,
  });

  /** The accounts' advisory locks, as the send path takes them (`DuplicateSendGuard.locks`). */
  const lockAccounts = (em: EntityManager, ids: string[]) => advisoryXactLock(em, accountLocks(ids));

  describe('the duplicate check (duplicateQuery)', () => {
    it('finds a post with the same fingerprint on the same account created within 10 minutes', async () => {
      const fp = uniqueFp();
      const postId = await insertPost({
        createdAt: new Date(Date.now() - 2 * MINUTE),
        targets: [{ accountId: chat, fingerprint: fp }],
      });
      expect(await find([{ accountId: chat, fingerprint: fp }])).toEqual({ postId });
    });

    it('answers null for another account, another fingerprint, or no pairs', async () => {
      const fp = uniqueFp();
      await insertPost({ targets: [{ accountId: chat, fingerprint: fp }] });
      expect(await find([{ accountId: micro, fingerprint: fp }])).toBeNull();
      expect(await find([{ accountId: chat, fingerprint: uniqueFp() }])).toBeNull();
      expect(await find([])).toBeNull();
    });

    it('matches on any of several pairs (one per target account)', async () => {
      const fp = uniqueFp();
      const postId = await insertPost({ targets: [{ accountId: micro, fingerprint: fp }] });
      expect(
        await find([
          { accountId: chat, fingerprint: fp },
          { accountId: micro, fingerprint: fp },
        ]),
      ).toEqual({ postId });
    });

    it('looks back 10 minutes from `now`: 9:59 ago counts, 10:01 ago does not', async () => {
      const now = new Date();
      const recent = uniqueFp();
      const old = uniqueFp();
      const recentId = await insertPost({
        createdAt: new Date(now.getTime() - 10 * MINUTE + 1000),
        targets: [{ accountId: chat, fingerprint: recent }],
      });
      await insertPost({
        createdAt: new Date(now.getTime() - 10 * MINUTE - 1000),
        targets: [{ accountId: chat, fingerprint: old }],
      });
      expect(await find([{ accountId: chat, fingerprint: recent }], now)).toEqual({ postId: recentId });
      expect(await find([{ accountId: chat, fingerprint: old }], now)).toBeNull();
    });

    it.each<PostStatus>(['scheduled', 'publishing', 'published', 'partial'])(
      'counts a %s post',
      async (status) => {
        const fp = uniqueFp();
        const postId = await insertPost({ status, targets: [{ accountId: chat, fingerprint: fp }] });
        expect(await find([{ accountId: chat, fingerprint: fp }])).toEqual({ postId });
      },
    );

    it.each<PostStatus>(['draft', 'failed', 'cancelled'])('ignores a %s post', async (status) => {
      const fp = uniqueFp();
      await insertPost({ status, targets: [{ accountId: chat, fingerprint: fp }] });
      expect(await find([{ accountId: chat, fingerprint: fp }])).toBeNull();
    });

    it('ignores a deleted post, a target deleted from its channel, and a target that failed', async () => {
      const deletedPost = uniqueFp();
      await insertPost({ deletedAt: new Date(), targets: [{ accountId: chat, fingerprint: deletedPost }] });
      const deletedTarget = uniqueFp();
      await insertPost({ targets: [{ accountId: chat, fingerprint: deletedTarget, deletedAt: new Date() }] });
      const failedTarget = uniqueFp();
      await insertPost({
        status: 'partial',
        targets: [
          { accountId: chat, fingerprint: failedTarget, status: 'failed' },
          { accountId: micro, fingerprint: failedTarget, status: 'published' },
        ],
      });
      expect(await find([{ accountId: chat, fingerprint: deletedPost }])).toBeNull();
      expect(await find([{ accountId: chat, fingerprint: deletedTarget }])).toBeNull();
      expect(await find([{ accountId: chat, fingerprint: failedTarget }])).toBeNull();
      expect(await find([{ accountId: micro, fingerprint: failedTarget }])).not.toBeNull();
    });

    it('leaves out the post given as excludePostId, and answers the newest other one', async () => {
      const fp = uniqueFp();
      const older = await insertPost({
        createdAt: new Date(Date.now() - 5 * MINUTE),
        targets: [{ accountId: chat, fingerprint: fp }],
      });
      const newer = await insertPost({
        createdAt: new Date(Date.now() - MINUTE),
        targets: [{ accountId: chat, fingerprint: fp }],
      });
      expect(await find([{ accountId: chat, fingerprint: fp }])).toEqual({ postId: newer });
      expect(await find([{ accountId: chat, fingerprint: fp }], new Date(), newer)).toEqual({
        postId: older,
      });
    });

    it("for a retry, measures from the retried post's creation (later posts count too)", async () => {
      const fp = uniqueFp();
      const retried = await insertPost({
        status: 'failed',
        createdAt: new Date(Date.now() - 60 * MINUTE),
        targets: [{ accountId: chat, fingerprint: fp, status: 'failed' }],
      });
      const other = await insertPost({ targets: [{ accountId: chat, fingerprint: fp }] });
      const retriedAt = new Date(Date.now() - 60 * MINUTE);
      expect(await find([{ accountId: chat, fingerprint: fp }], retriedAt, retried)).toEqual({
        postId: other,
      });
    });
  });

  describe("the accounts' locks", () => {
    const chatAccount = () => ({ id: chat, platform: 'chat', workspaceId: demoWorkspace }) as Account;

    it('refuses to run outside a transaction, where the lock would not hold', async () => {
      const guards = [new DuplicateSendGuard(guard, checks)];
      const plan = planFor([chatAccount()], textContent(`outside ${newId('c')}`));
      await expect(checkSend(h.orm.em.fork(), guards, plan)).rejects.toThrow(/inside a transaction/);
    });

    /**
     * What the send path does in one transaction (`checkSend`: the guard's locks, then its query),
     * then a pause, then the insert. Without the lock: the same guard with its locks left out.
     */
    function createGuarded(text: string, options: { lock: boolean; pauseMs: number }): Promise<string> {
      const duplicates = new DuplicateSendGuard(guard, checks);
      const unlocked: SendGuard = { locks: () => [], refusal: (plan) => duplicates.refusal(plan) };
      const content = textContent(text);
      const fp = checks.fingerprint('chat', content);
      return h.orm.em.fork().transactional(async (tx) => {
        await checkSend(tx, [options.lock ? duplicates : unlocked], planFor([chatAccount()], content));
        await sleep(options.pauseMs);
        return insertPost({ status: 'publishing', targets: [{ accountId: chat, fingerprint: fp }] }, tx);
      });
    }

    it('lets only one of two concurrent identical creates through; the other gets duplicate_post', async () => {
      const text = `race ${newId('c')}`;
      const fp = checks.fingerprint('chat', textContent(text));
      const results = await Promise.allSettled([
        createGuarded(text, { lock: true, pauseMs: 300 }),
        createGuarded(text, { lock: true, pauseMs: 300 }),
      ]);
      const made = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(made).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const error = (refused[0] as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(409);
      expect(error.toBody().error).toMatchObject({
        code: 'duplicate_post',
        postId: (made[0] as PromiseFulfilledResult<string>).value,
      });
      expect(await h.orm.em.fork().count(PostTarget, { fingerprint: fp })).toBe(1);
    });

    it('(control) without the lock both concurrent creates pass the check: the race is real', async () => {
      const text = `no lock ${newId('c')}`;
      const results = await Promise.allSettled([
        createGuarded(text, { lock: false, pauseMs: 300 }),
        createGuarded(text, { lock: false, pauseMs: 300 }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    });

    it('holds until commit for the same account, and does not block other accounts', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let markLocked!: () => void;
      const locked = new Promise<void>((resolve) => (markLocked = resolve));
      const first = h.orm.em.fork().transactional(async (tx) => {
        await lockAccounts(tx, [chat]);
        markLocked();
        await gate;
      });
      await locked;

      await h.orm.em.fork().transactional((tx) => lockAccounts(tx, [micro]));

      let secondGotIt = false;
      const second = h.orm.em.fork().transactional(async (tx) => {
        await lockAccounts(tx, [chat]);
        secondGotIt = true;
      });
      await sleep(300);
      expect(secondGotIt).toBe(false);
      release();
      await first;
      await second;
      expect(secondGotIt).toBe(true);
    });

    it('takes overlapping account sets given in any order without deadlocking', async () => {
      const run = (ids: string[]) =>
        h.orm.em.fork().transactional(async (tx) => {
          await lockAccounts(tx, ids);
          await sleep(100);
          return ids.join(',');
        });
      const results = await Promise.all([
        run([chat, micro]),
        run([micro, chat]),
        run([micro, chat, chat]),
        run([chat, micro]),
      ]);
      expect(results).toHaveLength(4);
    });
  });

  describe('QuotaGuard', () => {
    const DAY = 86_400_000;

    /** A person of their own (no other rows count for them), with `workspaces` workspaces. */
    async function newPerson(plan: 'free' | 'paid', createdAt: Date, workspaces = 1) {
      const em = h.orm.em.fork();
      const person = em.create(Person, {
        id: newId('per'),
        email: `${newId('p')}@example.test`,
        name: 'Quota',
        plan,
        createdAt,
        emailVerifiedAt: createdAt,
      });
      const workspaceIds: string[] = [];
      for (let i = 0; i < workspaces; i += 1) {
        const ws = em.create(Workspace, {
          id: newId('ws'),
          personId: person.id,
          name: `W${i}`,
          slug: `w${i}`,
          createdAt,
        });
        workspaceIds.push(ws.id);
      }
      await em.flush();
      return { person, workspaceIds };
    }

    type Someone = Pick<Person, 'id' | 'plan' | 'createdAt'>;

    /**
     * What the quota's query (`overQuery`, as the create's statement runs it) answers for adding
     * `adding` posts to the workspace: the refusal it makes, or null when the posts may go.
     */
    async function overQuota(
      quota: QuotaGuard,
      person: Someone,
      workspaceId: string,
      adding = 1,
      now = new Date(),
    ): Promise<AppError | null> {
      const query = quota.overQuery(person, workspaceId, adding, now);
      if (!query) return null;
      const [row] = await h.orm.em.fork().execute<Array<{ used: number }>>(query.sql, query.params);
      return row ? query.refuse(row) : null;
    }

    /** The body of a 402 refusal. */
    function quotaError(error: unknown): Record<string, unknown> {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(402);
      return (error as AppError).toBody().error;
    }

    it('counts posts per workspace (the billing unit) and refuses the one over the limit (402)', async () => {
      const quota = new QuotaGuard({ freePlanPostsPerMonth: 3 });
      const now = new Date();
      const { person, workspaceIds } = await newPerson('free', new Date(now.getTime() - 40 * DAY), 2);
      const [ws1, ws2] = workspaceIds;
      const period = quotaPeriod(person.createdAt, now);
      const inPeriod = new Date(Math.max(period.start.getTime(), now.getTime() - DAY));

      await insertPost({ workspaceId: ws1, status: 'published', createdAt: inPeriod });
      await insertPost({ workspaceId: ws1, status: 'scheduled', createdAt: inPeriod });
      // Another workspace of the same person has its own count.
      for (let i = 0; i < 3; i += 1)
        await insertPost({ workspaceId: ws2, status: 'published', createdAt: inPeriod });
      expect(await overQuota(quota, person, ws1, 1, now)).toBeNull();
      const two = quotaError(await overQuota(quota, person, ws1, 2, now));
      expect(two).toMatchObject({ code: 'quota_exceeded', limit: 3, used: 2 });
      expect(quotaError(await overQuota(quota, person, ws2, 1, now))).toMatchObject({ used: 3 });

      await insertPost({ workspaceId: ws1, status: 'publishing', createdAt: inPeriod });
      const error = quotaError(await overQuota(quota, person, ws1, 1, now));
      expect(error).toEqual({
        code: 'quota_exceeded',
        message: expect.stringContaining(period.end.toISOString()),
        limit: 3,
        used: 3,
        periodStart: period.start.toISOString(),
        resetsAt: period.end.toISOString(),
      });
    });

    it('does not count drafts, failed, cancelled, replies, imported posts, earlier periods or other people', async () => {
      const quota = new QuotaGuard({ freePlanPostsPerMonth: 3 });
      const now = new Date();
      const { person, workspaceIds } = await newPerson('free', new Date(now.getTime() - 3 * DAY));
      const [ws] = workspaceIds;
      const someoneElse = await newPerson('free', new Date(now.getTime() - 3 * DAY));
      const at = new Date(now.getTime() - DAY);

      await insertPost({ workspaceId: ws, status: 'draft', createdAt: at });
      await insertPost({ workspaceId: ws, status: 'failed', createdAt: at });
      await insertPost({ workspaceId: ws, status: 'cancelled', createdAt: at });
      const root = await insertPost({ workspaceId: ws, status: 'published', createdAt: at });
      await insertPost({ workspaceId: ws, status: 'published', createdAt: at, replyToPostId: root });
      await insertPost({ workspaceId: ws, status: 'published', createdAt: at, origin: 'imported' });
      await insertPost({
        workspaceId: ws,
        status: 'published',
        createdAt: new Date(now.getTime() - 4 * DAY),
      });
      await insertPost({ workspaceId: someoneElse.workspaceIds[0], status: 'published', createdAt: at });
      // Counted: the root above, a chain (one row: one post), a post later deleted from its channel.
      await insertPost({
        workspaceId: ws,
        status: 'published',
        createdAt: at,
        threadItems: [{ content: 'one' }, { content: 'two' }, { content: 'three' }],
      });
      await insertPost({ workspaceId: ws, status: 'published', createdAt: at, deletedAt: now });

      // 3 counted of 3 allowed: the next post is refused with the count, no post is not.
      expect(quotaError(await overQuota(quota, person, ws, 1, now))).toMatchObject({ used: 3 });
      expect(await overQuota(quota, person, ws, 0, now)).toBeNull();
    });

    it('is unlimited on the paid plan and when the limit is 0 (the default configuration)', async () => {
      const now = new Date();
      const paid = await newPerson('paid', new Date(now.getTime() - DAY));
      const free = await newPerson('free', new Date(now.getTime() - DAY));
      for (const p of [paid, free]) {
        await insertPost({ workspaceId: p.workspaceIds[0], status: 'published', createdAt: now });
      }
      const limited = new QuotaGuard({ freePlanPostsPerMonth: 1 });
      // No limit: no query at all, so nothing in the create's statement can refuse.
      expect(limited.overQuery(paid.person, paid.workspaceIds[0], 5, now)).toBeNull();
      quotaError(await overQuota(limited, free.person, free.workspaceIds[0], 1, now));

      expect(h.config.freePlanPostsPerMonth).toBe(0);
      const configured = h.container.resolve(QuotaGuard);
      expect(configured).toBe(h.container.resolve(QuotaGuard));
      expect(configured.overQuery(free.person, free.workspaceIds[0], 50, now)).toBeNull();
      expect(
        new QuotaGuard({ freePlanPostsPerMonth: 0 }).overQuery(free.person, free.workspaceIds[0], 50, now),
      ).toBeNull();
    });

    it('counts in periods from the signup date: Jan 31 signup, Feb 29 period in a leap year', async () => {
      const quota = new QuotaGuard({ freePlanPostsPerMonth: 1 });
      const { person, workspaceIds } = await newPerson('free', new Date('2024-01-31T10:00:00.000Z'));
      const [ws] = workspaceIds;
      const now = new Date('2024-02-29T12:00:00.000Z');
      await insertPost({ workspaceId: ws, createdAt: new Date('2024-02-29T09:59:59.000Z') });
      expect(await overQuota(quota, person, ws, 1, now)).toBeNull();

      await insertPost({ workspaceId: ws, createdAt: new Date('2024-02-29T10:00:00.000Z') });
      const error = quotaError(await overQuota(quota, person, ws, 1, now));
      expect(error).toMatchObject({
        limit: 1,
        used: 1,
        periodStart: '2024-02-29T10:00:00.000Z',
        resetsAt: '2024-03-31T10:00:00.000Z',
      });
      // The next period opens again.
      expect(await overQuota(quota, person, ws, 1, new Date('2024-03-31T10:00:00.000Z'))).toBeNull();
    });

    it('counts two concurrent creates in one workspace one after the other (no overshoot)', async () => {
      const quota = new QuotaGuard({ freePlanPostsPerMonth: 1 });
      const now = new Date();
      const { person, workspaceIds } = await newPerson('free', new Date(now.getTime() - DAY), 2);
      // The send path's check (`checkSend`: the workspace's lock, then the query), a pause, the insert.
      const create = (ws: string) =>
        h.orm.em.fork().transactional(async (tx) => {
          const account = { id: chat, platform: 'chat', workspaceId: ws } as Account;
          const plan = planFor([account], textContent(`quota ${newId('c')}`), person);
          await checkSend(tx, [new QuotaSendGuard(quota)], plan);
          await sleep(300);
          return insertPost({ workspaceId: ws, status: 'publishing' }, tx);
        });
      const results = await Promise.allSettled([create(workspaceIds[0]), create(workspaceIds[0])]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as AppError).toBody().error).toMatchObject({ code: 'quota_exceeded', used: 1 });
    });

    it('refuses a create both duplicate and over quota with duplicate_post (the guards in order), in the statement that writes it, and keeps none of its rows', async () => {
      const now = new Date();
      const { person, workspaceIds } = await newPerson('free', new Date(now.getTime() - DAY));
      const [ws] = workspaceIds;
      const content = textContent(`both ${newId('c')}`);
      const fp = checks.fingerprint('chat', content);
      const account = { id: chat, platform: 'chat', workspaceId: ws } as Account;
      const guards = [
        new DuplicateSendGuard(guard, checks),
        new QuotaSendGuard(new QuotaGuard({ freePlanPostsPerMonth: 1 })),
      ];
      /** A create as the post service makes it: the post and its target in one checked statement. */
      const create = () =>
        h.orm.em.fork().transactional(async (tx) => {
          const postId = newId('post');
          const plan = { postId, createdAt: now, person, accounts: [account], content };
          const row = tx.create(
            Post,
            { id: postId, workspaceId: ws, ...content, status: 'publishing', runs: 1 },
            { persist: false },
          );
          const target = tx.create(
            PostTarget,
            {
              id: newId('tgt'),
              postId,
              accountId: chat,
              platform: 'chat',
              accountHandle: 'handle',
              status: 'pending',
              fingerprint: fp,
            },
            { persist: false },
          );
          await insertChecked(tx, guards, plan, [
            rowsInsert(tx, Post, [row]),
            rowsInsert(tx, PostTarget, [target]),
          ]);
          return postId;
        });
      const first = await create();
      const refusal = await create().then(
        () => null,
        (err: unknown) => err,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(409);
      expect((refusal as AppError).toBody().error).toMatchObject({ code: 'duplicate_post', postId: first });
      expect(await h.orm.em.fork().count(Post, { workspaceId: ws })).toBe(1);
      expect(await h.orm.em.fork().count(PostTarget, { fingerprint: fp })).toBe(1);

      // Another text to the same workspace: over quota, refused 402 with the count before it.
      const other = quotaError(
        await h.orm.em
          .fork()
          .transactional((tx) =>
            insertChecked(
              tx,
              guards,
              {
                postId: newId('post'),
                createdAt: now,
                person,
                accounts: [account],
                content: { ...content, content: 'another text' },
              },
              [],
            ),
          )
          .then(
            () => null,
            (err: unknown) => err,
          ),
      );
      expect(other).toMatchObject({ code: 'quota_exceeded', limit: 1, used: 1 });
    });
  });
});
