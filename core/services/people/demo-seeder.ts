import { hashPassword } from '../../auth/passwords';
import { keyCacheOf } from '../../auth/key-cache';
import type { MikroORM } from '@mikro-orm/postgresql';
import fs from 'node:fs';
import path from 'node:path';
import { Account, Person, Workspace } from '../../entities';
import { newId, randomToken } from '../../ids';
import type { PluginRegistry } from '../../channels/registry';
import type { AccountService } from '../accounts/account-service';
import type { BridgeJobs } from '../accounts/bridge-jobs';
import type { KeyService } from './key-service';
import type { WorkspaceService } from './workspace-service';

export const DEMO_EMAIL = 'demo@fanout.local';
/** The demo person's password, in the data dir (`npm start` prints it). */
export const DEMO_PASSWORD_FILE = 'demo-password';

/**
 * First start on an empty database: a demo person, a workspace "Demo" with one sandbox account
 * per channel, and a key reaching all workspaces. The key is kept in the data dir (it is stored
 * hashed, so this is the only place to read it again); FANOUT_DEMO_API_KEY fixes its value.
 */
export class DemoSeeder {
  constructor(
    private readonly orm: MikroORM,
    private readonly workspaces: WorkspaceService,
    private readonly accounts: AccountService,
    private readonly keys: KeyService,
    private readonly plugins: PluginRegistry,
    private readonly bridges: BridgeJobs,
  ) {}

  async ensure(dataDir: string, configuredKey?: string): Promise<{ apiKey: string; created: boolean }> {
    const em = this.orm.em;
    const keyFile = path.join(dataDir, 'demo-api-key');
    let person = await em.findOne(Person, { email: DEMO_EMAIL });
    let created = false;
    if (!person) {
      person = em.create(Person, {
        id: newId('per'),
        email: DEMO_EMAIL,
        name: 'Demo',
        createdAt: new Date(),
        // The demo person is verified: its key works at once.
        emailVerifiedAt: new Date(),
      });
      await em.flush();
      const demo = await this.workspaces.createFor(person.id, 'Demo');
      // The demo workspace may try every channel, those in beta too.
      await em.nativeUpdate(Workspace, { id: demo.id }, { betaApprovedAt: new Date() });
      keyCacheOf(this.orm).clear();
      created = true;
    }
    // The demo person signs in (the MCP consent page) with a password kept beside the demo key.
    if (!person.passwordHash) {
      const password = randomToken(12);
      person.passwordHash = await hashPassword(password);
      await em.flush();
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, DEMO_PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
    }
    // Every channel this build runs has a demo account, also channels added since the first start
    // (a platform the person disconnected on purpose is not connected again).
    const workspace = await em.findOne(Workspace, { personId: person.id, slug: 'demo' });
    if (workspace) {
      const had = new Set((await em.find(Account, { workspaceId: workspace.id })).map((a) => a.platform));
      for (const plugin of this.plugins.all()) {
        if (!had.has(plugin.id))
          await this.accounts.connectSandbox(workspace, plugin.id, `demo_${plugin.id}`);
      }
    }
    if (workspace) await this.pairBridges(workspace, dataDir);
    let apiKey = configuredKey ?? readKey(keyFile);
    if (!apiKey || !(await this.keys.hasKeyHash(apiKey))) {
      const issued = await this.keys.issue(
        person.id,
        // The demo key tries everything, research included (a new key has research off).
        {
          name: 'Demo key',
          allWorkspaces: true,
          workspaceIds: [],
          scopes: null,
          expiresAt: null,
          researchTools: true,
        },
        apiKey,
      );
      apiKey = issued.key;
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(keyFile, `${apiKey}\n`, { mode: 0o600 });
    }
    return { apiKey, created };
  }

  /**
   * The demo account of each channel reached through a browser extension gets a bridge token,
   * kept in `<data dir>/bridge-tokens/<channel>.json` for the sandbox extension of `npm start`
   * (stored hashed, so the file is the only place to read it again). Paired again when the file is
   * missing or its token no longer admits the account.
   */
  private async pairBridges(workspace: Workspace, dataDir: string): Promise<void> {
    const dir = path.join(dataDir, 'bridge-tokens');
    for (const plugin of this.plugins.all().filter((p) => p.bridge)) {
      const account = await this.orm.em.findOne(Account, {
        workspaceId: workspace.id,
        platform: plugin.id,
        state: 'connected',
        sandbox: true,
      });
      if (!account) continue;
      const file = path.join(dir, `${plugin.id}.json`);
      const saved = readJson(file) as { token?: string } | undefined;
      if (saved?.token && (await this.bridges.accountOfToken(saved.token))?.id === account.id) continue;
      const token = await this.bridges.pair(account.id);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        file,
        `${JSON.stringify({ accountId: account.id, handle: account.handle, token }, null, 2)}\n`,
        { mode: 0o600 },
      );
    }
  }

  async demoWorkspace(): Promise<Workspace | null> {
    const person = await this.orm.em.findOne(Person, { email: DEMO_EMAIL });
    return person ? this.orm.em.findOne(Workspace, { personId: person.id, slug: 'demo' }) : null;
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function readKey(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
