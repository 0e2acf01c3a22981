import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** `pending`: not answered with a 2xx yet (tries go on); `delivered`; `failed`: given up, with the last error. */
export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/**
 * One event for one subscription: at most one row per (subscription, event id), so an event
 * emitted again (a retried activity) is delivered once. `body` is the envelope exactly as sent
 * (the signature covers these bytes). `orderKey` groups the deliveries that must arrive in order
 * (a post's events); rows are written by raw insert (core/services/webhooks/webhook-events.ts),
 * whose `seq` column (not mapped) orders them.
 */
export class WebhookDelivery {
  [OptionalProps]?:
    | 'attempts'
    | 'lastStatus'
    | 'lastAttemptAt'
    | 'lastError'
    | 'deliveredAt'
    | 'state'
    | 'createdAt'
    | 'updatedAt';
  id!: string;
  subscriptionId!: string;
  workspaceId!: string;
  eventId!: string;
  type!: string;
  orderKey!: string;
  body!: string;
  attempts = 0;
  lastStatus: number | null = null;
  lastAttemptAt: Date | null = null;
  lastError: string | null = null;
  deliveredAt: Date | null = null;
  state: WebhookDeliveryState = 'pending';
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  class: WebhookDelivery,
  tableName: 'webhook_deliveries',
  uniques: [{ properties: ['subscriptionId', 'eventId'] }],
  properties: {
    id: { type: 'string', primary: true },
    subscriptionId: { type: 'string' },
    workspaceId: { type: 'string' },
    eventId: { type: 'string' },
    type: { type: 'string' },
    orderKey: { type: 'string' },
    body: { type: 'text' },
    attempts: { type: 'integer', default: 0 },
    lastStatus: { type: 'integer', nullable: true },
    lastAttemptAt: { type: 'Date', nullable: true },
    lastError: { type: 'text', nullable: true },
    deliveredAt: { type: 'Date', nullable: true },
    state: { type: 'string' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
