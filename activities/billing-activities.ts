import type { DependencyContainer } from 'tsyringe';
import { BillingService } from '../core/services/people/billing-service';

/** Billing's side effects for its workflows: a Stripe event applied, the daily check against Stripe. */
export function createBillingActivities(container: DependencyContainer) {
  return {
    async applyStripeEvent(event: {
      id: string;
      type: string;
      data: { object: Record<string, unknown> };
    }): Promise<string> {
      return container.resolve(BillingService).applyEvent(event);
    },
    async reconcileSubscriptions(): Promise<{ checked: number; changed: number }> {
      return container.resolve(BillingService).reconcile();
    },
  };
}

export type BillingActivities = ReturnType<typeof createBillingActivities>;
