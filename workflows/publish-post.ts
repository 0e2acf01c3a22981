import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { proxyActivities, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type * as activities from '../activities/publish-activities';

// The same key as core/temporal/search-attributes.ts; workflows may not import core.
const StatusAttribute = defineSearchAttributeKey('FanoutStatus', SearchAttributeType.KEYWORD);
/** Tries per item; passed to the activity so its last try records the failure instead of throwing. */
const MAX_ATTEMPTS = 5;

const { loadPublishPlan, settlePost } = proxyActivities<activities.PublishActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1s', maximumInterval: '30s' },
});

const { publishTargetItem } = proxyActivities<activities.PublishActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '10 seconds',
  retry: {
    initialInterval: '2s',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: MAX_ATTEMPTS,
  },
});

export interface PublishPostInput {
  postId: string;
}

/**
 * Publishes every target of a post in parallel, then settles the post's status. Each item is one
 * activity, retried by Temporal; the activity itself makes sure nothing goes out twice.
 */
export async function publishPost(input: PublishPostInput): Promise<{ status: string }> {
  const plan = await loadPublishPlan(input.postId);
  await Promise.all(
    plan.targets.map(async (target) => {
      for (let index = 0; index < target.items; index += 1) {
        const result = await publishTargetItem({
          targetId: target.targetId,
          index,
          maxAttempts: MAX_ATTEMPTS,
        });
        if (result.status !== 'published') return;
      }
    }),
  );
  const status = await settlePost(input.postId);
  // Only when started with it: a server without our attributes registered (tests) would fail the task.
  if (workflowInfo().typedSearchAttributes.get(StatusAttribute) !== undefined) {
    upsertSearchAttributes([{ key: StatusAttribute, value: status }]);
  }
  return { status };
}
