export const connectAccountSchema = {
  type: 'object',
  properties: {
    platform: { type: 'string', minLength: 1 },
    sandbox: { type: 'boolean' },
    handle: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
  },
  required: ['platform'],
  additionalProperties: false,
} as const;

/** `DELETE /v1/accounts/:id`: `force` in the body… */
export const disconnectAccountBody = {
  type: 'object',
  properties: { force: { type: 'boolean' } },
  additionalProperties: false,
} as const;

/** …or in the query (`?force=true`). */
export const disconnectAccountQuery = {
  type: 'object',
  properties: { force: { type: 'boolean' } },
  additionalProperties: false,
} as const;
