import { count, instant, list, record, text } from './shapes';

/** `GET /v1/channels/posts` query (query strings are text: api/validation.ts coerces `limit`). */
export const channelPostsQuery = {
  type: 'object',
  properties: {
    accountId: { type: 'string', minLength: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
  additionalProperties: false,
} as const;

/** `GET /v1/channels/quota` query. */
export const channelQuotaQuery = {
  type: 'object',
  properties: { accountId: { type: 'string', minLength: 1 } },
  additionalProperties: false,
} as const;

/** `GET /v1/channels/publish-options` query; a missing `accountId` is `account_required`, checked first. */
export const publishOptionsQuery = {
  type: 'object',
  properties: { accountId: { type: 'string', minLength: 1 } },
  additionalProperties: false,
} as const;

const accountReadError = record({ accountId: text, platform: text, code: text, message: text });

export const channelPostList = record({
  data: {
    type: 'array',
    items: record(
      { accountId: text, platform: text, externalId: text, text: text, createdAt: instant },
      { url: text, replyToExternalId: text },
    ),
  },
  errors: { type: 'array', items: accountReadError },
});

export const channelQuotaList = record({
  data: {
    type: 'array',
    items: record({
      accountId: text,
      platform: text,
      used: count,
      total: { type: ['integer', 'null'] },
      windowSeconds: { type: ['integer', 'null'] },
    }),
  },
  errors: { type: 'array', items: accountReadError },
});

export const publishOptionsView = record({ data: { type: 'object' } });

/** GET /v1/platforms: each channel's limits, features, connect flow and options schema. */
export const platformList = list(
  record({
    id: text,
    name: text,
    chain: { type: 'boolean' },
    limits: { type: 'object' },
    features: { type: 'array', items: { type: 'object' } },
    connect: {
      type: 'object',
      properties: {
        kind: { enum: ['oauth', 'token', 'pairing'] },
        // token: the body fields of POST /v1/accounts/connect the flow needs.
        fields: { type: 'array', items: text },
        // Present when each account lives on its own server, named in the body's `server`.
        server: record({ required: { type: 'boolean' } }),
      },
      required: ['kind'],
    },
    options: { type: 'object' },
  }),
);
