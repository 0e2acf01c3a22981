import Stripe from 'stripe';
import type { BillingConfig } from '../config';

/** The official client, at Stripe or at `STRIPE_API_BASE` (stripe-mock in tests); none without a key. */
export function stripeFrom(billing: BillingConfig): Stripe | undefined {
  if (!billing.secretKey) return undefined;
  if (!billing.apiBase) return new Stripe(billing.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const base = new URL(billing.apiBase);
  return new Stripe(billing.secretKey, {
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
}
