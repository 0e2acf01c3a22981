import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget } from '../../core/entities';
import { newId } from '../../core/ids';
import { advisoryXactLock } from '../../core/services/posts/duplicate-guard';
import { postLock } from '../../core/services/posts/post-lock';
import { PublishService } from '../../core/services/posts/publish-service';
import { startHarness, type Harness } from '../support/harness';
import { publishNow } from '../support/posts';

/**
 * The API starts a new post's run just before the COMMIT that writes the post (post-service.ts), so
 * a run can be quicker than that COMMIT. Its start must then wait for the create to end: read too
 * early, the post is not there, and the run would end without sending what the client was told is
 * going out. These tests hold a create's transaction open, as a slow COMMIT would, on a real
 * PostgreSQL.
 */
let h: Harness;
let chat: string;

beforeAll(async () => {
  h = await startHarness();
  chat = await h.accountId('chat');
});

afterAll(async () => {
  await h?.close();
});

/** A create's transaction as the API opens it (its post's lock, then its rows), left open. */
async function openCreate(): Promise<{ em: EntityManager; postId: string }> {
  const em = h.orm.em.fork();
  await em.begin();
  const postId = newId('post');
  await advisoryXactLock(em, [postLock(postId)]);
  const account = await em.findOneOrFail(Account, { id: chat });
  em.create(Post, {
    id: postId,
    workspaceId: account.workspaceId,
    content: `run before commit ${postId}`,
    status: 'publishing',
    runs: 1,
  });
  em.create(PostTarget, {
    id: newId('tgt'),
    postId,
    accountId: account.id,
    platform: account.platform,
    accountHandle: account.handle,
    status: 'pending',
  });
  await em.flush();
  return { em, postId };
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.finally(() => (settled = true)).catch(() => undefined);
  await new Promise((r) => setTimeout(r, ms));
  return settled;
}

it('a run that starts before its post is committed waits for the COMMIT, then sends it', async () => {
  const { em, postId } = await openCreate();
  const start = h.container.resolve(PublishService).startWithRows(postId);
  // Without the wait it would answer at once: no post, nothing to send.
  expect(await settlesWithin(start, 500)).toBe(false);
  await em.commit();
  const started = await start;
  expect(started?.plan.targets).toEqual([expect.objectContaining({ items: 1, from: 0, quick: true })]);
  expect([...started!.rows.keys()]).toEqual(started!.plan.targets.map((t) => t.targetId));
});

it('a run whose create is rolled back finds no post and sends nothing', async () => {
  const { em, postId } = await openCreate();
  const start = h.container.resolve(PublishService).startWithRows(postId);
  expect(await settlesWithin(start, 500)).toBe(false);
  await em.rollback();
  expect(await start).toBeNull();
  expect(await h.orm.em.fork().findOne(Post, { id: postId })).toBeNull();
});

it('a post created through the API still goes out once, and its run is the one the API started', async () => {
  const post = await publishNow(h, `run before commit, through the API ${Date.now()}`, [chat]);
  expect(post.status).toBe('published');
  expect(post.targets).toEqual([expect.objectContaining({ status: 'published' })]);
  const { posts } = (await (await fetch(`${h.config.sandboxUrl}/chat/_sandbox/posts`)).json()) as {
    posts: Array<{ text: string }>;
  };
  expect(posts.filter((p) => p.text === post.content)).toHaveLength(1);
});
