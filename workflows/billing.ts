import { proxyActivities } from '@temporalio/workflow';
import type { BillingActivities } from '../activities/billing-activities';

const { applyStripeEvent, reconcileSubscriptions } = proxyActivities<BillingActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 10, initialInterval: '5 seconds' },
});

/**
 * One Stripe event applied (workflow id `billing/<event id>`: Stripe's repeats of an event start
 * nothing new). Retried until the database takes it, so a webhook answered 200 is never lost.
 */
export async function applyBillingEvent(event: {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}): Promise<string> {
  return applyStripeEvent(event);
}

/** Run daily by a Temporal Schedule: every subscription read again from Stripe, catching a missed webhook. */
export async function reconcileBilling(): Promise<{ checked: number; changed: number }> {
  return reconcileSubscriptions();
}
