import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { Account, type Workspace } from '../entities';
import { AppError } from '../errors/app-error';
import { newId } from '../ids';
import type { SecretBox } from '../secrets';
import type { AccountContext } from '../channels/plugin';
import type { PluginRegistry } from '../channels/registry';

export interface AccountView {
  id: string;
  platform: string;
  handle: string;
  state: Account['state'];
  sandbox: boolean;
  tokenExpiresAt: string | null;
  connectedAt: string;
}

/** Connected channel accounts of a workspace, and the credentials a plugin needs to act for one. */
export class AccountService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly secrets: SecretBox,
    private readonly config: Config,
  ) {}

  private get em() {
    return this.orm.em;
  }

  async list(workspace: Workspace): Promise<AccountView[]> {
    const rows = await this.em.find(
      Account,
      { workspaceId: workspace.id, state: { $ne: 'disconnected' } },
      { orderBy: { platform: 'asc' } },
    );
    return rows.map((a) => this.view(a));
  }

  /** Connects a sandbox account at once: its credentials are the emulator's, made from the handle. */
  async connectSandbox(workspace: Workspace, platform: string, handle?: string): Promise<AccountView> {
    if (!this.config.sandbox) {
      throw AppError.of(
        'not_supported',
        { platform },
        'Sandbox accounts are off on this server (FANOUT_SANDBOX=false).',
      );
    }
    const plugin = this.plugins.get(platform);
    const existing = await this.em.findOne(Account, {
      workspaceId: workspace.id,
      platform,
      state: { $ne: 'disconnected' },
    });
    if (existing) throw this.alreadyConnected(platform);
    const account = plugin.sandbox.account(handle ?? `${workspace.slug}_${platform}`);
    const row = this.em.create(Account, {
      id: newId('acc'),
      workspaceId: workspace.id,
      platform,
      handle: account.handle,
      externalAccountId: account.externalAccountId,
      credentials: this.secrets.seal(account.credentials),
      sandbox: true,
      state: 'connected',
      tokenExpiresAt: null,
      connectedAt: new Date(),
      disconnectedAt: null,
    });
    try {
      await this.em.flush();
    } catch (err) {
      // Two connects racing: the partial unique index lets one win.
      if (err instanceof UniqueConstraintViolationException) throw this.alreadyConnected(platform);
      throw err;
    }
    return this.view(row);
  }

  private alreadyConnected(platform: string): AppError {
    return AppError.of(
      'platform_already_connected',
      { platform },
      `This workspace already has a ${platform} account.`,
    );
  }

  /** What a plugin needs to act for the account: decrypted credentials and the platform's base URL. */
  context(account: Account): AccountContext {
    return {
      externalAccountId: account.externalAccountId,
      handle: account.handle,
      credentials: this.secrets.open(account.credentials),
      baseUrl: this.baseUrl(account),
    };
  }

  private baseUrl(account: Account): string {
    if (account.sandbox) return `${this.config.sandboxUrl}/${account.platform}`;
    return (
      this.config.platformBaseUrls[account.platform] ?? this.plugins.get(account.platform).defaultBaseUrl
    );
  }

  view(a: Account): AccountView {
    return {
      id: a.id,
      platform: a.platform,
      handle: a.handle,
      state: a.state,
      sandbox: a.sandbox,
      tokenExpiresAt: a.tokenExpiresAt?.toISOString() ?? null,
      connectedAt: a.connectedAt.toISOString(),
    };
  }
}
