/** `POST /v1/accounts/connect`, first pass: which platform, so its own fields can be checked. */
export const connectPlatformSchema = {
  type: 'object',
  properties: { platform: { type: 'string', minLength: 1 } },
  required: ['platform'],
} as const;

/**
 * `POST /v1/accounts/connect`: the fields every platform takes, plus those of a token-based
 * platform's flow (`tokenFields`, e.g. `botToken` and `chatId`).
 */
export function connectAccountSchema(tokenFields: readonly string[]) {
  return {
    type: 'object',
    properties: {
      platform: { type: 'string', minLength: 1 },
      sandbox: { type: 'boolean' },
      instant: { type: 'boolean' },
      handle: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
      redirectUrl: { type: 'string', maxLength: 2000, format: 'uri', pattern: '^https?://' },
      ...Object.fromEntries(tokenFields.map((f) => [f, { type: 'string', minLength: 1, maxLength: 500 }])),
    },
    required: ['platform'],
    additionalProperties: false,
  } as const;
}

/** The platform's answer on the callback: a code, or an error. */
export const connectCallbackQuery = {
  type: 'object',
  properties: {
    state: { type: 'string', minLength: 1, maxLength: 200 },
    code: { type: 'string', maxLength: 2000 },
    error: { type: 'string', maxLength: 200 },
    error_description: { type: 'string', maxLength: 1000 },
  },
  required: ['state'],
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
