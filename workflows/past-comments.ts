import {
  CancellationScope,
  executeChild,
  isCancellation,
  ParentClosePolicy,
  proxyActivities,
  sleep,
  WorkflowIdReusePolicy,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type * as activities from '../activities/automation-activities';
import { deliverComment } from './deliver-comment';

const { listPastComments, recordPastProgress, deliveryStatus } =
  proxyActivities<activities.AutomationActivities>({
    startToCloseTimeout: '1 minute',
    retry: { initialInterval: '2s', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
  });

/**
 * Sending to the people who already commented on an automation's post (`POST .../past-comments`),
 * id `automation/<id>/past-comments/<started ms>`: each comment goes through the same delivery
 * run a webhook starts, under the same id, so a comment answered already is not answered again;
 * `gapMs` apart, as the platform's limits ask. Cancelled (DELETE), it records `stopped`.
 */
export async function sendPastComments(
  input: activities.PastCommentsInput,
): Promise<{ sent: number; skipped: number }> {
  const { automationId, startedAt } = input;
  const counts = { sent: 0, skipped: 0 };
  try {
    const comments = await listPastComments({ automationId, startedAt });
    for (const comment of comments) {
      const status = await deliverOne(input, comment);
      if (status === 'sent') counts.sent += 1;
      else counts.skipped += 1;
      const going = await recordPastProgress({ automationId, startedAt, counts });
      if (!going) return counts;
      await sleep(input.gapMs);
    }
    await recordPastProgress({ automationId, startedAt, counts, status: 'done' });
    return counts;
  } catch (err) {
    if (isCancellation(err)) {
      await CancellationScope.nonCancellable(() =>
        recordPastProgress({ automationId, startedAt, counts, status: 'stopped' }),
      );
    }
    throw err;
  }
}

/** As core/temporal/automation-ids.ts names it: the run a webhook starts for the same comment. */
const deliveryWorkflowId = (automationId: string, commentId: string) =>
  `automation/${automationId}/comment/${commentId}`;

async function deliverOne(
  input: activities.PastCommentsInput,
  comment: Awaited<ReturnType<activities.AutomationActivities['listPastComments']>>[number],
): Promise<string> {
  const workflowId = deliveryWorkflowId(input.automationId, comment.commentId);
  try {
    const result = await executeChild(deliverComment, {
      workflowId,
      args: [{ automationId: input.automationId, platform: input.platform, comment }],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      // A message under way finishes even when the run is stopped.
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
    return result.status;
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    // The webhook's run has this comment: where it ended (or `pending` while it goes on).
    return (
      (await deliveryStatus({ automationId: input.automationId, commentId: comment.commentId })) ?? 'ignored'
    );
  }
}
