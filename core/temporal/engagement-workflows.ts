import { Client, WorkflowIdReusePolicy } from '@temporalio/client';
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
    const handle = this.client.workflow.getHandle(engagementWorkflowId(actionId));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      // A failed run is an outcome too: the action's row says what happened.
      return await Promise.race([
        handle.result().then(
          () => true,
          () => true,
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
