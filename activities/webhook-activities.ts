import { Context } from '@temporalio/activity';
import type { DependencyContainer } from 'tsyringe';
import { WebhookSender, type AttemptOutcome } from '../core/services/webhooks/webhook-sender';
import { WebhookSweeper } from '../core/services/webhooks/webhook-sweeper';
import type { DeliverWebhooksInput } from '../core/temporal/webhook-workflows';

// The workflow's input, for workflow code (which imports nothing from core/).
export type { DeliverWebhooksInput };

/** The delivery queue's steps (workflows/deliver-webhooks.ts), built from the container. */
export function createWebhookActivities(container: DependencyContainer) {
  const sender = () => container.resolve(WebhookSender);
  return {
    async nextWebhookDelivery(input: DeliverWebhooksInput): Promise<string | null> {
      return sender().next(input.subscriptionId, input.orderKey);
    },
    async sendWebhookDelivery(deliveryId: string): Promise<AttemptOutcome> {
      return sender().attempt(deliveryId);
    },
    async giveUpWebhookDelivery(deliveryId: string): Promise<void> {
      return sender().giveUp(deliveryId);
    },
    /** The sweeper (workflows/wake-webhook-queues.ts): returns how many queues it woke. */
    async wakeStrandedWebhooks(nowIso: string): Promise<number> {
      return container
        .resolve(WebhookSweeper)
        .sweep(new Date(nowIso), (what) => Context.current().heartbeat(what));
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
