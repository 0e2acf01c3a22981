import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

/**
 * The Temporal Schedules of housekeeping work, created once per Temporal namespace at API start
 * (an existing one is left as it is, so restarts and several API processes are fine).
 */
const HOURLY: Record<string, string> = {
  'maintenance/idempotency-expiry': 'expireIdempotencyKeys',
  'maintenance/media-reclaim': 'reclaimAbandonedMedia',
};

export async function ensureMaintenanceSchedules(client: Client, taskQueue: string): Promise<void> {
  for (const [scheduleId, workflowType] of Object.entries(HOURLY)) {
    try {
      await client.schedule.create({
        scheduleId,
        spec: { intervals: [{ every: '1 hour' }] },
        action: { type: 'startWorkflow', workflowType, taskQueue, args: [] },
        policies: { overlap: ScheduleOverlapPolicy.SKIP },
      });
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    }
  }
}
