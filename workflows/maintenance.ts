import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/maintenance-activities';

const { deleteExpiredIdempotencyRecords } = proxyActivities<activities.MaintenanceActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 3 },
});

/** Run hourly by a Temporal Schedule: Idempotency-Key answers are kept 24 hours (spec: Limits). */
export async function expireIdempotencyKeys(): Promise<{ deleted: number }> {
  return { deleted: await deleteExpiredIdempotencyRecords() };
}
