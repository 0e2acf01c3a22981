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
  const history = await workflows(h).getHandle(postWorkflowId(postId)).fetchHistory();
  const open = new Map<string, number>();
  for (const event of history.events ?? []) {
    const started = event.timerStartedEventAttributes;
    if (started?.timerId)
      open.set(started.timerId, tsToMs(event.eventTime) + tsToMs(started.startToFireTimeout));
    const ended = event.timerFiredEventAttributes?.timerId ?? event.timerCanceledEventAttributes?.timerId;
    if (ended) open.delete(ended);
  }
  return [...open.values()].at(-1);
}

/**
 * Waits until the post's run waits on a timer due at `at`: nothing goes out before. Within 2 s, as
 * Temporal dates the timer from the end of the workflow task that set it.
 */
export async function untilWaitingFor(h: Harness, postId: string, at: Date, ms = 10_000): Promise<void> {
  let due: number | undefined;
  await until(
    async () => {
      due = await pendingTimer(h, postId);
      return due !== undefined && Math.abs(due - at.getTime()) < 2_000;
    },
    ms,
    () =>
      `the run of ${postId} to wait for ${at.toISOString()} (last seen: ${due === undefined ? 'no timer' : new Date(due).toISOString()})`,
  );
}
