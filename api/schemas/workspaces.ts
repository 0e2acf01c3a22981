export const createWorkspaceSchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } },
  required: ['name'],
  additionalProperties: false,
} as const;
