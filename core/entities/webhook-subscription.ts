import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * `active`; `failing`: its last deliveries kept failing (`failureReason` says how), they are still
 * tried; `disabled`: its receiver answered 410 Gone, nothing more is sent until it is re-enabled.
 */
export type WebhookStatus = 'active' | 'failing' | 'disabled';

/**
 * Where a workspace wants its events pushed (issue 28). The signing secret is sealed like account
 * credentials (SecretBox): we must read it back to sign, so it cannot be hashed. After a rotation
 * the previous secret keeps signing until `previousSecretUntil` (24 hours).
 */
export class WebhookSubscription {
  [OptionalProps]?:
    | 'description'
    | 'previousSecret'
    | 'previousSecretUntil'
    | 'status'
    | 'failureReason'
    | 'consecutiveFailures'
    | 'createdAt'
    | 'updatedAt';
  id!: string;
  workspaceId!: string;
  url!: string;
  /** Event types, `*`, or a family such as `post.*`. */
  events!: string[];
  description: string | null = null;
  /** Sealed: `{ secret }`. */
  secret!: string;
  previousSecret: string | null = null;
  previousSecretUntil: Date | null = null;
  status: WebhookStatus = 'active';
  failureReason: string | null = null;
  consecutiveFailures = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const WebhookSubscriptionSchema = new EntitySchema<WebhookSubscription>({
  class: WebhookSubscription,
  tableName: 'webhook_subscriptions',
  indexes: [{ properties: ['workspaceId'] }],
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string' },
    url: { type: 'text' },
    events: { type: 'json' },
    description: { type: 'text', nullable: true },
    secret: { type: 'text' },
    previousSecret: { type: 'text', nullable: true },
    previousSecretUntil: { type: 'Date', nullable: true },
    status: { type: 'string' },
    failureReason: { type: 'text', nullable: true },
    consecutiveFailures: { type: 'integer', default: 0 },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
