import { SCOPES } from '../../core/auth/scopes';

export const createKeySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 100 },
    workspaceIds: { type: 'array', items: { type: 'string' }, maxItems: 100 },
    allWorkspaces: { type: 'boolean' },
    scopes: { type: 'array', items: { type: 'string', enum: SCOPES }, maxItems: SCOPES.length },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
} as const;
