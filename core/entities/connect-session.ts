import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export type ConnectStatus = 'pending' | 'connected' | 'failed';

/**
 * One attempt to connect an account through its platform's OAuth flow, from
 * `POST /v1/accounts/connect` to the callback. The `state` sent to the platform is a random value
 * whose hash is kept here: the callback, which carries no API key, is trusted because it brings
 * back a state only this attempt knows, once, before `expiresAt`.
 */
export class ConnectSession {
  [OptionalProps]?: 'status' | 'accountId' | 'errorCode' | 'errorMessage' | 'completedAt' | 'createdAt';
  id!: string;
  workspaceId!: string;
  /** The key that started it (the request logs of the callback name its owner). */
  keyId!: string;
  platform!: string;
  sandbox!: boolean;
  /** SHA-256 of the `state` parameter, hex. */
  stateHash!: string;
  /** The PKCE verifier, sealed (core/secrets.ts); null when the platform takes no PKCE. */
  codeVerifier!: string | null;
  /** Where the callback sends the browser when done; null answers with JSON instead. */
  redirectUrl!: string | null;
  /**
   * The server the person named (`OAuthConnect.server`), checked: the callback trades the code
   * there, as that server's app, so it cannot be steered to another. Null: the deployment's.
   */
  serverUrl?: string | null;
  status: ConnectStatus = 'pending';
  accountId: string | null = null;
  errorCode: string | null = null;
  errorMessage: string | null = null;
  expiresAt!: Date;
  completedAt: Date | null = null;
  createdAt: Date = new Date();
}

export const ConnectSessionSchema = new EntitySchema<ConnectSession>({
  class: ConnectSession,
  tableName: 'connect_sessions',
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string', index: true },
    keyId: { type: 'string' },
    platform: { type: 'string' },
    sandbox: { type: 'boolean' },
    stateHash: { type: 'string', unique: true },
    codeVerifier: { type: 'text', nullable: true },
    redirectUrl: { type: 'text', nullable: true },
    serverUrl: { type: 'text', nullable: true },
    status: { type: 'string', default: 'pending' },
    accountId: { type: 'string', nullable: true },
    errorCode: { type: 'string', nullable: true },
    errorMessage: { type: 'text', nullable: true },
    expiresAt: { type: 'Date' },
    completedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
