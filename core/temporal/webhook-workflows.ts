import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { WorkspaceIdAttribute } from './search-attributes';

export const DELIVER_WEBHOOKS_WORKFLOW = 'deliverWebhooks';
/** The signal that tells a subscription's queue a delivery was added (workflows/deliver-webhooks.ts). */
export const WEBHOOK_QUEUED_SIGNAL = 'webhookQueued';

/** One queue per (subscription, order key): a post's events go out one after the other. */
export function webhookQueueId(subscriptionId: string, orderKey: string): string {
  return `webhooks/${subscriptionId}/${orderKey}`;
}

export interface DeliverWebhooksInput {
  subscriptionId: string;
  orderKey: string;
  retry: { firstMs: number; maxMs: number; windowMs: number };
}

/** Wakes (or starts) the queue that sends a subscription's deliveries of one order key. */
export class WebhookQueues {
  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
    private readonly retry: DeliverWebhooksInput['retry'],
  ) {}

  async kick(subscription: { id: string; workspaceId: string }, orderKey: string): Promise<void> {
    const input: DeliverWebhooksInput = { subscriptionId: subscription.id, orderKey, retry: this.retry };
    await this.client.workflow.signalWithStart(DELIVER_WEBHOOKS_WORKFLOW, {
      taskQueue: this.taskQueue,
      workflowId: webhookQueueId(subscription.id, orderKey),
      args: [input],
      signal: WEBHOOK_QUEUED_SIGNAL,
      signalArgs: [],
      typedSearchAttributes: [{ key: WorkspaceIdAttribute, value: subscription.workspaceId }],
    });
  }

  /** Whether the queue has a run open now (one that ended, or never was, is not). */
  async isRunning(subscriptionId: string, orderKey: string): Promise<boolean> {
    try {
      const run = await this.client.workflow.getHandle(webhookQueueId(subscriptionId, orderKey)).describe();
      return run.status.name === 'RUNNING';
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false;
      throw err;
    }
  }
}
