import type { MikroORM } from '@mikro-orm/postgresql';
import type { RegisteredClient } from '../../channels/connect';
import { OAuthApp } from '../../entities';
import { newId } from '../../ids';
import type { SecretBox } from '../../secrets';

/** Which app, on which server, for which callback. */
export interface AppKey {
  platform: string;
  serverUrl: string;
  redirectUri: string;
}

/**
 * The apps servers registered for us (`OAuthConnect.registerClient`), kept so each server is asked
 * once: a server that caps or reviews registrations (Mastodon instances rate-limit
 * `POST /api/v1/apps`) sees one app from this deployment, not one per connect.
 */
export class OAuthApps {
  constructor(
    private readonly orm: MikroORM,
    private readonly secrets: SecretBox,
  ) {}

  /**
   * The stored app for `key`, else the one `register` gets from the server, stored. Two connects
   * racing on a new server may both register; the first stored wins and the other app is left
   * unused on the server (harmless: it holds no tokens).
   */
  async clientFor(key: AppKey, register: () => Promise<RegisteredClient>): Promise<RegisteredClient> {
    const stored = await this.find(key);
    if (stored) return stored;
    const registered = await register();
    await this.orm.em
      .fork()
      .createQueryBuilder(OAuthApp)
      .insert({
        id: newId('oap'),
        ...key,
        clientId: registered.clientId,
        clientSecret: this.secrets.seal({ clientSecret: registered.clientSecret }),
        createdAt: new Date(),
      })
      .onConflict(['platform', 'serverUrl', 'redirectUri'])
      .ignore()
      .execute();
    return (await this.find(key)) ?? registered;
  }

  private async find(key: AppKey): Promise<RegisteredClient | undefined> {
    const row = await this.orm.em.fork().findOne(OAuthApp, key);
    if (!row) return undefined;
    return { clientId: row.clientId, clientSecret: this.secrets.open(row.clientSecret).clientSecret };
  }
}
