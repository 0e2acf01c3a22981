import { instant, list, nullableInstant, nullableText, record, text } from './shapes';
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

export const accountView = record({
  id: text,
  platform: text,
  handle: text,
  state: { enum: ['connected', 'expired', 'disconnected'] },
  sandbox: { type: 'boolean' },
  tokenExpiresAt: nullableInstant,
  connectedAt: instant,
});
export const accountList = list(accountView);

export const connectView = record(
  {
    id: text,
    platform: text,
    sandbox: { type: 'boolean' },
    status: { enum: ['pending', 'connected', 'failed'] },
    expiresAt: instant,
    accountId: nullableText,
    error: { type: ['object', 'null'], properties: { code: text, message: text } },
    createdAt: instant,
  },
  // 202 from POST /v1/accounts/connect for an OAuth platform: where to send the person.
  { authorizeUrl: text, next: { type: 'object', additionalProperties: text } },
);

/** The OAuth callback's answer when no redirectUrl was given. */
export const connectCallbackView = record({ connect: connectView }, { account: accountView });

/** DELETE /v1/accounts/{id}: the account as it was, and what went with it. */
export const disconnectedAccountView = {
  allOf: [accountView, record({ disconnectedAt: instant, removed: { type: 'object' } })],
};
