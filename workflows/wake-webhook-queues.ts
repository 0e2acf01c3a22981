import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/webhook-activities';

const { wakeStrandedWebhooks } = proxyActivities<activities.WebhookActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '1 minute',
  retry: { maximumAttempts: 3 },
});

/**
 * Run every minute by a Temporal Schedule: a webhook delivery committed with its change whose
 * queue was never woken (core/services/webhooks/webhook-sweeper.ts) has its queue started.
 */
export async function wakeWebhookQueues(): Promise<{ woken: number }> {
  return { woken: await wakeStrandedWebhooks(new Date(Date.now()).toISOString()) };
}
