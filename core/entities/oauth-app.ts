import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * Our app as one server registered it (`OAuthConnect.registerClient`: a Mastodon instance's
 * `POST /api/v1/apps`), one per (platform, server, redirect URI): the second person to connect on
 * the same server reuses it, and the code exchange and every refresh there authenticate as it.
 */
export class OAuthApp {
  [OptionalProps]?: 'createdAt';
  id!: string;
  platform!: string;
  /** The server as checked and stored on its accounts (`Account.serverUrl`). */
  serverUrl!: string;
  redirectUri!: string;
  clientId!: string;
  /** `{clientSecret}`, sealed as tokens are (core/secrets.ts). */
  clientSecret!: string;
  createdAt: Date = new Date();
}

export const OAuthAppSchema = new EntitySchema<OAuthApp>({
  class: OAuthApp,
  tableName: 'oauth_apps',
  uniques: [{ properties: ['platform', 'serverUrl', 'redirectUri'] }],
  properties: {
    id: { type: 'string', primary: true },
    platform: { type: 'string' },
    serverUrl: { type: 'text' },
    redirectUri: { type: 'text' },
    clientId: { type: 'text' },
    clientSecret: { type: 'text' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
