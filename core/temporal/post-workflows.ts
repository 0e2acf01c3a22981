import { Client, WorkflowIdReusePolicy, WorkflowNotFoundError } from '@temporalio/client';
import {
  ChannelsAttribute,
  PostIdAttribute,
  StatusAttribute,
  WorkspaceIdAttribute,
} from './search-attributes';

/** The workflow type names and ids the API starts; the code lives in workflows/. */
export const PUBLISH_POST_WORKFLOW = 'publishPost';
export const postWorkflowId = (postId: string) => `post/${postId}`;

export interface PublishPostInput {
  postId: string;
}

export interface PublishPostResult {
  status: string;
}

/** Starts and awaits post workflows for the API, so routes never speak Temporal themselves. */
export class PostWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  async startPublish(post: { id: string; workspaceId: string; channels: string[] }): Promise<void> {
    await this.client.workflow.start(PUBLISH_POST_WORKFLOW, {
      taskQueue: this.taskQueue,
      workflowId: postWorkflowId(post.id),
      args: [{ postId: post.id } satisfies PublishPostInput],
      // One workflow per post, ever: a second start for the same post is refused by Temporal.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: [
        { key: PostIdAttribute, value: post.id },
        { key: WorkspaceIdAttribute, value: post.workspaceId },
        { key: ChannelsAttribute, value: post.channels },
        { key: StatusAttribute, value: 'publishing' },
      ],
    });
  }

  /** Waits up to `ms` for the post's workflow to finish; false when it is still running. */
  async waitForOutcome(postId: string, ms: number): Promise<boolean> {
    const handle = this.client.workflow.getHandle(postWorkflowId(postId));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      return await Promise.race([
        handle.result().then(
          () => true,
          (err: unknown) => {
            if (err instanceof WorkflowNotFoundError) return true;
            // A failed workflow is an outcome too; the post record says what happened.
            return true;
          },
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
