import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import {
  DELIVER_COMMENT_WORKFLOW,
  deliveryWorkflowId,
  PAST_COMMENTS_WORKFLOW,
  pastCommentsWorkflowId,
  type DeliverCommentInput,
  type PastCommentsInput,
} from './automation-ids';
import { WorkspaceIdAttribute } from './search-attributes';

export * from './automation-ids';

/** Starts automation runs for the API, so routes never speak Temporal. */
export class AutomationWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  /** False when a run for this comment and automation exists already (nothing is started). */
  async deliver(
    automation: { id: string; workspaceId: string },
    input: DeliverCommentInput,
  ): Promise<boolean> {
    try {
      await this.client.workflow.start(DELIVER_COMMENT_WORKFLOW, {
        taskQueue: this.taskQueue,
        workflowId: deliveryWorkflowId(automation.id, input.comment.commentId),
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        typedSearchAttributes: [{ key: WorkspaceIdAttribute, value: automation.workspaceId }],
      });
      return true;
    } catch (err) {
      if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
      throw err;
    }
  }

  async startPastComments(
    automation: { id: string; workspaceId: string },
    input: PastCommentsInput,
  ): Promise<void> {
    await this.client.workflow.start(PAST_COMMENTS_WORKFLOW, {
      taskQueue: this.taskQueue,
      workflowId: pastCommentsWorkflowId(automation.id, input.startedAt),
      args: [input],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: [{ key: WorkspaceIdAttribute, value: automation.workspaceId }],
    });
  }

  /** Cancels the run; one already over is left as it ended. */
  async stopPastComments(automationId: string, startedAt: string): Promise<void> {
    await this.client.workflow
      .getHandle(pastCommentsWorkflowId(automationId, startedAt))
      .cancel()
      .catch(() => undefined);
  }
}
