import type { Client } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { queueWarmUpRun } from '../../activities/warm-worker';
import { TEMPORAL_CLIENT } from '../../core/container';
import { startHarness, type Harness } from '../support/harness';
import { firstTaskDone, pendingTimer } from '../support/runs';
import { until, waitForPost } from '../support/wait';

const { TaskQueueKind, TaskQueueType } = temporal.api.enums.v1;
/** Scheduled posts whose runs' first workflow tasks queue up while no worker polls. */
const BACKLOG = 150;
const DAY = 24 * 3600_000;

/**
 * Issue 33: with thousands of posts scheduled at once, or after a restart, the task queue holds a
 * backlog of background workflow tasks. A post a person waits for (published now, a new post,
 * `wait: true`) must go out ahead of it, not after it: first in, first out made it wait 25 to 40 s.
 */
describe('work a person waits for goes ahead of a backlog', () => {
  let h: Harness;
  let temporalClient: Client;

  beforeAll(async () => {
    // Scheduled runs now sleep until shortly before their time, with no workflow task queued
    // (test/e2e/scheduled-asleep.test.ts). A wake-ahead longer than every schedule starts them at
    // once, as before, so their first tasks make the backlog this suite needs.
    h = await startHarness({ env: { FANOUT_SCHEDULE_WAKE_AHEAD_SECONDS: String(10 * 365 * 86_400) } });
    temporalClient = h.container.resolve<Client>(TEMPORAL_CLIENT);
  });
  afterAll(() => h.close());

  /** The workflow tasks waiting in the service's task queue, as Temporal counts them. */
  const backlog = async (): Promise<number> => {
    const answer = await temporalClient.workflowService.describeTaskQueue({
      namespace: h.config.temporalNamespace,
      taskQueue: { name: h.config.taskQueue, kind: TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType: TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
      reportStats: true,
    });
    return Number(answer.stats?.approximateBacklogCount ?? 0);
  };

  it('a publish-now, a new post and a `wait: true` post go out while most of the backlog still waits', async () => {
    const accountIds = [await h.accountId('chat')];
    const at = () => new Date(Date.now() + 2 * DAY + Math.floor(Math.random() * DAY));
    // Scheduled while the worker runs: its run waits on its timer, as every run does after a restart.
    const scheduled = await h.call('POST', '/v1/posts', {
      content: 'Scheduled, then published now',
      accountIds,
      scheduledAt: at().toISOString(),
    });
    expect(scheduled.status).toBe(201);
    await until(async () => (await pendingTimer(h, scheduled.body.id)) !== undefined, 30_000, 'its timer');

    // The backlog: posts scheduled while no worker polls, each run's first workflow task queued.
    await h.stopWorker();
    const made: string[] = [];
    for (let batch = 0; batch < BACKLOG; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          h.call('POST', '/v1/posts', {
            content: `Background ${batch + i}`,
            accountIds,
            scheduledAt: at().toISOString(),
          }),
        ),
      );
      for (const answer of answers) made.push(answer.status === 201 ? answer.body.id : answer.status);
    }
    expect(made.filter((id) => typeof id !== 'string')).toEqual([]);
    const before = await backlog();
    expect(before).toBeGreaterThanOrEqual(BACKLOG * 0.9);

    // Asked behind that backlog, while no worker polls: first in, first out, they went out last.
    const publishNow = await h.call('POST', `/v1/posts/${scheduled.body.id}/publish`, {});
    expect(publishNow.status).toBe(202);
    const fresh = await h.call('POST', '/v1/posts', { content: 'Published at once', accountIds });
    expect(fresh.status).toBe(202);

    // As activities/worker-main.ts starts a worker: its warm-up run queued first, at the urgent
    // priority, so the first urgent post does not pay for the workflow thread's first tasks while
    // the backlog drains beside it (a cold first task took 0.8 s, seconds on a loaded machine).
    await queueWarmUpRun(temporalClient, h.config.taskQueue);
    await h.startWorker();
    // Asked once the worker polls again: answered published within its wait.
    const waited = await h.call('POST', '/v1/posts', { content: 'Waited for', accountIds, wait: true });
    expect(waited.status).toBe(201);
    expect(waited.body.status).toBe('published');
    const publishedNow = await waitForPost(
      h,
      scheduled.body.id,
      (p) => p.status === 'published',
      'the post published now',
    );
    const freshOut = await waitForPost(h, fresh.body.id, (p) => p.status === 'published', 'the new post');

    // Most of the background work still waited when all three were out (each post's `updatedAt` is
    // when it settled published). Not all of it: while an urgent run waits on its step, the worker
    // polls again and, with no urgent task queued, takes background work beside it. Counted from
    // the runs' histories: the queue's backlog count is an estimate refreshed every few seconds, so
    // read after polling it credited or blamed the order with whatever drained meanwhile.
    const out = Math.max(...[waited.body, publishedNow, freshOut].map((p) => Date.parse(p.updatedAt)));
    const background = await Promise.all((made as string[]).map((id) => firstTaskDone(h, id)));
    const doneBefore = background.filter((at) => at !== undefined && at <= out).length;
    expect(doneBefore).toBeLessThanOrEqual(BACKLOG / 2);
    // And the background work still gets done: the backlog drains.
    await until(async () => (await backlog()) === 0, 120_000, 'the backlog to drain');
  }, 240_000);
});
