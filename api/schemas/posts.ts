const threadItem = {
  type: 'object',
  properties: {
    content: { type: 'string' },
    mediaIds: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 35 },
  },
  required: ['content'],
  additionalProperties: false,
} as const;

const common = {
  content: { type: 'string' },
  accountIds: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 50 },
  mediaIds: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 35 },
  // Each channel's own shape is checked by its plugin's optionsSchema (routers/posts.ts).
  options: { type: 'object', additionalProperties: { type: 'object' } },
  threadItems: { type: 'array', items: threadItem, maxItems: 100 },
  wait: { type: 'boolean' },
} as const;

/** POST /v1/posts. `content` or `threadItems`: the service says which is missing, or that both came. */
export const createPostSchema = {
  type: 'object',
  properties: {
    ...common,
    scheduledAt: { type: 'string' },
    draft: { type: 'boolean' },
    batchId: { type: 'string' },
    replyTo: { type: 'string', minLength: 1 },
    topicTag: { type: 'string', minLength: 1, maxLength: 50 },
  },
  required: ['accountIds'],
  additionalProperties: false,
} as const;

/** PATCH /v1/posts/{id}: every field optional; `scheduledAt: null` makes a draft. */
export const patchPostSchema = {
  type: 'object',
  properties: {
    ...common,
    scheduledAt: { type: ['string', 'null'] },
    draft: { type: 'boolean' },
    sourceVersion: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const publishPostSchema = {
  type: 'object',
  properties: { wait: { type: 'boolean' } },
  additionalProperties: false,
} as const;

export const retryPostSchema = {
  type: 'object',
  properties: { force: { type: 'boolean' }, wait: { type: 'boolean' } },
  additionalProperties: false,
} as const;
