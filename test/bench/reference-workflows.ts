import { proxyLocalActivities } from '@temporalio/workflow';
import type { ReferenceActivities } from './reference-activities';

export { benchSleepUntil, benchTrivial } from './trivial-workflow';

const { benchSend } = proxyLocalActivities<ReferenceActivities>({ startToCloseTimeout: '1 minute' });

/**
 * The reference of a post's CPU: the same shape as a post to two channels, with nothing of ours
 * in it. Two sends in parallel, each a local activity that makes one HTTP call to the sandbox
 * emulator and writes one row to PostgreSQL (test/bench/reference-activities.ts).
 */
export async function benchTwoSends(text: string): Promise<void> {
  await Promise.all([benchSend(`${text} (1)`), benchSend(`${text} (2)`)]);
}
