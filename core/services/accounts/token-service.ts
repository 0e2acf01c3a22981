import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import { LockMode, type MikroORM } from '@mikro-orm/postgresql';
import { RefreshRefusedError } from '../../channels/connect';
import type { PluginRegistry } from '../../channels/registry';
import { Account } from '../../entities';
import type { SecretBox } from '../../secrets';
import type { OAuthSetup } from './oauth-setup';

/** What the token workflow does next for an account. */
export type TokenPlan =
  | { action: 'refresh'; refreshAt: string; expiresAt: string }
  | { action: 'stop'; reason: 'gone' | 'disconnected' | 'expired' | 'never_expires' | 'not_refreshable' };

export type RefreshOutcome =
  | { outcome: 'refreshed'; expiresAt: string | null }
  | { outcome: 'expired'; reason: string }
  | { outcome: 'stopped'; reason: string };

/** A token that expires within this margin is refreshed before a send rather than risked. */
export const STALE_MARGIN_MS = 60_000;

/** Whether the account's token runs out within `STALE_MARGIN_MS` of `now`. */
export function isStale(account: Account, now = Date.now()): boolean {
  return account.tokenExpiresAt !== null && account.tokenExpiresAt.getTime() - now < STALE_MARGIN_MS;
}

/** Refresh at least a minute and at most a day before expiry; a fifth of what is left in between. */
const MIN_LEAD_MS = 60_000;
const MAX_LEAD_MS = 24 * 3_600_000;

/**
 * Keeps connected accounts' access tokens usable: when to refresh, and the refresh itself. A refresh
 * the platform refuses for good marks the account `expired` (posts to it answer `account_expired`
 * until it is connected again); anything else is thrown for the workflow's retries.
 */
export class TokenService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly secrets: SecretBox,
    private readonly setup: OAuthSetup,
  ) {}

  /** Outbound webhook events of a change (set where the container is built): `account.expired`. */
  outbox?: () => WebhookOutbox;

  async plan(accountId: string, now = new Date()): Promise<TokenPlan> {
    const account = await this.orm.em.fork().findOne(Account, { id: accountId });
    if (!account) return { action: 'stop', reason: 'gone' };
    if (account.state !== 'connected') return { action: 'stop', reason: account.state };
    if (!account.tokenExpiresAt) return { action: 'stop', reason: 'never_expires' };
    const flow = this.plugins.has(account.platform) ? this.plugins.get(account.platform).connect : undefined;
    if (flow?.kind !== 'oauth' || !flow.refresh) return { action: 'stop', reason: 'not_refreshable' };
    const left = account.tokenExpiresAt.getTime() - now.getTime();
    const lead = Math.min(MAX_LEAD_MS, Math.max(MIN_LEAD_MS, left / 5));
    return {
      action: 'refresh',
      refreshAt: new Date(account.tokenExpiresAt.getTime() - lead).toISOString(),
      expiresAt: account.tokenExpiresAt.toISOString(),
    };
  }

  /**
   * Refreshes under the account's row lock: platforms that rotate refresh tokens retire the old one
   * on use, so two refreshes at once would leave one of them holding a dead token.
   */
  /**
   * `unlessChangedFrom`: the sealed credentials a send was refused with; when the account holds
   * others by the time the lock is ours, another refresh already ran and this one is skipped.
   */
  async refresh(
    accountId: string,
    options: { onlyIfStale?: boolean; unlessChangedFrom?: string } = {},
  ): Promise<RefreshOutcome> {
    const outbox = this.outbox?.();
    const outcome = await this.refreshLocked(accountId, options, outbox);
    await outbox?.wake();
    return outcome;
  }

  private async refreshLocked(
    accountId: string,
    options: { onlyIfStale?: boolean; unlessChangedFrom?: string },
    outbox?: WebhookOutbox,
  ): Promise<RefreshOutcome> {
    return this.orm.em.fork().transactional(async (em) => {
      const account = await em.findOne(Account, { id: accountId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!account || account.state !== 'connected') {
        return { outcome: 'stopped', reason: account ? account.state : 'gone' };
      }
      // A send that found the token stale may have waited on the lock while another refresh ran.
      const changed =
        options.unlessChangedFrom !== undefined && account.credentials !== options.unlessChangedFrom;
      if (changed || (options.onlyIfStale && !isStale(account))) {
        return { outcome: 'refreshed', expiresAt: account.tokenExpiresAt?.toISOString() ?? null };
      }
      const flow = this.plugins.get(account.platform).connect;
      if (flow?.kind !== 'oauth' || !flow.refresh) return { outcome: 'stopped', reason: 'not_refreshable' };
      const call = await this.setup.call(account.platform, account.sandbox, undefined, account.serverUrl);
      try {
        const tokens = await flow.refresh(call, this.secrets.open(account.credentials));
        account.credentials = this.secrets.seal(tokens.credentials);
        account.tokenExpiresAt = tokens.expiresAt;
        return { outcome: 'refreshed', expiresAt: tokens.expiresAt?.toISOString() ?? null };
      } catch (err) {
        if (!(err instanceof RefreshRefusedError)) throw err;
        account.state = 'expired';
        // With the change (the outbox); a retry finds the account expired and emits nothing again.
        await em.flush();
        await outbox?.account(em, accountId, 'account.expired', new Date().toISOString());
        return { outcome: 'expired', reason: err.message };
      }
    });
  }
}
