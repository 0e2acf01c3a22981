import { count, nullableText, record, text } from './shapes';

export const checkoutBody = {
  type: 'object',
  properties: {
    workspaces: { description: 'The total number of workspaces wanted (not fewer than the plan has).' },
  },
  required: ['workspaces'],
  additionalProperties: false,
} as const;

export const checkoutView = record({ url: text, sessionId: text, workspaces: count });
export const portalView = record({ url: text });
export const planView = record({
  plan: { type: 'string', enum: ['free', 'paid'] },
  customerId: nullableText,
  workspaces: record({ used: count, limit: { type: ['integer', 'null'] } }),
  subscription: {
    type: ['object', 'null'],
    properties: { status: text, workspaces: count, currentPeriodEnd: nullableText },
  },
  fullAccess: { type: 'boolean' },
  billingEnabled: { type: 'boolean' },
});
export const webhookAnswer = record({ received: { type: 'boolean' } }, { duplicate: { type: 'boolean' } });
