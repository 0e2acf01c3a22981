import { count, instant, list, nullableInstant, nullableText, onlyTrue, record, text } from './shapes';

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

const target = record(
  {
    id: text,
    accountId: nullableText,
    connectionId: nullableText,
    platform: text,
    accountHandle: text,
    status: { enum: ['pending', 'publishing', 'published', 'failed'] },
    externalId: nullableText,
    url: nullableText,
    errorCode: nullableText,
    errorMessage: nullableText,
    retryable: { type: ['boolean', 'null'] },
    warnings: { type: 'array', items: text },
    publishedAt: nullableInstant,
  },
  {
    retrying: record({ errorCode: text, errorMessage: nullableText }),
    itemExternalIds: { type: 'array', items: text },
    deleted: onlyTrue,
    // A target the workflow holds for the person's browser extension: what it waits on.
    bridge: record({ state: { enum: ['offline', 'login_needed', 'working'] } }),
  },
);

/** A post as every posts route answers it (core/services/posts/post-view.ts). */
export const postView = record(
  {
    id: text,
    status: { enum: ['scheduled', 'draft', 'publishing', 'published', 'partial', 'failed', 'cancelled'] },
    content: text,
    threadItems: { type: ['array', 'null'], items: threadItem },
    mediaIds: { type: 'array', items: text },
    options: { type: 'object' },
    scheduledAt: nullableInstant,
    batchId: nullableText,
    replyTo: nullableText,
    topicTag: nullableText,
    error: { type: ['object', 'null'], properties: { code: text, message: text } },
    createdAt: instant,
    updatedAt: instant,
    targets: { type: 'array', items: target },
  },
  {
    thread: record({ resumeFrom: count }),
    deleted: onlyTrue,
    deletedAt: instant,
    next: { type: 'object', additionalProperties: text },
    // A PATCH that removed files the body no longer places (a post to the Korean blog only).
    note: text,
  },
);

export const postList = list(postView, true);

const entryError = record({ code: text, message: text });

/** GET /v1/posts/{id}/thread: the post, our reply posts, and each target's live metrics and replies. */
export const postThreadView = {
  allOf: [
    postView,
    record({
      replies: { type: 'array', items: postView },
      metrics: {
        type: 'array',
        items: record(
          {
            targetId: text,
            platform: text,
            supported: { type: 'boolean' },
            values: { type: ['object', 'null'] },
          },
          { asOf: instant, error: entryError },
        ),
      },
      channelReplies: {
        type: 'array',
        items: record(
          {
            targetId: text,
            platform: text,
            supported: { type: 'boolean' },
            data: { type: 'array', items: { type: 'object' } },
          },
          { error: entryError },
        ),
      },
    }),
  ],
};
