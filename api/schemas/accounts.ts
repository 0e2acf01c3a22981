import { instant, list, nullableInstant, nullableText, record, text } from './shapes';
/** `POST /v1/accounts/connect`, first pass: which platform, so its own fields can be checked. */
export const connectPlatformSchema = {
  type: 'object',
  properties: { platform: { type: 'string', minLength: 1 } },
  required: ['platform'],
} as const;

/**
 * `POST /v1/accounts/connect`: the fields every platform takes, plus those of a token-based
 * platform's flow (`tokenFields`, e.g. `botToken` and `chatId`), plus `server` for a channel whose
 * accounts live on their own servers (`ConnectFlow.server`; checked by core/channels/server-url.ts).
 */
export function connectAccountSchema(tokenFields: readonly string[], server = false) {
  return {
    type: 'object',
    properties: {
      platform: { type: 'string', minLength: 1 },
      sandbox: { type: 'boolean' },
      instant: { type: 'boolean' },
      handle: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
      redirectUrl: { type: 'string', maxLength: 2000, format: 'uri', pattern: '^https?://' },
      ...Object.fromEntries(tokenFields.map((f) => [f, { type: 'string', minLength: 1, maxLength: 500 }])),
      ...(server ? { server: { type: 'string', minLength: 1, maxLength: 500 } } : {}),
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

/** Where an account's browser extension stands (the Korean blog's bridge). */
export const bridgeStateView = record({
  state: {
    enum: ['online', 'login_needed', 'wrong_login', 'offline', 'unpaired'],
    description:
      'online: connected and signed in; login_needed: connected, the blog signed out (posts wait); wrong_login: signed in as someone else; offline: no extension connected (posts wait); unpaired.',
  },
  extensionVersion: nullableText,
  lastSeenAt: nullableInstant,
});

export const accountView = record(
  {
    id: text,
    platform: text,
    handle: text,
    state: { enum: ['connected', 'expired', 'disconnected'] },
    sandbox: { type: 'boolean' },
    tokenExpiresAt: nullableInstant,
    connectedAt: instant,
  },
  {
    krBlog: record({
      categories: {
        type: 'array',
        description: "The blog's categories as last read; a parent and a subcategory may share a name.",
        items: record({ id: text, name: text }, { parentId: text }),
      },
    }),
    bridge: bridgeStateView,
  },
);

/** `GET /v1/channels/bridge`: each extension-driven account, its bridge, and how to wake the browser. */
export const bridgeList = list({
  allOf: [
    accountView,
    record({
      bridge: {
        allOf: [
          bridgeStateView,
          record({
            online: { type: 'boolean' },
            wake: { type: 'object', additionalProperties: text, description: 'How to wake the browser.' },
          }),
        ],
      },
    }),
  ],
});

/** `GET /v1/bridge/pair/{code}`: what a live pairing code pairs with. */
export const pairingLookupView = record({ platform: text, platformUrl: text, expiresAt: instant });

/** `POST /v1/bridge/pair`: the extension's token (shown once) and the account it connected. */
export const pairedView = record({ bridgeToken: text, account: accountView, platformUrl: text });
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
  // 202 from POST /v1/accounts/connect for an OAuth platform: where to send the person; for a
  // channel reached through a browser extension: the code to enter in it.
  {
    authorizeUrl: text,
    pairingCode: text,
    platformUrl: text,
    next: { type: 'object', additionalProperties: text },
  },
);

/** The OAuth callback's answer when no redirectUrl was given. */
export const connectCallbackView = record({ connect: connectView }, { account: accountView });

/** DELETE /v1/accounts/{id}: the account as it was, and what went with it. */
export const disconnectedAccountView = {
  allOf: [accountView, record({ disconnectedAt: instant, removed: { type: 'object' } })],
};

/** `POST /v1/accounts/:id/refresh`: which accounts to re-read (omit: this one, with the candidates). */
export const refreshAccountBody = {
  type: 'object',
  properties: {
    scope: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'string', minLength: 1, maxLength: 100 },
      description:
        '`all` for every account with something to refresh, or platform names, handles and account ids.',
    },
  },
  additionalProperties: false,
} as const;

/** `POST /v1/accounts/select`: `all`, or account ids, handles and platform names. */
export const selectAccountsBody = {
  type: 'object',
  properties: {
    scope: {
      oneOf: [
        { type: 'string', enum: ['all'] },
        { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 100 } },
      ],
    },
  },
  required: ['scope'],
  additionalProperties: false,
} as const;

const accountBrief = record({ accountId: text, platform: text, handle: text });
export const selectionView = record({
  accountIds: { type: 'array', items: text },
  accounts: { type: 'array', items: accountBrief },
  unresolved: {
    type: 'array',
    items: record({ value: text, candidates: { type: 'array', items: accountBrief } }),
  },
});

const refreshedAccount = record(
  { accountId: text, platform: text, handle: text, status: { enum: ['refreshed', 'refreshing', 'failed'] } },
  { account: accountView, code: text, error: record({ code: text, message: text }) },
);
const refreshCandidate = record({ accountId: text, platform: text, handle: text });

/** Its answer: each account's outcome; `candidates` when no scope was given. */
export const refreshView = record(
  { data: { type: 'array', items: refreshedAccount } },
  {
    candidates: { type: 'array', items: refreshCandidate },
    code: text,
    message: text,
    next: { type: 'object', additionalProperties: text },
  },
);
