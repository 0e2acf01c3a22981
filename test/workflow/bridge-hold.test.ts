import 'reflect-metadata';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { DependencyContainer } from 'tsyringe';
import { Account, BridgeJob, Workspace } from '../../core/entities';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { PostRetry } from '../../core/services/posts/post-retry';
import { PostService } from '../../core/services/posts/post-service';
import { ensureSearchAttributes } from '../../core/temporal/search-attributes';
import type { BridgeSignal } from '../../workflows/bridge-hold';
import { startTimeSkipping, type TimeSkippingWorld } from '../support/time-skipping';
import { until } from '../support/wait';

const DAY = 24 * 3600_000;

/**
 * The kr bridge hold inside the publish workflow, on Temporal's time-skipping test server with the
 * real activities and database: 7-day ends pass in seconds. The extension's side is played by the
 * signals the API's bridge socket sends (`bridgeEvent`) and by the job rows it reads.
 */
describe('the kr bridge hold (time-skipping)', () => {
  let world: TimeSkippingWorld;
  let env: TestWorkflowEnvironment;
  let orm: MikroORM;
  let container: DependencyContainer;
  let workspace: Workspace;
  let account: Account;
  const taskQueue = 'bridge-hold-test';

  beforeAll(async () => {
    world = await startTimeSkipping({ TEMPORAL_TASK_QUEUE: taskQueue });
    ({ env, orm, container } = world);
    await ensureSearchAttributes(env.connection, 'default');
    workspace = (await orm.em.fork().findOne(Workspace, { slug: 'demo' }))!;
    account = (await orm.em.fork().findOne(Account, { workspaceId: workspace.id, platform: 'kr_blog' }))!;
  }, 120_000);
  afterAll(() => world?.close());

  const withWorker = <T>(fn: () => Promise<T>): Promise<T> => world.withWorker(taskQueue, fn);
  const auth = () => ({
    person: { id: workspace.personId } as never,
    key: {} as never,
    workspaces: [workspace],
  });
  const bridges = () => container.resolve(BridgeJobs);

  /** What the extension last said, as the API records it. */
  const bridgeSays = (online: boolean, login: 'signed_in' | 'signed_out' = 'signed_in') =>
    bridges().noteBridge(account.id, { online, login, extensionVersion: '0.8.0' });

  async function publish(title: string) {
    const { post } = await RequestContext.create(orm.em, () =>
      container.resolve(PostService).create(auth(), workspace, {
        content: `본문: ${title}`,
        accountIds: [account.id],
        options: { kr_blog: { title, category: '일상', layout: 'as-is' } },
      }),
    );
    return post.id;
  }
  const read = (postId: string) =>
    RequestContext.create(orm.em, () =>
      container.resolve(PostService).get({ person: { id: workspace.personId } } as never, workspace, postId),
    );
  const signal = (postId: string, s: Omit<BridgeSignal, 'accountId'>) =>
    env.client.workflow.getHandle(`post/${postId}`).signal('bridgeEvent', { accountId: account.id, ...s });
  const jobs = (postId: string) =>
    orm.em.fork().find(BridgeJob, { postId }, { orderBy: { createdAt: 'asc' } });
  async function finish(postId: string) {
    await env.client.workflow.getHandle(`post/${postId}`).result();
    return read(postId);
  }

  beforeEach(() => bridges().pair(account.id));

  it('expires a post with bridge_timeout when no extension comes online within 7 days', async () => {
    await bridgeSays(false);
    const post = await withWorker(async () => {
      const id = await publish('nobody online');
      const startedAt = await env.currentTimeMs();
      const settled = await finish(id);
      expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(7 * DAY);
      return settled;
    });
    expect(post.status).toBe('failed');
    expect(post.targets[0]).toMatchObject({ status: 'failed', errorCode: 'bridge_timeout', retryable: true });
    // Never sent: the job stayed queued, nothing was tried on the blog.
    expect((await jobs(post.id)).map((j) => [j.status, j.attempt])).toEqual([['done', 0]]);
  });

  it('closes with kr_not_logged_in after 7 days signed out, waiting with bridge.state login_needed', async () => {
    await bridgeSays(true, 'signed_out');
    const post = await withWorker(async () => {
      const id = await publish('signed out all week');
      await until(
        async () => (await read(id)).targets[0].bridge?.state === 'login_needed',
        10_000,
        'login_needed',
      );
      await env.sleep(3 * DAY);
      expect((await read(id)).targets[0]).toMatchObject({
        status: 'pending',
        bridge: { state: 'login_needed' },
      });
      return finish(id);
    });
    expect(post.targets[0]).toMatchObject({
      status: 'failed',
      errorCode: 'kr_not_logged_in',
      retryable: true,
    });
  });

  it('sends the job once the person signs in again mid-hold, and publishes it once', async () => {
    await bridgeSays(true, 'signed_out');
    const post = await withWorker(async () => {
      const id = await publish('signed in on day 3');
      await until(
        async () => (await read(id)).targets[0].bridge?.state === 'login_needed',
        10_000,
        'login_needed',
      );
      await env.sleep(3 * DAY);
      expect((await jobs(id))[0].status).toBe('queued');
      await bridgeSays(true, 'signed_in');
      await signal(id, { event: { type: 'login', login: 'signed_in' } });
      await until(async () => (await jobs(id))[0]?.status === 'sent', 10_000, 'the job to be sent');
      expect((await read(id)).targets[0]).toMatchObject({
        status: 'publishing',
        bridge: { state: 'working' },
      });
      const [job] = await jobs(id);
      await signal(id, { jobId: job.id, event: { type: 'progress', step: 'typing' } });
      await signal(id, {
        jobId: job.id,
        event: { type: 'published', logNo: '223400000042', url: 'https://blog.example/demo/223400000042' },
      });
      return finish(id);
    });
    expect(post.status).toBe('published');
    expect(post.targets[0]).toMatchObject({ status: 'published', externalId: '223400000042' });
    expect((await jobs(post.id)).map((j) => [j.kind, j.status, j.attempt])).toEqual([['publish', 'done', 1]]);
  });

  it('after the extension left at the publish step, asks the blog before anything else and takes the post it finds', async () => {
    await bridgeSays(true, 'signed_in');
    const post = await withWorker(async () => {
      const id = await publish('answer lost');
      await until(async () => (await jobs(id))[0]?.status === 'sent', 10_000, 'the job to be sent');
      const [job] = await jobs(id);
      await signal(id, { jobId: job.id, event: { type: 'progress', step: 'publishing' } });
      await bridgeSays(false);
      await signal(id, { event: { type: 'offline' } });
      await env.sleep(DAY);
      await bridgeSays(true, 'signed_in');
      await signal(id, { event: { type: 'online', login: 'signed_in' } });
      await until(
        async () => (await jobs(id)).some((j) => j.kind === 'verify' && j.status === 'sent'),
        10_000,
        'a verify job',
      );
      const verify = (await jobs(id)).find((j) => j.kind === 'verify')!;
      expect(verify.payload).toMatchObject({ title: 'answer lost' });
      await signal(id, {
        jobId: verify.id,
        event: { type: 'published', logNo: '223400000077', url: 'https://blog.example/demo/223400000077' },
      });
      return finish(id);
    });
    expect(post.targets[0]).toMatchObject({ status: 'published', externalId: '223400000077' });
    // The publish job went out once; the blog was asked, not written again.
    const all = await jobs(post.id);
    expect(all.find((j) => j.kind === 'publish')!.attempt).toBe(1);
  });

  it('ends bridge_stalled when a connected extension stops moving, and bridge_lost when it leaves mid-job', async () => {
    await bridgeSays(true, 'signed_in');
    const [stalled, lost] = await withWorker(async () => {
      const a = await publish('stalls');
      await until(async () => (await jobs(a))[0]?.status === 'sent', 10_000, 'the job to be sent');
      const stalledPost = await finish(a);
      const b = await publish('leaves');
      await until(async () => (await jobs(b))[0]?.status === 'sent', 10_000, 'the job to be sent');
      const [job] = await jobs(b);
      await signal(b, { jobId: job.id, event: { type: 'progress', step: 'typing' } });
      await signal(b, { event: { type: 'offline' } });
      return [stalledPost, await finish(b)];
    });
    expect(stalled.targets[0]).toMatchObject({
      status: 'failed',
      errorCode: 'bridge_stalled',
      retryable: true,
    });
    expect(lost.targets[0]).toMatchObject({ status: 'failed', errorCode: 'bridge_lost', retryable: true });
  });

  it('a draft save that went quiet ends kr_draft_unknown, and a retry answers 409 until force: true', async () => {
    await bridgeSays(true, 'signed_in');
    const id = await withWorker(async () => {
      const postId = await publish('draft gone quiet');
      await until(async () => (await jobs(postId))[0]?.status === 'sent', 10_000, 'the job to be sent');
      const [job] = await jobs(postId);
      await signal(postId, { jobId: job.id, event: { type: 'refused', code: 'kr_draft_unknown' } });
      await finish(postId);
      return postId;
    });
    expect((await read(id)).targets[0]).toMatchObject({
      status: 'failed',
      errorCode: 'kr_draft_unknown',
      retryable: false,
    });
    const retries = () => container.resolve(PostRetry);
    await expect(
      RequestContext.create(orm.em, () => retries().retry(auth(), workspace, id, false)),
    ).rejects.toMatchObject({ code: 'kr_draft_unknown', status: 409 });
    expect(await jobs(id)).toHaveLength(1);
    await withWorker(async () => {
      await RequestContext.create(orm.em, () => retries().retry(auth(), workspace, id, true));
      await until(
        async () => (await jobs(id)).filter((j) => j.status === 'sent').length === 1,
        10_000,
        'a new job',
      );
      const fresh = (await jobs(id)).find((j) => j.status === 'sent')!;
      await signal(id, {
        jobId: fresh.id,
        event: { type: 'published', logNo: '223400000099', url: 'https://blog.example/d/223400000099' },
      });
      await finish(id);
    });
    expect((await read(id)).targets[0]).toMatchObject({ status: 'published', externalId: '223400000099' });
  });
});
