import type { Client } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { TEMPORAL_CLIENT } from '../../core/container';
import { startHarness, type Harness } from '../support/harness';
import { closedRun, pendingWake, runResult, untilWaitingFor } from '../support/runs';
import { until, waitForPost } from '../support/wait';

const { TaskQueueKind, TaskQueueType } = temporal.api.enums.v1;
const HOUR = 3600_000;

/**
 * Issue 33: a scheduled post's run sleeps in Temporal until ten minutes before its time (a start
 * delay), with no workflow task: 10,000 scheduled posts leave nothing queued in front of a
 * publish-now after a restart, and hold no worker memory. Every way a person changes the schedule
 * still reaches the sleeping run at once: published now, moved, made a draft.
 */
describe('scheduled runs sleep until shortly before their time', () => {
  let h: Harness;
  let accountIds: string[];

  beforeAll(async () => {
    h = await startHarness();
    accountIds = [await h.accountId('chat')];
  });
  afterAll(() => h.close());

  const queued = async (): Promise<number> => {
    const answer = await h.container.resolve<Client>(TEMPORAL_CLIENT).workflowService.describeTaskQueue({
      namespace: h.config.temporalNamespace,
      taskQueue: { name: h.config.taskQueue, kind: TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType: TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
      reportStats: true,
    });
    return Number(answer.stats?.approximateBacklogCount ?? 0);
  };
  const schedule = async (content: string, at: Date) => {
    const res = await h.call('POST', '/v1/posts', { content, accountIds, scheduledAt: at.toISOString() });
    expect([res.status, res.body.status]).toEqual([201, 'scheduled']);
    return res.body.id as string;
  };
  const chatTexts = () =>
    h.sandbox.emulators
      .get('chat')!
      .posts()
      .map((p) => p.text);

  it('posts scheduled while no worker polls leave no workflow task queued; the run sleeps until ten minutes before', async () => {
    await h.stopWorker();
    const at = new Date(Date.now() + 2 * HOUR);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => schedule(`Asleep ${i}`, at)));
    expect(await queued()).toBe(0);
    await h.startWorker();
    const wake = await pendingWake(h, ids[0]);
    expect(wake.timer).toBeUndefined();
    expect(Math.abs(wake.asleepUntil! - (at.getTime() - h.config.scheduleWakeAheadMs))).toBeLessThan(2_000);
  });

  it('a sleeping post published now goes out at once, once', async () => {
    const id = await schedule('Asleep, then published now', new Date(Date.now() + 2 * HOUR));
    expect((await pendingWake(h, id)).asleepUntil).toBeDefined();
    const res = await h.call('POST', `/v1/posts/${id}/publish`, { wait: true });
    expect([res.status, res.body.status]).toEqual([200, 'published']);
    expect(chatTexts().filter((t) => t === 'Asleep, then published now')).toHaveLength(1);
  });

  it('a sleeping post moved wakes and waits on a timer at its new time; made a draft, its run ends', async () => {
    const moved = await schedule('Asleep, then moved', new Date(Date.now() + 2 * HOUR));
    const newTime = new Date(Date.now() + 3 * HOUR);
    const patched = await h.call('PATCH', `/v1/posts/${moved}`, { scheduledAt: newTime.toISOString() });
    expect(patched.status).toBe(200);
    await untilWaitingFor(h, moved, newTime);
    expect((await pendingWake(h, moved)).asleepUntil).toBeUndefined();

    const drafted = await schedule('Asleep, then a draft', new Date(Date.now() + 2 * HOUR));
    const back = await h.call('PATCH', `/v1/posts/${drafted}`, { scheduledAt: null });
    expect([back.status, back.body.status]).toEqual([200, 'draft']);
    const run = await closedRun(h, drafted);
    expect(await runResult(h, drafted, run.runId)).toMatchObject({ status: 'draft' });
    await waitForPost(h, drafted, (p) => p.status === 'draft', 'the draft');
    expect(chatTexts()).not.toContain('Asleep, then a draft');
    await until(async () => (await queued()) === 0, 10_000, 'nothing queued');
  });
});
