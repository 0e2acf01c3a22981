import { isGrpcServiceError, type Client } from '@temporalio/client';
import type { Priority } from '@temporalio/common';

/**
 * Work a person waits for (publish now, a retry, a `wait: true` post, a live edit or delete) goes
 * ahead of background work in the task queue: Temporal's task priority, lower first, 3 when unset.
 * Without it the queue is first in, first out: after 10,000 posts were scheduled at once, or
 * after a restart, a publish-now waited behind every one of their workflow tasks (issue 33).
 * Background work (a scheduled post's run, maintenance, webhooks, reads) keeps the default. A run's
 * activities inherit its priority. A server without priority ignores it: first in, first out.
 */
export const URGENT: Priority = { priorityKey: 1 };

/** gRPC's NOT_FOUND, FAILED_PRECONDITION (the run closed), UNIMPLEMENTED (an older server). */
const TOLERATED = [5, 9, 12];

/**
 * Moves an open run (a scheduled post's, started as background work) ahead, before the signal
 * that makes it urgent: the workflow task that signal schedules then goes before the backlog. A
 * run gone (the signal after it says so) or a server without the call leaves it as it was.
 */
export async function hurry(client: Client, workflowId: string): Promise<void> {
  try {
    await client.workflowService.updateWorkflowExecutionOptions({
      namespace: client.options.namespace,
      workflowExecution: { workflowId },
      workflowExecutionOptions: { priority: URGENT },
      updateMask: { paths: ['priority'] },
    });
  } catch (err) {
    if (!isGrpcServiceError(err) || !TOLERATED.includes(err.code)) throw err;
  }
}
