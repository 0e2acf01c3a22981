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
