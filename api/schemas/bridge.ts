/** `POST /v1/bridge/pair`: the extension trades a pairing code for a bridge token. */
export const bridgePairBody = {
  type: 'object',
  properties: {
    pairingCode: {
      type: 'string',
      minLength: 4,
      maxLength: 20,
      description: 'The code POST /v1/accounts/connect answered.',
    },
    accountHandle: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{2,40}$',
      description: 'The blog the browser is signed in to, as the extension read it on the platform.',
    },
    version: { type: 'string', maxLength: 30, description: "The extension's version." },
  },
  required: ['pairingCode', 'accountHandle'],
  additionalProperties: false,
} as const;

export const bridgePairParams = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 4, maxLength: 20 } },
  required: ['code'],
} as const;
