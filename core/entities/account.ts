import { EntitySchema } from '@mikro-orm/core';

export type AccountState = 'connected' | 'expired' | 'disconnected';

/** A connected channel account. Its platform credentials are sealed (core/secrets.ts). */
export class Account {
  id!: string;
  workspaceId!: string;
  platform!: string;
  handle!: string;
  externalAccountId!: string;
  credentials!: string;
  /** Talks to the platform's sandbox emulator instead of the real platform. */
  sandbox = false;
  state: AccountState = 'connected';
  tokenExpiresAt: Date | null = null;
  connectedAt: Date = new Date();
  disconnectedAt: Date | null = null;
  /**
   * What the channel read about the account and shows on it (the blog's categories, say). The
   * channel's plugin owns its shape; the core stores it and passes it to the plugin's rules.
   */
  metadata: Record<string, unknown> = {};
  /**
   * The account's own server (a Mastodon instance, a Bluesky PDS), checked when it was connected
   * (core/channels/server-url.ts); null: the deployment's server for the channel. Calls for a real
   * account go there (`AccountContext.baseUrl`); a sandbox account's go to its emulator.
   */
  serverUrl: string | null = null;
}

export const AccountSchema = new EntitySchema<Account>({
  class: Account,
  tableName: 'accounts',
  indexes: [{ properties: ['workspaceId', 'platform'] }],
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string' },
    platform: { type: 'string' },
    handle: { type: 'string' },
    externalAccountId: { type: 'string' },
    credentials: { type: 'text' },
    sandbox: { type: 'boolean', default: false },
    state: { type: 'string', default: 'connected' },
    tokenExpiresAt: { type: 'Date', nullable: true },
    connectedAt: { type: 'Date', onCreate: () => new Date() },
    disconnectedAt: { type: 'Date', nullable: true },
    metadata: { type: 'json', default: '{}' },
    serverUrl: { type: 'text', nullable: true },
  },
});
