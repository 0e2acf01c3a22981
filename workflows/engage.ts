import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/engagement-activities';

/** Tries per action; passed to the activity so its last try records the failure instead of throwing. */
const MAX_ATTEMPTS = 5;

const { performEngagement } = proxyActivities<activities.EngagementActivities>({
  // Room for a bridge job (the extension may take 45 s); a crashed worker is noticed by its
  // missing heartbeat within 10 s instead.
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '10 seconds',
  retry: {
    initialInterval: '2s',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: MAX_ATTEMPTS,
  },
});

/**
 * One engagement action (like, reply, follow, hide and their undos), id `engagement/<action id>`.
 * One activity, retried by Temporal after the platform's own wait when it named one
 * (activities/retry-failure.ts); the activity never sends a reply twice.
 */
export async function engage(input: { actionId: string }): Promise<{ status: string }> {
  return performEngagement({ actionId: input.actionId, maxAttempts: MAX_ATTEMPTS });
}
