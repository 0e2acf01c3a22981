import { selectAccounts } from './account-selection';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import type { PluginRegistry } from '../../channels/registry';
import { Account, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import type { AccountService, AccountView } from './account-service';
import type { BridgeAnswer, BridgeJobs } from './bridge-jobs';

/** Spec, Limits: a refresh waits up to one minute for the extension. */
export const REFRESH_WAIT_MS = 60_000;

export type RefreshOutcome =
  | { accountId: string; platform: string; handle: string; status: 'refreshed'; account: AccountView }
  | { accountId: string; platform: string; handle: string; status: 'refreshing'; code: 'refresh_timeout' }
  | {
      accountId: string;
      platform: string;
      handle: string;
      status: 'failed';
      error: { code: string; message: string };
    };

/**
 * `POST /v1/accounts/:id/refresh`: re-reads channel metadata (the blog's categories) through the
 * account's browser extension. A minute at most; past it the answer is 202 `refresh_timeout` and
 * the refresh goes on, storing what the extension answers when it does.
 */
export class AccountRefresh {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly bridges: BridgeJobs,
    private readonly waitMs = REFRESH_WAIT_MS,
  ) {}

  /** Every live account of the workspace that has something to refresh. */
  async candidates(workspace: Workspace): Promise<Account[]> {
    const live = await this.orm.em
      .fork()
      .find(Account, { workspaceId: workspace.id, state: 'connected' }, { orderBy: { platform: 'asc' } });
    return live.filter((a) => this.plugins.get(a.platform).bridge?.refresh);
  }

  /** The account of the path, or 404 `account_not_found`. */
  async accountOf(auth: AuthContext, workspace: Workspace, accountId: string): Promise<Account> {
    const account = await this.orm.em.fork().findOne(Account, { id: accountId });
    if (!account || account.workspaceId !== workspace.id || account.state === 'disconnected')
      throw await this.accounts.notFound(auth, accountId, account);
    return account;
  }

  /**
   * The accounts `scope` names: `all` (every candidate), or platform names, handles and account
   * ids mixed; a name that matches nothing is 400 `invalid_params` naming it.
   */
  async scoped(workspace: Workspace, scope: string[]): Promise<Account[]> {
    const candidates = await this.candidates(workspace);
    if (scope.includes('all')) return candidates;
    const live = await this.orm.em.fork().find(Account, { workspaceId: workspace.id, state: 'connected' });
    const { picked, unresolved } = selectAccounts(live, scope);
    if (unresolved.length > 0)
      throw AppError.of(
        'invalid_params',
        { field: 'scope', value: unresolved[0].value, candidates: candidates.map((a) => this.brief(a)) },
        `scope: "${unresolved[0].value}" is no platform, handle or account id of this workspace.`,
      );
    return picked;
  }

  /** One account: its metadata read again, or the spec's failure thrown. */
  async refreshOne(account: Account): Promise<RefreshOutcome> {
    const capability = this.plugins.get(account.platform).bridge?.refresh;
    if (!capability)
      throw AppError.of(
        'refresh_unsupported',
        { accountId: account.id, platform: account.platform },
        `${account.platform} has nothing to refresh: its settings are read at each publish.`,
      );
    const asked = await this.bridges.ask(
      account.id,
      capability.kind,
      {},
      { timeoutMs: this.waitMs, wake: this.accounts.wakeOf(account) },
    );
    if ('pending' in asked) {
      // After the minute the answer, when it comes, is stored all the same; nobody waits for it
      // any more, so what keeps it from the account (a refusal, a failed write) goes to the log.
      this.bridges.whenAnswered(asked.pending, (answer) =>
        this.store(account, answer).catch((err: unknown) =>
          console.error(`account ${account.id}: the refresh answered late was not stored`, err),
        ),
      );
      return { ...this.brief(account), status: 'refreshing', code: 'refresh_timeout' };
    }
    return this.store(account, asked.result);
  }

  /**
   * A newly paired real blog has no categories yet: read them as soon as its extension is online
   * (the sandbox's are known from pairing). Failures are left for a refresh the person asks for.
   */
  async readIfUnknown(accountId: string): Promise<void> {
    const account = await this.orm.em.fork().findOne(Account, { id: accountId, state: 'connected' });
    if (!account || !this.plugins.get(account.platform).bridge?.refresh) return;
    if (Array.isArray(account.metadata.categories)) return;
    await this.refreshOne(account).catch(() => undefined);
  }

  /** Several accounts: each one's outcome, a failure included rather than thrown. */
  async refreshMany(accounts: Account[]): Promise<RefreshOutcome[]> {
    return Promise.all(
      accounts.map((a) =>
        this.refreshOne(a).catch((err: unknown) => {
          if (!(err instanceof AppError)) throw err;
          const first = err.violations[0];
          return {
            ...this.brief(a),
            status: 'failed' as const,
            error: { code: first.code, message: first.message },
          };
        }),
      ),
    );
  }

  brief(a: Account): { accountId: string; platform: string; handle: string } {
    return { accountId: a.id, platform: a.platform, handle: a.handle };
  }

  private async store(account: Account, answer: BridgeAnswer): Promise<RefreshOutcome> {
    if (!answer.ok || !('data' in answer)) {
      const bridgeCode = answer.ok ? 'kr_verify_failed' : answer.code;
      throw AppError.of(
        'refresh_failed',
        { accountId: account.id, bridgeCode },
        `The extension could not re-read the blog (${bridgeCode}${!answer.ok && answer.detail ? `: ${answer.detail}` : ''}).`,
      );
    }
    const capability = this.plugins.get(account.platform).bridge!.refresh!;
    const em = this.orm.em.fork();
    const row = await em.findOneOrFail(Account, { id: account.id });
    row.metadata = { ...row.metadata, ...capability.metadata(answer.data) };
    await em.flush();
    return { ...this.brief(row), status: 'refreshed', account: this.accounts.view(row) };
  }
}
