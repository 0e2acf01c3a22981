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
