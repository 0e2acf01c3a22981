import type { DependencyContainer } from 'tsyringe';
import { BridgeJobs, type BridgeOutcome, type OpenedJob } from '../core/services/accounts/bridge-jobs';

export type { BridgeOutcome, OpenedJob };

/**
 * Activities of the bridge hold (workflows/bridge-hold.ts): each records one step of a target that
 * goes out through the person's browser extension. The waiting itself is the workflow's.
 */
export function createBridgeActivities(container: DependencyContainer) {
  const jobs = () => container.resolve(BridgeJobs);
  return {
    async openBridgeJob(input: { targetId: string }): Promise<OpenedJob> {
      return jobs().openPublishJob(input.targetId);
    },
    async openVerifyJob(input: { targetId: string; since: string }): Promise<string> {
      return jobs().openVerifyJob(input.targetId, input.since);
    },
    async dispatchBridgeJob(input: { jobId: string }): Promise<{ sentAt: string }> {
      return jobs().dispatch(input.jobId);
    },
    async noteBridgeWait(input: { targetId: string; state: string }): Promise<void> {
      await jobs().noteWait(input.targetId, input.state);
    },
    async readBridgeJob(input: { jobId: string }) {
      return jobs().readJob(input.jobId);
    },
    async settleBridgeTarget(input: {
      targetId: string;
      jobId: string;
      outcome: BridgeOutcome;
    }): Promise<void> {
      await jobs().settleTarget(input.targetId, input.jobId, input.outcome);
    },
  };
}

export type BridgeActivities = ReturnType<typeof createBridgeActivities>;
