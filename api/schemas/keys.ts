import { SCOPES } from '../../core/auth/scopes';
import { instant, list, nullableInstant, record, text } from './shapes';

export const createKeySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 100 },
    workspaceIds: { type: 'array', items: { type: 'string' }, maxItems: 100 },
    allWorkspaces: { type: 'boolean' },
    scopes: { type: 'array', items: { type: 'string', enum: SCOPES }, maxItems: SCOPES.length },
    expiresAt: { type: 'string', format: 'date-time' },
    researchTools: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

/** PATCH /v1/keys/{id}: what may change on a key (its research tools). */
export const updateKeySchema = {
  type: 'object',
  properties: { researchTools: { type: 'boolean' } },
  additionalProperties: false,
} as const;

export const keyView = record({
  id: text,
  name: text,
  prefix: text,
  allWorkspaces: { type: 'boolean' },
  workspaceIds: { type: 'array', items: text },
  scopes: { type: ['array', 'null'], items: text },
  researchTools: { type: 'boolean' },
  expiresAt: nullableInstant,
  revokedAt: nullableInstant,
  lastUsedAt: nullableInstant,
  createdAt: instant,
});
export const keyList = list(keyView);
/** POST /v1/keys: the only answer that carries the key itself. */
export const createdKey = { allOf: [keyView, record({ key: text })] };
