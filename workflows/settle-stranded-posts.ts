import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/stranded-activities';

const { settleStrandedPosts: settle } = proxyActivities<activities.StrandedActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '1 minute',
  retry: { maximumAttempts: 3 },
});

/**
 * Run every minute by a Temporal Schedule: a post that says it is going out (or is past its time)
 * with no open run is settled from its attempts, so no bug can leave a post `publishing` forever.
 */
export async function settleStrandedPosts(): Promise<{ settled: number }> {
  return { settled: await settle(new Date(Date.now()).toISOString()) };
}
