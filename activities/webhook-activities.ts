import type { DependencyContainer } from 'tsyringe';
import { WebhookSender, type AttemptOutcome } from '../core/services/webhooks/webhook-sender';
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
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
