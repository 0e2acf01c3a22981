import { Client, WorkflowIdReusePolicy } from '@temporalio/client';
import { waitForRunEnd } from './run-end';
import { WorkspaceIdAttribute } from './search-attributes';

/** The workflow type of one engagement action; the code lives in workflows/engage.ts. */
export const ENGAGE_WORKFLOW = 'engage';
/** `engagement/<action id>`: an operator finds an action's run from its id. */
export const engagementWorkflowId = (actionId: string) => `engagement/${actionId}`;

export interface EngageInput {
  actionId: string;
}

/** Starts and awaits engagement runs for the API, so routes never speak Temporal. */
export class EngagementWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  async start(action: { id: string; workspaceId: string }): Promise<void> {
    await this.client.workflow.start(ENGAGE_WORKFLOW, {
      taskQueue: this.taskQueue,
      workflowId: engagementWorkflowId(action.id),
      args: [{ actionId: action.id } satisfies EngageInput],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: [{ key: WorkspaceIdAttribute, value: action.workspaceId }],
    });
  }

  /** Waits up to `ms` for the action's run to end; false when it is still running. */
  async waitForOutcome(actionId: string, ms: number): Promise<boolean> {
    return waitForRunEnd(this.client, engagementWorkflowId(actionId), ms);
  }
}
