import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

/**
 * The Temporal Schedules of housekeeping work, created once per Temporal namespace at API start
 * (an existing one is left as it is, so restarts and several API processes are fine).
 */
export async function ensureMaintenanceSchedules(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: 'maintenance/idempotency-expiry',
      spec: { intervals: [{ every: '1 hour' }] },
      action: { type: 'startWorkflow', workflowType: 'expireIdempotencyKeys', taskQueue, args: [] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
}
