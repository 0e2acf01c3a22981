import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import type { Duration } from '@temporalio/common';

/**
 * The Temporal Schedules of housekeeping work, created once per Temporal namespace at API start
 * (an existing one is left as it is, so restarts and several API processes are fine).
 */
const SCHEDULES: Array<{ scheduleId: string; workflowType: string; every: Duration }> = [
  { scheduleId: 'maintenance/idempotency-expiry', workflowType: 'expireIdempotencyKeys', every: '1 hour' },
  { scheduleId: 'maintenance/request-log-retention', workflowType: 'expireRequestLogs', every: '1 hour' },
  { scheduleId: 'maintenance/media-reclaim', workflowType: 'reclaimAbandonedMedia', every: '1 hour' },
  { scheduleId: 'maintenance/research-expiry', workflowType: 'expireResearchReports', every: '1 hour' },
  // A webhook Stripe could not deliver is caught within a day.
  { scheduleId: 'billing/reconcile', workflowType: 'reconcileBilling', every: '1 day' },
  // Often: a stranded post should be settled within minutes, and a run costs one query when none is.
  { scheduleId: 'maintenance/stranded-posts', workflowType: 'settleStrandedPosts', every: '1 minute' },
  // A webhook event whose queue was never woken (its process died after the commit) goes out soon.
  { scheduleId: 'maintenance/webhook-wake', workflowType: 'wakeWebhookQueues', every: '1 minute' },
];

export async function ensureMaintenanceSchedules(client: Client, taskQueue: string): Promise<void> {
  for (const { scheduleId, workflowType, every } of SCHEDULES) {
    try {
      await client.schedule.create({
        scheduleId,
        spec: { intervals: [{ every }] },
        action: { type: 'startWorkflow', workflowType, taskQueue, args: [] },
        policies: { overlap: ScheduleOverlapPolicy.SKIP },
      });
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    }
  }
}
