import type { Automation } from '../../entities';

/** Off: `disabled`, and sending to past comments, if running, stopped. */
export function turnOff(automation: Automation, now: Date): void {
  automation.status = 'disabled';
  automation.updatedAt = now;
  if (automation.pastComments.status === 'running') {
    automation.pastComments = {
      ...automation.pastComments,
      status: 'stopped',
      finishedAt: now.toISOString(),
    };
  }
}
