import { EntitySchema } from '@mikro-orm/core';

/** A bearer key. Only its SHA-256 is stored; the key itself is shown once, at creation. */
export class ApiKey {
  id!: string;
  personId!: string;
  name!: string;
  hash!: string;
  /** The first characters of the key, so a person can tell keys apart in a list. */
  prefix!: string;
  allWorkspaces = false;
  workspaceIds: string[] = [];
  /** null: every scope. */
  scopes: string[] | null = null;
  /** Research tools (keyword and video research) are off until the person turns them on. */
  researchTools = false;
  expiresAt: Date | null = null;
  revokedAt: Date | null = null;
  lastUsedAt: Date | null = null;
  createdAt: Date = new Date();
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: { type: 'string', primary: true },
    personId: { type: 'string', index: true },
    name: { type: 'string' },
    hash: { type: 'string', unique: true },
    prefix: { type: 'string' },
    allWorkspaces: { type: 'boolean', default: false },
    workspaceIds: { type: 'json' },
    scopes: { type: 'json', nullable: true },
    researchTools: { type: 'boolean', default: false },
    expiresAt: { type: 'Date', nullable: true },
    revokedAt: { type: 'Date', nullable: true },
    lastUsedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
