import { WEBHOOK_EVENT_PATTERNS } from '../../core/services/webhooks/event-types';
import { count, instant, list, nullableInstant, nullableText, onlyTrue, record, text } from './shapes';

const url = {
  type: 'string',
  minLength: 1,
  maxLength: 2000,
  description:
    'Where events are POSTed: https to a public address (the sandbox also takes http and loopback).',
} as const;
const events = {
  type: 'array',
  minItems: 1,
  maxItems: 50,
  items: { type: 'string', enum: [...WEBHOOK_EVENT_PATTERNS] },
  description: 'Event types, a family such as `post.*`, or `*` for every event.',
} as const;
const description = {
  type: 'string',
  maxLength: 500,
  description: 'A note for whoever reads the list.',
} as const;

/** POST /v1/webhooks. */
export const createWebhookSchema = {
  type: 'object',
  properties: { url, events, description },
  required: ['url', 'events'],
  additionalProperties: false,
} as const;

/** PATCH /v1/webhooks/{id}: any of these; `status: active` turns a disabled or failing one back on. */
export const patchWebhookSchema = {
  type: 'object',
  properties: {
    url,
    events,
    description: { anyOf: [description, { type: 'null' }] },
    status: { type: 'string', enum: ['active', 'disabled'] },
  },
  additionalProperties: false,
} as const;

/** GET /v1/webhooks and /v1/webhooks/{id}/deliveries: pages as GET /v1/posts does. */
export const listWebhooksQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    before: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'The `nextBefore` of the page before.',
    },
  },
  additionalProperties: false,
} as const;

/** `{id}` and `{deliveryId}` of /v1/webhooks/{id}/... */
export const webhookIdParams = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    deliveryId: { type: 'string', minLength: 1, maxLength: 100 },
  },
  required: ['id'],
} as const;

/** One subscription (core/services/webhooks/webhook-view.ts). */
export const webhookView = record(
  {
    id: text,
    url: text,
    events: { type: 'array', items: text },
    description: nullableText,
    status: { type: 'string', enum: ['active', 'failing', 'disabled'] },
    failureReason: nullableText,
    previousSecretExpiresAt: nullableInstant,
    createdAt: instant,
    updatedAt: instant,
  },
  {
    secret: {
      type: 'string',
      description: 'Only in the answers of create and rotate: keep it, it is not shown again.',
    },
  },
);

export const webhookList = list(webhookView, true);
export const webhookDeleted = record({ id: text, deleted: onlyTrue });

/** The envelope every event is POSTed as. `data` is the REST object (its shape per type: the document's `webhooks`). */
export const webhookEnvelope = record({
  id: { type: 'string', description: 'The event id (also `Fanout-Event-Id`): the same for every try.' },
  type: text,
  createdAt: instant,
  workspaceId: text,
  data: { type: 'object' },
});

/** One event for one subscription: its tries and the receiver's last answer. */
export const webhookDeliveryView = record({
  id: text,
  eventId: text,
  type: text,
  state: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
  attempts: count,
  lastStatus: { type: ['integer', 'null'] },
  lastAttemptAt: nullableInstant,
  lastError: nullableText,
  deliveredAt: nullableInstant,
  createdAt: instant,
  event: webhookEnvelope,
});

export const webhookDeliveryList = list(webhookDeliveryView, true);
