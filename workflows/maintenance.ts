import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/maintenance-activities';

const { deleteExpiredIdempotencyRecords, reclaimAbandonedUploads, deleteExpiredResearch } =
  proxyActivities<activities.MaintenanceActivities>({
    startToCloseTimeout: '5 minutes',
    retry: { maximumAttempts: 3 },
  });

// A first run over months of logs may take a while: it heartbeats per batch instead.
const { deleteOldRequestLogs } = proxyActivities<activities.MaintenanceActivities>({
  startToCloseTimeout: '1 hour',
  heartbeatTimeout: '2 minutes',
  retry: { maximumAttempts: 3 },
});

/** Run hourly by a Temporal Schedule: Idempotency-Key answers are kept 24 hours (spec: Limits). */
export async function expireIdempotencyKeys(): Promise<{ deleted: number }> {
  return { deleted: await deleteExpiredIdempotencyRecords() };
}

/**
 * Run hourly by a Temporal Schedule: uploads presigned but never completed are reclaimed, and so
 * are upload-link files past their 7 days that no post may still send. The
 * workflow's own clock decides what is old, so the time-skipping server can move it.
 */
export async function reclaimAbandonedMedia(): Promise<{ reclaimed: number }> {
  return { reclaimed: await reclaimAbandonedUploads(new Date(Date.now()).toISOString()) };
}

/**
 * Run hourly by a Temporal Schedule: request logs are kept REQUEST_LOG_RETENTION_DAYS (default 30),
 * counted on the workflow's clock.
 */
export async function expireRequestLogs(): Promise<{ deleted: number }> {
  return { deleted: await deleteOldRequestLogs(new Date(Date.now()).toISOString()) };
}

/**
 * Run hourly by a Temporal Schedule: video reports are kept 30 days (spec: Limits), research caches
 * as long as they answer; counted on the workflow's clock.
 */
export async function expireResearchReports(): Promise<Record<string, number>> {
  return deleteExpiredResearch(new Date(Date.now()).toISOString());
}
