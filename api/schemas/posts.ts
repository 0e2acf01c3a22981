export const createPostSchema = {
  type: 'object',
  properties: {
    content: { type: 'string' },
    accountIds: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 50 },
    // Each channel's own shape is checked by its plugin's optionsSchema (routers/posts.ts).
    options: { type: 'object', additionalProperties: { type: 'object' } },
    wait: { type: 'boolean', default: false },
  },
  required: ['content', 'accountIds'],
  additionalProperties: false,
} as const;

export const postIdParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;
