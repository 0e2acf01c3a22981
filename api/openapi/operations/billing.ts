import * as billing from '../../schemas/billing';
import { type Operation } from '../operation';

/** Billing: the plan, checkout, portal and the payment provider's webhook. */
export function billingOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/billing',
      operationId: 'getPlan',
      tag: 'Billing',
      summary:
        'Your plan: free or paid, workspaces used and included, the subscription as Stripe last said. Person-level: a key (or agent) reaching only some workspaces gets 403 forbidden_scope, as for checkout and the portal.',
      auth: 'key',
      responses: { 200: { description: 'The plan.', schema: billing.planView } },
      errors: ['forbidden_scope'],
    },
    {
      method: 'post',
      path: '/v1/billing/checkout',
      operationId: 'checkout',
      tag: 'Billing',
      summary:
        'A Stripe Checkout for a paid plan of `workspaces` workspaces in all; open its url. The plan changes when Stripe confirms (webhook).',
      auth: 'key',
      body: billing.checkoutBody,
      responses: { 200: { description: 'The checkout page.', schema: billing.checkoutView } },
      errors: [
        'forbidden_scope',
        'workspaces_invalid',
        'checkout_failed',
        'billing_not_configured',
        'full_access_open',
      ],
    },
    {
      method: 'post',
      path: '/v1/billing/portal',
      operationId: 'billingPortal',
      tag: 'Billing',
      summary: "Stripe's billing portal for your subscription (change workspaces, payment method, cancel).",
      auth: 'key',
      responses: { 200: { description: 'The portal page.', schema: billing.portalView } },
      errors: [
        'forbidden_scope',
        'no_subscription',
        'portal_failed',
        'billing_not_configured',
        'full_access_open',
      ],
    },
    {
      method: 'post',
      path: '/webhooks/stripe',
      operationId: 'stripeWebhook',
      tag: 'Billing',
      summary:
        "Stripe's events (Stripe-Signature checked against STRIPE_WEBHOOK_SECRET), each applied once by a workflow.",
      auth: 'none',
      responses: { 200: { description: 'Received.', schema: billing.webhookAnswer } },
      errors: ['invalid_params'],
    },
  ];
}
