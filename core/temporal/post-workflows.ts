import {
  Client,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
} from '@temporalio/client';
import { runEnd, waitForRunEnd } from './run-end';
import { hurry, URGENT } from './urgency';
import type { Priority, SearchAttributePair } from '@temporalio/common';
import { AppError } from '../errors/app-error';
import {
  ChannelsAttribute,
  PostIdAttribute,
  StatusAttribute,
  WorkspaceIdAttribute,
} from './search-attributes';

/** The workflow type and signal names the API uses; the code lives in workflows/. */
export const PUBLISH_POST_WORKFLOW = 'publishPost';
export const SIGNALS = {
  publishNow: 'publishNow',
  reschedule: 'reschedule',
  unschedule: 'unschedule',
  /** What a browser extension said, for the hold of a bridged target (workflows/bridge-hold.ts). */
  bridgeEvent: 'bridgeEvent',
} as const;
export const postWorkflowId = (postId: string) => `post/${postId}`;

export interface PublishPostInput {
  postId: string;
  /** ISO time to wait for first; absent: publish at once. */
  scheduledAt?: string;
  /** Re-send failed targets only, honouring `force` for unconfirmed ones. */
  retry?: { force: boolean };
}

export interface PostRef {
  id: string;
  workspaceId: string;
  channels: string[];
}

/**
 * Starts, signals and awaits post workflows for the API, so routes never speak Temporal. Every run
 * of a post has the workflow id `post/<postId>`: an operator finds them all from the post id, and
 * Temporal refuses a second run while one is open, which is what keeps a post from going out twice.
 */
export class PostWorkflows {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
    /** config.scheduleWakeAheadMs: how long before its time a scheduled run wakes. */
    private readonly wakeAheadMs = WAKE_AHEAD_MS,
  ) {}

  /**
   * Starts a publish run; 409 `publish_in_flight` when a run is already open for this post. One
   * that goes out now (published now, retried, `wait: true`) is urgent; a scheduled one waits.
   */
  async start(post: PostRef, input: Omit<PublishPostInput, 'postId'> = {}): Promise<void> {
    await this.run(
      PUBLISH_POST_WORKFLOW,
      post,
      [{ postId: post.id, ...input } satisfies PublishPostInput],
      [
        { key: ChannelsAttribute, value: post.channels },
        { key: StatusAttribute, value: input.scheduledAt ? 'scheduled' : 'publishing' },
      ],
      input.scheduledAt ? undefined : URGENT,
      input.scheduledAt ? asleepUntilNearly(input.scheduledAt, this.wakeAheadMs) : undefined,
    );
  }

  /** Starts a live edit or a delete; like a publish, never while another run of the post is open. */
  async startChange(
    type: 'editPost' | 'deletePost',
    post: Omit<PostRef, 'channels'>,
    targetIds: string[],
  ): Promise<void> {
    await this.run(type, post, [{ postId: post.id, targetIds }], [], URGENT);
  }

  private async run(
    type: string,
    post: Omit<PostRef, 'channels'>,
    args: unknown[],
    attributes: SearchAttributePair[],
    priority: Priority | undefined,
    startDelayMs?: number,
  ): Promise<void> {
    try {
      await this.client.workflow.start(type, {
        taskQueue: this.taskQueue,
        ...(priority ? { priority } : {}),
        ...(startDelayMs ? { startDelay: startDelayMs } : {}),
        workflowId: postWorkflowId(post.id),
        args,
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
        typedSearchAttributes: [
          { key: PostIdAttribute, value: post.id },
          { key: WorkspaceIdAttribute, value: post.workspaceId },
          ...attributes,
        ],
      });
    } catch (err) {
      if (err instanceof WorkflowExecutionAlreadyStartedError) throw publishInFlight(post.id);
      throw err;
    }
  }

  /** Signals the open run; false when none is open (nothing was waiting). */
  async signal(postId: string, signal: keyof typeof SIGNALS, ...args: unknown[]): Promise<boolean> {
    // A scheduled post published now: its run goes ahead of the background work from here on.
    if (signal === 'publishNow') await hurry(this.client, postWorkflowId(postId));
    try {
      await this.client.workflow.getHandle(postWorkflowId(postId)).signal(SIGNALS[signal], ...args);
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false;
      throw err;
    }
    if (signal !== 'bridgeEvent') await this.wake(postId, signal, args);
    return true;
  }

  /**
   * A scheduled run still asleep (its start delay, see `asleepUntilNearly`) takes a plain signal
   * but does not wake for it: only a signal-with-start ends the delay. So the schedule signals go
   * again that way (each is idempotent: now, the same new time, unscheduled). Sent only after the
   * plain signal found the run open; a run closed in between is refused by REJECT_DUPLICATE, so
   * this never starts one.
   */
  private async wake(postId: string, signal: keyof typeof SIGNALS, args: unknown[]): Promise<void> {
    try {
      await this.client.workflow.signalWithStart(PUBLISH_POST_WORKFLOW, {
        taskQueue: this.taskQueue,
        workflowId: postWorkflowId(postId),
        args: [{ postId } satisfies PublishPostInput],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        signal: SIGNALS[signal],
        signalArgs: args,
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }

  /** A scheduled post that should no longer go out (made a draft, cancelled, its accounts gone). */
  async cancelSchedule(postId: string): Promise<void> {
    await this.signal(postId, 'unschedule');
  }

  /** True while a run of this post is open. */
  async isRunning(postId: string): Promise<boolean> {
    try {
      const description = await this.client.workflow.getHandle(postWorkflowId(postId)).describe();
      return description.status.name === 'RUNNING';
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false;
      throw err;
    }
  }

  /** Waits up to `ms` for the post's open run to finish; false when it is still running. */
  async waitForOutcome(postId: string, ms: number): Promise<boolean> {
    return waitForRunEnd(this.client, postWorkflowId(postId), ms);
  }

  /** `waitForOutcome`, with what the run returned (none when it failed). */
  async waitForResult(postId: string, ms: number): Promise<{ ended: boolean; result?: unknown }> {
    return runEnd(this.client, postWorkflowId(postId), ms);
  }
}

/**
 * How long before its time a scheduled post's run wakes to set its timer (the default). The delay
 * is reckoned by the API's clock and the timer by Temporal's, so this is also how far behind
 * Temporal's clock the API's may be without a post going out late: ten minutes, the spec's least
 * lead of a `scheduledAt`.
 */
export const WAKE_AHEAD_MS = 10 * 60_000;

/**
 * The start delay of a scheduled post's run: asleep in Temporal, with no workflow task, no worker
 * memory and nothing queued, until shortly before its time (issue 33: 10,000 scheduled posts
 * no longer leave 10,000 first tasks queued, in the way of a publish-now after a restart). Its
 * first task then sets the timer as before; the workflow code is the same. Undefined when the
 * time is too near for a delay to save anything.
 */
export function asleepUntilNearly(
  scheduledAt: string,
  wakeAheadMs = WAKE_AHEAD_MS,
  now = Date.now(),
): number | undefined {
  const ms = Date.parse(scheduledAt) - now - wakeAheadMs;
  return ms >= 1000 ? ms : undefined;
}

/** 409 `publish_in_flight`: a run of the post is open, so nothing else may act on it yet. */
export function publishInFlight(postId: string): AppError {
  return AppError.of(
    'publish_in_flight',
    { postId },
    'The post is still going out; try again in a few seconds.',
  );
}
