export const listLogsQuery = {
  type: 'object',
  properties: {
    requestId: { type: 'string', minLength: 1 },
    outcome: { type: 'string', enum: ['ok', 'failed'] },
    search: { type: 'string', minLength: 1, maxLength: 200 },
    since: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    before: { type: 'string', minLength: 1 },
  },
  additionalProperties: false,
} as const;
