import { EntitySchema } from '@mikro-orm/core';

/** A set of connected channels (at most one per platform) that posts go out from. */
export class Workspace {
  id!: string;
  personId!: string;
  name!: string;
  /** Unique per person; `x-service-workspace` takes the id or this. */
  slug!: string;
  /** Set by an operator: the workspace may use channels in beta (BETA_CHANNELS). */
  betaApprovedAt: Date | null = null;
  createdAt: Date = new Date();
}

export const WorkspaceSchema = new EntitySchema<Workspace>({
  class: Workspace,
  tableName: 'workspaces',
  uniques: [{ properties: ['personId', 'slug'] }],
  properties: {
    id: { type: 'string', primary: true },
    personId: { type: 'string', index: true },
    name: { type: 'string' },
    slug: { type: 'string' },
    betaApprovedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
