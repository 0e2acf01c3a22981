import type { MikroORM } from '@mikro-orm/postgresql';
import fs from 'node:fs';
import path from 'node:path';
import { Account, Person, Workspace } from '../entities';
import { newId } from '../ids';
import type { PluginRegistry } from '../channels/registry';
import type { AccountService } from './account-service';
import type { KeyService } from './key-service';
import type { WorkspaceService } from './workspace-service';

export const DEMO_EMAIL = 'demo@fanout.local';

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
      });
      await em.flush();
      await this.workspaces.createFor(person.id, 'Demo');
      created = true;
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
    let apiKey = configuredKey ?? readKey(keyFile);
    if (!apiKey || !(await this.keys.hasKeyHash(apiKey))) {
      const issued = await this.keys.issue(
        person.id,
        { name: 'Demo key', allWorkspaces: true, workspaceIds: [], scopes: null, expiresAt: null },
        apiKey,
      );
      apiKey = issued.key;
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(keyFile, `${apiKey}\n`, { mode: 0o600 });
    }
    return { apiKey, created };
  }

  async demoWorkspace(): Promise<Workspace | null> {
    const person = await this.orm.em.findOne(Person, { email: DEMO_EMAIL });
    return person ? this.orm.em.findOne(Workspace, { personId: person.id, slug: 'demo' }) : null;
  }
}

function readKey(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
