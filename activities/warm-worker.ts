import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import { coresdk } from '@temporalio/proto';
import { setUpMessages, warmDatabase } from '../core/runtime/warm-up';
import { processName } from '../core/services/operations/health-service';
import { URGENT } from '../core/temporal/urgency';

export const WARM_UP_WORKFLOW = 'warmUpWorker';

/**
 * The worker's share of a start's warm-up (core/runtime/warm-up.ts), in its main thread: the
 * messages it trades with the SDK's core for every task, the database, and `fetch`, which every
 * channel's client calls.
 */
export async function warmWorker(orm: MikroORM, poolMax: number): Promise<void> {
  setUpMessages([
    coresdk.workflow_activation.WorkflowActivation,
    coresdk.workflow_completion.WorkflowActivationCompletion,
    coresdk.activity_task.ActivityTask,
    coresdk.ActivityTaskCompletion,
    coresdk.ActivityHeartbeat,
  ]);
  await warmDatabase(orm, Math.min(4, poolMax));
  // Sets up undici's fetch, its streams and its agent, without a connection anywhere.
  await (await fetch('data:text/plain,warm')).text();
}

/**
 * The workflow thread's share: a warm-up run (workflows/warm-up.ts) queued just before the worker
 * polls, ahead of any backlog, so it is normally the first task this worker takes. With several
 * workers another may take it; this one then warms on its first real task, as before. Not
 * queued (Temporal refused): the worker starts anyway.
 */
export async function queueWarmUpRun(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.workflow.start(WARM_UP_WORKFLOW, {
      taskQueue,
      workflowId: `warm-up/${processName}/${Date.now()}`,
      priority: URGENT,
      workflowExecutionTimeout: '5 minutes',
    });
  } catch (err) {
    console.warn(`worker warm-up not queued: ${(err as Error).message}`);
  }
}
