import { proxyLocalActivities } from '@temporalio/workflow';
import type { WarmUpActivities } from '../activities/warm-up-activities';

const { warmUp } = proxyLocalActivities<WarmUpActivities>({ startToCloseTimeout: '30 seconds' });

/**
 * Run once by each worker as it starts (activities/warm-worker.ts), ahead of other work: its
 * workflow thread's first tasks set up what every later task uses, and that cost fell on the
 * first post a person waited for after a restart (issue 33).
 */
export async function warmUpWorker(): Promise<void> {
  await warmUp();
}
