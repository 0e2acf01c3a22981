import { type Client, WorkflowNotFoundError } from '@temporalio/client';
import { tsToMs } from '@temporalio/common';
import { TEMPORAL_CLIENT } from '../../core/container';
import { postWorkflowId } from '../../core/temporal/post-workflows';
import type { Harness } from './harness';
import { until } from './wait';

/**
 * A post's runs as Temporal reports them, for tests that show nothing more is sent. Every run of a
 * post (publish, retry, live edit, delete) has the workflow id `post/<postId>`, and only a run sends:
 * so "no run", "the latest run is the one we knew and it is closed" or "the open run waits on a timer
 * due later" each prove no text can reach a platform now, without waiting for time to pass.
 */
export interface PostRun {
  runId: string;
  /** The workflow type: publishPost, editPost or deletePost. */
  type: string;
  /** As Temporal names it: RUNNING, COMPLETED, FAILED... */
  status: string;
}

const workflows = (h: Harness) => h.container.resolve<Client>(TEMPORAL_CLIENT).workflow;

/** The post's latest run; undefined when it never had one. */
export async function latestRun(h: Harness, postId: string): Promise<PostRun | undefined> {
  try {
    const run = await workflows(h).getHandle(postWorkflowId(postId)).describe();
    return { runId: run.runId, type: run.type, status: run.status.name };
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return undefined;
    throw err;
  }
}

/** Waits until the post's latest run has closed, and returns it: nothing of it can still send. */
export async function closedRun(h: Harness, postId: string, ms = 20_000): Promise<PostRun> {
  let run: PostRun | undefined;
  await until(
    async () => {
      run = await latestRun(h, postId);
      return run !== undefined && run.status !== 'RUNNING';
    },
    ms,
    () => `a closed run of ${postId} (last seen: ${JSON.stringify(run)})`,
  );
  return run!;
}

/** What a closed run returned (a publish run unscheduled before its time: `{ status: 'draft' }`). */
export function runResult(h: Harness, postId: string, runId: string): Promise<unknown> {
  return workflows(h).getHandle(postWorkflowId(postId), runId).result();
}

/**
 * When the post's latest run will wake from the timer it waits on (ms since the epoch, as Temporal
 * recorded it); undefined when it waits on none. A scheduled post's run waits on one due at its time.
 */
export async function pendingTimer(h: Harness, postId: string): Promise<number | undefined> {
  return (await pendingWake(h, postId)).timer;
}

/**
 * What the post's latest run waits for: `timer`, the due time of the timer it set; `asleepUntil`,
 * the end of its start delay while it has had no workflow task yet (a scheduled post far ahead
 * sleeps until config.scheduleWakeAheadMs before its time, then sets its timer).
 */
export async function pendingWake(
  h: Harness,
  postId: string,
): Promise<{ timer?: number; asleepUntil?: number }> {
  const history = await workflows(h).getHandle(postWorkflowId(postId)).fetchHistory();
  const open = new Map<string, number>();
  let asleepUntil: number | undefined;
  let woke = false;
  for (const event of history.events ?? []) {
    const backoff = event.workflowExecutionStartedEventAttributes?.firstWorkflowTaskBackoff;
    if (backoff) asleepUntil = tsToMs(event.eventTime) + tsToMs(backoff);
    if (event.workflowTaskScheduledEventAttributes) woke = true;
    const started = event.timerStartedEventAttributes;
    if (started?.timerId)
      open.set(started.timerId, tsToMs(event.eventTime) + tsToMs(started.startToFireTimeout));
    const ended = event.timerFiredEventAttributes?.timerId ?? event.timerCanceledEventAttributes?.timerId;
    if (ended) open.delete(ended);
  }
  return { timer: [...open.values()].at(-1), ...(woke || !asleepUntil ? {} : { asleepUntil }) };
}

/**
 * Waits until the post's run waits for `at`: on a timer due then, or asleep until shortly before
 * (then on that timer). Nothing goes out before. Within 2 s, as Temporal dates a timer from the end
 * of the workflow task that set it.
 */
export async function untilWaitingFor(h: Harness, postId: string, at: Date, ms = 10_000): Promise<void> {
  let seen: { timer?: number; asleepUntil?: number } = {};
  const near = (t: number | undefined, goal: number) => t !== undefined && Math.abs(t - goal) < 2_000;
  // Asleep until at most the wake-ahead before `at` (less when the API's clock was behind), and
  // never after it: the timer it then sets is due at `at` by Temporal's clock.
  const wakesInTime = (t: number | undefined, goal: number) =>
    t !== undefined && t >= goal - h.config.scheduleWakeAheadMs - 2_000 && t <= goal + 2_000;
  await until(
    async () => {
      seen = await pendingWake(h, postId);
      return near(seen.timer, at.getTime()) || wakesInTime(seen.asleepUntil, at.getTime());
    },
    ms,
    () =>
      `the run of ${postId} to wait for ${at.toISOString()} (last seen: ${JSON.stringify({
        timer: seen.timer && new Date(seen.timer).toISOString(),
        asleepUntil: seen.asleepUntil && new Date(seen.asleepUntil).toISOString(),
      })})`,
  );
}

/**
 * When the post's latest run finished its first workflow task, by Temporal's clock (ms since the
 * epoch); undefined when not yet. Read from the history, so exact after the fact, where the task
 * queue's backlog count is an estimate refreshed every few seconds.
 */
export async function firstTaskDone(h: Harness, postId: string): Promise<number | undefined> {
  const history = await workflows(h).getHandle(postWorkflowId(postId)).fetchHistory();
  const done = history.events?.find((event) => event.workflowTaskCompletedEventAttributes);
  return done ? tsToMs(done.eventTime) : undefined;
}
