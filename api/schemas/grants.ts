import { instant, list, nullableInstant, record, text } from './shapes';

/** PATCH /v1/grants/{id}: research tools on or off for an MCP connection. */
export const updateGrantSchema = {
  type: 'object',
  properties: { researchTools: { type: 'boolean' } },
  required: ['researchTools'],
  additionalProperties: false,
} as const;

export const grantView = record({
  id: text,
  clientId: text,
  clientName: text,
  workspaceIds: { type: 'array', items: text },
  researchTools: { type: 'boolean' },
  createdAt: instant,
  lastUsedAt: nullableInstant,
  revokedAt: nullableInstant,
});
export const grantList = list(grantView);
