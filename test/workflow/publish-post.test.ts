import 'reflect-metadata';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { DependencyContainer } from 'tsyringe';
import { Account, Workspace } from '../../core/entities';
import { PostChanges } from '../../core/services/posts/post-changes';
import { PostService, type CreatePostInput } from '../../core/services/posts/post-service';
import { ensureSearchAttributes } from '../../core/temporal/search-attributes';
import type { SandboxServer } from '../../plugins/sandbox-server';
import { startTimeSkipping, type TimeSkippingWorld } from '../support/time-skipping';
import { until } from '../support/wait';

/**
 * The publish workflow on Temporal's time-skipping test server, with the real activities, a real
 * database and the emulators over HTTP: waits the platform asks for pass in no time.
 */
describe('publishPost workflow (time-skipping)', () => {
  let world: TimeSkippingWorld;
  let env: TestWorkflowEnvironment;
  let orm: MikroORM;
  let container: DependencyContainer;
  let sandbox: SandboxServer;
  let workspace: Workspace;
  const taskQueue = 'publish-post-test';

  beforeAll(async () => {
    // The post service starts its workflows on this queue.
    world = await startTimeSkipping({ TEMPORAL_TASK_QUEUE: taskQueue });
    ({ env, orm, container, sandbox } = world);
    await ensureSearchAttributes(env.connection, 'default');
    workspace = (await orm.em.fork().findOne(Workspace, { slug: 'demo' }))!;
  }, 120_000);

  /** A worker runs once; each test gets its own for the length of `fn`. */
  const withWorker = <T>(fn: () => Promise<T>): Promise<T> => world.withWorker(taskQueue, fn);

  afterAll(() => world?.close());

  afterEach(() => sandbox.emulators.forEach((e) => e.reset()));

  const auth = () => ({
    person: { id: workspace.personId } as never,
    key: {} as never,
    workspaces: [workspace],
  });

  async function publish(content: string, platform: string, more: Partial<CreatePostInput> = {}) {
    const account = (await orm.em.fork().findOne(Account, { workspaceId: workspace.id, platform }))!;
    return RequestContext.create(orm.em, () =>
      container
        .resolve(PostService)
        .create(auth(), workspace, { content, accountIds: [account.id], ...more }),
    );
  }

  async function outcome(postId: string) {
    await env.client.workflow.getHandle(`post/${postId}`).result();
    return current(postId);
  }

  function current(postId: string) {
    return RequestContext.create(orm.em, () =>
      container.resolve(PostService).get({ person: { id: workspace.personId } } as never, workspace, postId),
    );
  }

  it('publishes a post scheduled a year ahead exactly once, at the time it was moved to', async () => {
    const micro = sandbox.emulators.get('micro')!;
    const yearAhead = new Date(Date.now() + 364 * 24 * 3600_000).toISOString();
    const halfYear = new Date(Date.now() + 182 * 24 * 3600_000).toISOString();
    const result = await withWorker(async () => {
      const { post } = await publish('A year ahead', 'micro', { scheduledAt: yearAhead });
      expect(post.status).toBe('scheduled');
      const moved = await RequestContext.create(orm.em, () =>
        container.resolve(PostChanges).patch(auth(), workspace, post.id, { scheduledAt: halfYear }),
      );
      expect(moved.post).toMatchObject({ status: 'scheduled', scheduledAt: halfYear });
      const settled = await outcome(post.id);
      const closed = await env.client.workflow.getHandle(`post/${post.id}`).describe();
      return { settled, at: closed.closeTime!.getTime() };
    });
    expect(result.settled.status).toBe('published');
    expect(micro.posts().map((p) => p.text)).toEqual(['A year ahead']);
    // Temporal's clock reached the new time, and the post went out before the old one.
    expect(result.at).toBeGreaterThanOrEqual(Date.parse(halfYear));
    expect(result.at).toBeLessThan(Date.parse(yearAhead));
  });

  it('does not send a scheduled post that was made a draft before its time', async () => {
    const micro = sandbox.emulators.get('micro')!;
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const runResult = await withWorker(async () => {
      const { post } = await publish('Never mind', 'micro', { scheduledAt: inAnHour });
      await RequestContext.create(orm.em, () =>
        container.resolve(PostChanges).patch(auth(), workspace, post.id, { scheduledAt: null }),
      );
      const run = await env.client.workflow.getHandle(`post/${post.id}`).result();
      await env.sleep('2 hours');
      return { run, post: await outcome(post.id) };
    });
    expect(runResult.run).toEqual({ status: 'draft' });
    expect(runResult.post.status).toBe('draft');
    expect(micro.posts()).toHaveLength(0);
  });

  it("waits out the platform's rate-limit reset (15 minutes) through Temporal, then publishes once", async () => {
    const micro = sandbox.emulators.get('micro')!;
    micro.failNext('rate_limit');
    const result = await withWorker(async () => {
      const startedAt = await env.currentTimeMs();
      const { post } = await publish('Rate limited first', 'micro');
      // Time skips only while something awaits a run's result. Until the first try is recorded, let
      // it run in real time: on a loaded machine a skip could pass the workflow task's 10 s timeout
      // while the try is still under way, and the retry would not be the platform's wait.
      await until(
        async () => (await current(post.id)).targets[0].retrying !== undefined,
        30_000,
        'the first try to be refused',
      );
      const settled = await outcome(post.id);
      return { settled, waitedMs: (await env.currentTimeMs()) - startedAt };
    });
    expect(result.settled.status).toBe('published');
    expect(micro.posts()).toHaveLength(1);
    // The emulator's reset is 900 s ahead; Temporal's clock moved at least that far.
    expect(result.waitedMs).toBeGreaterThanOrEqual(890_000);
  });

  it('gives up after five tries of a failing platform and records a retryable failure', async () => {
    const micro = sandbox.emulators.get('micro')!;
    micro.failNext('server_error', 5);
    const settled = await withWorker(async () =>
      outcome((await publish('Never gets through', 'micro')).post.id),
    );
    expect(settled.status).toBe('failed');
    expect(settled.targets[0]).toMatchObject({
      status: 'failed',
      errorCode: 'platform_error',
      retryable: true,
    });
    expect(micro.posts()).toHaveLength(0);
  });
});
