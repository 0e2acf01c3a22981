import { count, instant, list, nullableInstant, nullableText, onlyTrue, record, text } from './shapes';

const name = { type: 'string', minLength: 1, maxLength: 200, description: 'What to call it.' } as const;
const keywords = {
  type: 'array',
  items: { type: 'string', minLength: 1, maxLength: 100 },
  maxItems: 20,
  description:
    'Words a comment must have (see `match`); case-insensitive, NFC. Empty or absent: any comment.',
} as const;
const match = {
  type: 'string',
  enum: ['exact', 'contains'],
  description: '`exact`: the whole comment is a keyword; `contains` (default): a keyword is in it.',
} as const;
const message = {
  type: 'string',
  minLength: 1,
  maxLength: 1000,
  description: 'The private message sent to the commenter.',
} as const;
const link = {
  type: 'string',
  format: 'uri',
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
  maxLength: 2000,
  description: 'A link sent with the message (http or https).',
} as const;
const mediaId = {
  type: 'string',
  minLength: 1,
  description: 'A completed media of this workspace: an image, or a document (PDF, HWP, HWPX).',
} as const;
const publicReply = {
  type: 'string',
  minLength: 1,
  maxLength: 1000,
  description: 'Posted under the comment when its message goes out.',
} as const;
const triggerKind = {
  type: 'string',
  enum: ['post', 'next_post', 'any_post'],
  description:
    '`post`: comments on one post of ours (`postId`); `next_post`: on the account’s next post, once it goes out; `any_post`: on any of its posts.',
} as const;

/** POST /v1/automations. */
export const createAutomationSchema = {
  type: 'object',
  properties: {
    accountId: { type: 'string', minLength: 1, description: 'The connected account (photo or social).' },
    name,
    trigger: {
      type: 'object',
      properties: {
        kind: triggerKind,
        postId: { type: 'string', minLength: 1, description: 'For `post`: our post, out on the account.' },
        keywords,
        match,
      },
      required: ['kind'],
      additionalProperties: false,
    },
    deliver: {
      type: 'object',
      properties: { message, link, mediaId },
      required: ['message'],
      additionalProperties: false,
    },
    publicReply,
  },
  required: ['accountId', 'name', 'trigger', 'deliver'],
  additionalProperties: false,
} as const;

/** PATCH /v1/automations/{id}: any of these; `null` clears an optional one. */
export const patchAutomationSchema = {
  type: 'object',
  properties: {
    name,
    trigger: {
      type: 'object',
      properties: {
        kind: { ...triggerKind, description: `${triggerKind.description} Not while enabled.` },
        postId: { type: 'string', minLength: 1, description: 'For `post`. Not while enabled.' },
        keywords,
        match,
      },
      additionalProperties: false,
    },
    deliver: {
      type: 'object',
      properties: {
        message,
        link: { anyOf: [link, { type: 'null' }] },
        mediaId: { anyOf: [mediaId, { type: 'null' }] },
      },
      additionalProperties: false,
    },
    publicReply: { anyOf: [publicReply, { type: 'null' }] },
  },
  additionalProperties: false,
} as const;

/** GET /v1/automations and /v1/automations/{id}/deliveries: pages as GET /v1/posts does. */
export const listAutomationsQuery = {
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

/** `{id}` of /v1/automations/{id}/... */
export const automationIdParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;

const pastComments = record({
  status: { type: 'string', enum: ['idle', 'running', 'done', 'stopped'] },
  sent: count,
  skipped: count,
  total: count,
  startedAt: nullableInstant,
  finishedAt: nullableInstant,
});

/** One automation (core/services/automations/automation-view.ts). */
export const automationView = record({
  id: text,
  accountId: text,
  platform: text,
  status: { type: 'string', enum: ['draft', 'enabled', 'disabled'] },
  name: text,
  trigger: record({
    kind: { type: 'string', enum: ['post', 'next_post', 'any_post'] },
    postId: nullableText,
    boundPostId: nullableText,
    boundExternalId: nullableText,
    keywords: { type: 'array', items: text },
    match: { type: 'string', enum: ['exact', 'contains'] },
  }),
  deliver: record({ message: text, link: nullableText, mediaId: nullableText }),
  publicReply: nullableText,
  pastComments,
  counts: record({ deliveries: count }),
  enabledAt: nullableInstant,
  createdAt: instant,
  updatedAt: instant,
});

export const automationList = list(automationView, true);

/** One comment an automation answered, or why it did not. */
export const deliveryView = record({
  id: text,
  automationId: text,
  commentExternalId: text,
  commenterHandle: nullableText,
  commenterId: nullableText,
  postExternalId: text,
  status: { type: 'string', enum: ['pending', 'sent', 'skipped', 'failed', 'unconfirmed'] },
  reason: nullableText,
  messageExternalId: nullableText,
  attemptedAt: nullableInstant,
  createdAt: instant,
  updatedAt: instant,
});

export const deliveryList = list(deliveryView, true);

export const automationDeleted = record({ id: text, deleted: onlyTrue });

/** `GET /v1/platform-webhooks/{platform}`: Meta's subscription check. */
export const webhookCheckQuery = {
  type: 'object',
  additionalProperties: true,
  properties: {
    'hub.mode': { type: 'string' },
    'hub.verify_token': { type: 'string' },
    'hub.challenge': { type: 'string' },
  },
} as const;

/** `POST /v1/platform-webhooks/{platform}`: how many comments came, and how many runs started for them. */
export const webhookAnswer = record({
  received: { type: 'boolean' },
  comments: { type: 'integer', minimum: 0 },
  started: { type: 'integer', minimum: 0 },
});
