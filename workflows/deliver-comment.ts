import {
  executeChild,
  ParentClosePolicy,
  proxyActivities,
  WorkflowIdReusePolicy,
} from '@temporalio/workflow';
import type * as activities from '../activities/automation-activities';

/** Tries per send; passed to the activity so its last try records the outcome instead of throwing. */
const MAX_ATTEMPTS = 6;

const { deliverPrivateReply, preparePublicReply } = proxyActivities<activities.AutomationActivities>({
  // One platform call: a worker that dies mid-send is noticed this soon, and the next try looks first.
  startToCloseTimeout: '20 seconds',
  retry: {
    initialInterval: '2s',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: MAX_ATTEMPTS,
  },
});

/**
 * One comment answered by one automation, id `automation/<automation id>/comment/<comment id>`:
 * the private reply (activities/automation-activities.ts: checked, recorded, sent once), then
 * the optional public reply under the comment, through the engagement engine's own `engage` run.
 * A public reply that fails leaves the delivery as it is: the person got the message.
 */
export async function deliverComment(
  input: activities.DeliverCommentInput,
): Promise<activities.DeliveryResult> {
  const result = await deliverPrivateReply({ ...input, maxAttempts: MAX_ATTEMPTS });
  if (result.status !== 'sent' || !result.deliveryId) return result;
  const actionId = await preparePublicReply({
    automationId: input.automationId,
    deliveryId: result.deliveryId,
  });
  if (actionId) {
    try {
      await executeChild('engage', {
        workflowId: `engagement/${actionId}`,
        args: [{ actionId }],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
    } catch {
      // Its outcome is on its engagement action (GET /v1/engagement/{id}).
    }
  }
  return result;
}
