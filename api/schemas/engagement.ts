import { instant, nullableInstant, nullableText, onlyTrue, record, text } from './shapes';

/** Which account acts, and on what (spec: engagement target fields); the service checks the combination. */
const target = {
  accountId: {
    type: 'string',
    minLength: 1,
    description: 'The connected account that acts; needed when several can.',
  },
  postId: { type: 'string', minLength: 1, description: 'Our post id, or a post link of the channel.' },
  replyId: {
    type: 'string',
    minLength: 1,
    description: 'A reply under the post: its externalId from GET /v1/posts/{id}/thread (channelReplies).',
  },
  ownerHandle: {
    type: 'string',
    minLength: 1,
    description: 'With externalId: a post of a connected account.',
  },
  externalId: {
    type: 'string',
    minLength: 1,
    description: 'With ownerHandle: the post’s id on the channel.',
  },
} as const;

/** POST and DELETE /v1/engagement/like, and /v1/engagement/hide (hide needs `replyId`). */
export const engagementTargetSchema = {
  type: 'object',
  properties: target,
  additionalProperties: false,
} as const;

/** POST /v1/engagement/reply. */
export const engagementReplySchema = {
  type: 'object',
  properties: {
    ...target,
    content: { type: 'string', description: 'The reply’s text.' },
    mediaIds: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 4 },
    force: {
      type: 'boolean',
      description:
        'Send even though the same reply to the same post ended unconfirmed (look on the channel first).',
    },
  },
  additionalProperties: false,
} as const;

/** POST and DELETE /v1/engagement/follow. */
export const engagementFollowSchema = {
  type: 'object',
  properties: {
    accountId: target.accountId,
    ownerHandle: {
      type: 'string',
      minLength: 1,
      description: 'The handle to follow, on the account’s channel.',
    },
  },
  additionalProperties: false,
} as const;

/** `{id}` of /v1/engagement/{id} and /v1/engagement/replies/{id}. */
export const engagementIdParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1 } },
  required: ['id'],
} as const;

/** One engagement action (core/services/engagement/engagement-view.ts). */
export const engagementView = record(
  {
    id: text,
    kind: {
      type: 'string',
      enum: ['like', 'unlike', 'reply', 'deleteReply', 'follow', 'unfollow', 'hide', 'unhide'],
    },
    status: { type: 'string', enum: ['pending', 'done', 'failed', 'unconfirmed'] },
    accountId: text,
    platform: text,
    postId: nullableText,
    externalId: nullableText,
    ownerHandle: nullableText,
    content: nullableText,
    mediaIds: { type: 'array', items: text },
    result: {
      type: ['object', 'null'],
      properties: { externalId: text, url: nullableText },
      required: ['externalId', 'url'],
    },
    errorCode: nullableText,
    errorMessage: nullableText,
    retryable: { type: ['boolean', 'null'] },
    createdAt: instant,
    updatedAt: instant,
    finishedAt: nullableInstant,
  },
  {
    retrying: record({ errorCode: text, errorMessage: nullableText }),
    deleted: onlyTrue,
    next: { type: 'object', additionalProperties: text },
  },
);
