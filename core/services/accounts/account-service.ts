import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import {
  LockMode,
  UniqueConstraintViolationException,
  type EntityManager,
  type MikroORM,
} from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import type { Config } from '../../config';
import { Account, Bridge, Post, PostTarget, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import type { SecretBox } from '../../secrets';
import type { AccountContext, BridgeClient, PublishContext, SandboxAccount } from '../../channels/plugin';
import { checkServerUrl } from '../../channels/server-url';
import type { ConnectedAccount } from '../../channels/connect';
import type { PluginRegistry } from '../../channels/registry';
import type { PostWorkflows } from '../../temporal/post-workflows';
import type { WorkspaceService } from '../people/workspace-service';
import { automationWorkOf, turnOffAutomationsOf } from '../automations/account-automations';
import { bridgesOf } from './paired-bridges';

import { bridgeView, type AccountView, type BridgeView } from './account-view';

export { bridgeView, type AccountView, type BridgeView };

/** What disconnecting an account would delete (409 `account_has_pending_posts`). */
export interface PendingWork {
  /** Scheduled posts going to this account only: they would not go out at all. */
  scheduledOnly: number;
  /** Scheduled posts going to other accounts too: they would go out without this one. */
  scheduledShared: number;
  /** Drafts naming this account. */
  drafts: number;
  /** The soonest of those scheduled posts, ISO; null when none is scheduled. */
  earliestScheduledAt: string | null;
  /** Enabled automations of the account: disconnecting turns them off. */
  liveAutomations: number;
  /** Conversations its automations started (deliveries sent). */
  conversations: number;
}

/** What a disconnect took away from unsent posts. */
export interface RemovedWork {
  /** Post targets of this account removed from scheduled posts and drafts. */
  targets: number;
  /** Scheduled posts left with no account: now `cancelled`, their schedule stopped. */
  cancelledPostIds: string[];
  /** Scheduled posts still going to their other accounts. */
  scheduledPostIds: string[];
  /** Drafts that lost this account (they stay drafts, possibly with no account). */
  draftPostIds: string[];
}

/** The answer to `DELETE /v1/accounts/:id`. */
export interface DisconnectedAccountView extends AccountView {
  disconnectedAt: string;
  removed: RemovedWork;
}

/** How long a client should wait before disconnecting an account a post is going out through. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** Post statuses whose targets are not yet sent: disconnecting takes the account out of them. */
const UNSENT: readonly Post['status'][] = ['scheduled', 'draft'];

/** Connected channel accounts of a workspace, and the credentials a plugin needs to act for one. */
export class AccountService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly secrets: SecretBox,
    private readonly config: Config,
    private readonly workspaces?: WorkspaceService,
    /** Present in the API (it has a Temporal client); the worker never disconnects accounts. */
    private readonly workflows?: PostWorkflows,
  ) {}

  /** Outbound webhook events of a change (set where the container is built: they read accounts here). */
  outbox?: () => WebhookOutbox;

  private get em() {
    return this.orm.em;
  }

  async list(workspace: Workspace): Promise<AccountView[]> {
    const rows = await this.em.find(
      Account,
      { workspaceId: workspace.id, state: { $ne: 'disconnected' } },
      { orderBy: { platform: 'asc' } },
    );
    const bridges = await bridgesOf(this.em, this.plugins, rows);
    return rows.map((a) => this.view(a, bridges.get(a.id) ?? null));
  }

  /** Connects a sandbox account at once: its credentials are the emulator's, made from the handle. */
  async connectSandbox(workspace: Workspace, platform: string, handle?: string): Promise<AccountView> {
    this.requireSandbox(platform);
    const account = this.sandboxAccount(workspace, platform, handle);
    await this.requireFree(workspace.id, platform, account.externalAccountId);
    const row = await this.store(workspace.id, platform, { ...account, expiresAt: null }, true);
    return this.view(row);
  }

  /** The sandbox account a handle stands for; without one, the workspace's default handle. */
  sandboxAccount(workspace: Workspace, platform: string, handle?: string): SandboxAccount {
    return this.plugins.get(platform).sandbox.account(handle ?? `${workspace.slug}_${platform}`);
  }

  /** 400 `not_supported` when the server runs without its sandbox. */
  requireSandbox(platform: string): void {
    if (!this.config.sandbox) {
      throw AppError.of(
        'not_supported',
        { platform },
        'Sandbox accounts are off on this server (FANOUT_SANDBOX=false).',
      );
    }
  }

  /**
   * 409 `platform_already_connected` when the workspace has a connected account on the platform. An
   * expired one may be connected again (that is how it recovers), so it passes unless
   * `externalAccountId` is known and names another channel.
   */
  async requireFree(workspaceId: string, platform: string, externalAccountId?: string): Promise<void> {
    const existing = await this.em.findOne(Account, {
      workspaceId,
      platform,
      state: { $ne: 'disconnected' },
    });
    if (!existing) return;
    const sameExpired =
      existing.state === 'expired' &&
      (externalAccountId === undefined || existing.externalAccountId === externalAccountId);
    if (!sameExpired) throw this.alreadyConnected(platform);
  }

  /**
   * Stores an account a connect flow vouched for. Reconnecting the same channel (same external id)
   * brings back the account it was, disconnected or expired, so the targets of its old posts point
   * at a live account again; another channel on a platform already connected is 409.
   */
  async store(
    workspaceId: string,
    platform: string,
    connected: ConnectedAccount,
    sandbox: boolean,
  ): Promise<Account> {
    const em = this.em.fork();
    const previous = await em.findOne(
      Account,
      { workspaceId, platform, externalAccountId: connected.externalAccountId },
      { orderBy: { connectedAt: 'desc' } },
    );
    const reusable = previous && previous.state !== 'connected' ? previous : null;
    const fields = {
      handle: connected.handle,
      credentials: this.secrets.seal(connected.credentials),
      sandbox,
      state: 'connected' as const,
      tokenExpiresAt: connected.expiresAt,
      connectedAt: new Date(),
      disconnectedAt: null,
      // A sandbox account talks to its emulator whatever server it names.
      serverUrl: sandbox ? null : (connected.serverUrl ?? null),
      ...(connected.metadata ? { metadata: connected.metadata } : {}),
    };
    const row = reusable
      ? Object.assign(reusable, fields)
      : em.create(Account, {
          id: newId('acc'),
          workspaceId,
          platform,
          externalAccountId: connected.externalAccountId,
          ...fields,
        });
    try {
      await em.flush();
    } catch (err) {
      // Another account of the platform is live (or two connects raced): the partial unique index lets one win.
      if (err instanceof UniqueConstraintViolationException) throw this.alreadyConnected(platform);
      throw err;
    }
    return row;
  }

  private alreadyConnected(platform: string): AppError {
    return AppError.of(
      'platform_already_connected',
      { platform },
      `This workspace already has a ${platform} account.`,
    );
  }

  /**
   * `DELETE /v1/accounts/:id`. Refuses while a post is going out through the account (409
   * `account_busy_publishing`, even with `force`), and, without `force`, while scheduled posts or
   * drafts name it (409 `account_has_pending_posts`, nothing changed). Otherwise, in one
   * transaction: the account becomes `disconnected` (its credentials dropped), and its targets
   * leave every scheduled post and draft; a scheduled post left with no account is `cancelled` and
   * its workflow told to stop waiting. Targets of posts that went out stay: their view shows
   * `connectionId` null and the handle, until the same channel is connected again.
   */
  async disconnect(
    auth: AuthContext,
    workspace: Workspace,
    accountId: string,
    options: { force?: boolean } = {},
  ): Promise<DisconnectedAccountView> {
    const outbox = this.outbox?.();
    const result = await this.em.transactional(async (em) => {
      // The account row lock serialises two disconnects; the post locks keep a scheduled post
      // from starting to go out between the check and the removal of its target.
      const account = await em.findOne(
        Account,
        { id: accountId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!account || account.workspaceId !== workspace.id || account.state === 'disconnected') {
        throw await this.notFound(auth, accountId, account);
      }
      const posts = await this.postsOf(em, account.id);

      const busy = posts.filter((p) => p.status === 'publishing');
      if (busy.length > 0) {
        throw AppError.of(
          'account_busy_publishing',
          {
            accountId: account.id,
            retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
            postIds: busy.map((p) => p.id),
          },
          `A post is going out through this ${account.platform} account; try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
        ).withHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      }

      const unsent = posts.filter((p) => UNSENT.includes(p.status));
      const targets = unsent.length
        ? await em.find(PostTarget, { postId: { $in: unsent.map((p) => p.id) } })
        : [];
      const pending = {
        ...pendingWork(unsent, targets, account.id),
        ...(await automationWorkOf(em, account.id)),
      };
      const { scheduledOnly, scheduledShared, drafts, liveAutomations, conversations } = pending;
      if (
        !options.force &&
        (scheduledOnly || scheduledShared || drafts || liveAutomations || conversations)
      ) {
        throw AppError.of(
          'account_has_pending_posts',
          { accountId: account.id, pending },
          `Disconnecting this ${account.platform} account would take it out of ` +
            `${scheduledOnly + scheduledShared} scheduled post(s) and ${drafts} draft(s), ` +
            `turn off ${liveAutomations} automation(s) and end ${conversations} conversation(s); ` +
            `send force: true (body) or ?force=true to disconnect anyway.`,
        );
      }

      const removed: RemovedWork = {
        targets: 0,
        cancelledPostIds: [],
        scheduledPostIds: [],
        draftPostIds: [],
      };
      const now = new Date();
      for (const post of unsent) {
        const own = targets.filter((t) => t.postId === post.id && t.accountId === account.id);
        const others = targets.filter((t) => t.postId === post.id && t.accountId !== account.id);
        own.forEach((t) => em.remove(t));
        removed.targets += own.length;
        post.updatedAt = now;
        if (post.status === 'draft') removed.draftPostIds.push(post.id);
        else if (others.length > 0) removed.scheduledPostIds.push(post.id);
        else {
          post.status = 'cancelled';
          removed.cancelledPostIds.push(post.id);
        }
      }
      await turnOffAutomationsOf(em, account.id, now);
      account.state = 'disconnected';
      account.disconnectedAt = now;
      // Nothing acts for a disconnected account; connecting it again stores fresh credentials.
      account.credentials = this.secrets.seal({});
      await em.flush();
      await outbox?.account(em, account.id, 'account.disconnected', now.toISOString());
      return { account, removed };
    });
    await outbox?.wake();

    // After the commit: a cancelled post's workflow stops waiting. Were the signal lost, the run
    // would still find the post cancelled when it wakes.
    for (const postId of result.removed.cancelledPostIds) {
      try {
        await this.workflows?.cancelSchedule(postId);
      } catch (err) {
        console.error(`post ${postId}: could not stop its schedule after its account was disconnected`, err);
      }
    }
    return {
      ...this.view(result.account),
      disconnectedAt: result.account.disconnectedAt!.toISOString(),
      removed: result.removed,
    };
  }

  /** 404 `account_not_found`, or `workspace_mismatch` when a live account is in another reachable workspace. */
  async notFound(auth: AuthContext, accountId: string, account: Account | null): Promise<AppError> {
    const notFound = AppError.of(
      'account_not_found',
      { accountId },
      `No connected account ${accountId} in this workspace.`,
    );
    if (!account || account.state === 'disconnected' || !this.workspaces) return notFound;
    return this.workspaces.mismatchOr(auth, account.workspaceId, notFound);
  }

  /** Posts going out, scheduled or drafted with a target on the account, locked for the transaction. */
  private async postsOf(em: EntityManager, accountId: string): Promise<Post[]> {
    const onAccount = em
      .createQueryBuilder(PostTarget, 't')
      .select('t.postId')
      .where({ accountId })
      .getKnexQuery();
    return em
      .createQueryBuilder(Post, 'p')
      .select('*')
      .where({
        id: { $in: onAccount },
        $or: [{ status: 'publishing' }, { status: { $in: [...UNSENT] }, deletedAt: null }],
      })
      .orderBy({ id: 'asc' })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .getResult();
  }

  /**
   * How a bridged channel's calls reach the account's extension (core/services/accounts/bridge-jobs.ts);
   * set by the container, which builds the bridge's service after this one.
   */
  bridgeFor?: (account: Account) => BridgeClient;

  /** What a plugin needs to act for the account: decrypted credentials, the platform's base URL, whether it is a sandbox account. */
  context(account: Account): AccountContext {
    const bridged = this.plugins.has(account.platform) && this.plugins.get(account.platform).bridge;
    return {
      externalAccountId: account.externalAccountId,
      handle: account.handle,
      credentials: this.secrets.open(account.credentials),
      baseUrl: this.baseUrl(account),
      sandbox: account.sandbox,
      metadata: account.metadata,
      ...(bridged && this.bridgeFor ? { bridge: this.bridgeFor(account) } : {}),
    };
  }

  /**
   * What a plugin's call for the account receives (publish, reads, engagement, automations): the
   * account's context and a way to store credentials the call renewed (`saveCredentials`).
   */
  callContext(account: Account, signal?: AbortSignal): PublishContext {
    const live = this.context(account);
    return {
      account: live,
      ...(signal ? { signal } : {}),
      saveCredentials: (next) => this.saveCredentials(account.id, live, next),
    };
  }

  /**
   * Seals and writes renewed credentials at once (merged over the call's), so the next call on any
   * worker reads them. A disconnected account keeps none: nothing is written to it.
   */
  private async saveCredentials(
    accountId: string,
    live: AccountContext,
    next: Record<string, string>,
  ): Promise<void> {
    const merged = { ...live.credentials, ...next };
    await this.em
      .fork()
      .nativeUpdate(
        Account,
        { id: accountId, state: { $ne: 'disconnected' } },
        { credentials: this.secrets.seal(merged) },
      );
    live.credentials = merged;
  }

  /**
   * A server a person named for an account (`ConnectFlow.server`), checked (core/channels/server-url.ts):
   * http and loopback only when this server runs its sandbox. 400 `invalid_params` (`server`).
   */
  checkServer(raw: string): Promise<string> {
    return checkServerUrl(raw, { sandbox: this.config.sandbox, field: 'server' });
  }

  /** `bridge.wake` of a bridged account: how to wake its browser. */
  wakeOf(account: Account): Record<string, string> {
    return (
      this.plugins.get(account.platform).bridge?.wake({
        handle: account.handle,
        sandboxUrl: account.sandbox ? this.config.sandboxUrl : undefined,
      }) ?? {}
    );
  }

  /** A real account on its own server (`serverUrl`) calls it; otherwise as `baseUrlFor`. */
  private baseUrl(account: Account): string {
    if (!account.sandbox && account.serverUrl) return account.serverUrl;
    return this.baseUrlFor(account.platform, account.sandbox);
  }

  /** The platform API a call goes to: the sandbox emulator, a configured override, or the real platform. */
  baseUrlFor(platform: string, sandbox: boolean): string {
    if (sandbox) return `${this.config.sandboxUrl}/${platform}`;
    return this.config.platformBaseUrls[platform] ?? this.plugins.get(platform).defaultBaseUrl;
  }

  /**
   * `GET /v1/channels/bridge`: the workspace's accounts reached through a browser extension, each
   * with where its bridge stands and how to wake the browser.
   */
  async bridges(
    workspace: Workspace,
  ): Promise<
    Array<AccountView & { bridge: BridgeView & { online: boolean; wake: Record<string, string> } }>
  > {
    const accounts = (
      await this.em.find(
        Account,
        { workspaceId: workspace.id, state: 'connected' },
        { orderBy: { platform: 'asc' } },
      )
    ).filter((a) => this.plugins.get(a.platform).bridge);
    const rows = await bridgesOf(this.em, this.plugins, accounts);
    return accounts.map((a) => {
      const bridge = bridgeView(rows.get(a.id));
      const wake = this.wakeOf(a);
      return {
        ...this.view(a),
        bridge: { ...bridge, online: bridge.state !== 'offline' && bridge.state !== 'unpaired', wake },
      };
    });
  }

  /** `bridge`: the account's paired extension, for a bridged channel (undefined: not read). */
  view(a: Account, bridge?: Bridge | null): AccountView {
    const plugin = this.plugins.has(a.platform) ? this.plugins.get(a.platform) : undefined;
    return {
      id: a.id,
      platform: a.platform,
      handle: a.handle,
      state: a.state,
      sandbox: a.sandbox,
      tokenExpiresAt: a.tokenExpiresAt?.toISOString() ?? null,
      connectedAt: a.connectedAt.toISOString(),
      ...(plugin?.accountFields?.(a.metadata) ?? {}),
      ...(plugin?.bridge && bridge !== undefined ? { bridge: bridgeView(bridge) } : {}),
    };
  }
}

/** Counts what disconnecting `accountId` would take away from these scheduled posts and drafts. */
function pendingWork(posts: Post[], targets: PostTarget[], accountId: string): PendingWork {
  const pending: PendingWork = {
    scheduledOnly: 0,
    scheduledShared: 0,
    drafts: 0,
    earliestScheduledAt: null,
    liveAutomations: 0,
    conversations: 0,
  };
  let earliest: Date | null = null;
  for (const post of posts) {
    if (post.status === 'draft') {
      pending.drafts += 1;
      continue;
    }
    const shared = targets.some((t) => t.postId === post.id && t.accountId !== accountId);
    if (shared) pending.scheduledShared += 1;
    else pending.scheduledOnly += 1;
    if (post.scheduledAt && (!earliest || post.scheduledAt < earliest)) earliest = post.scheduledAt;
  }
  pending.earliestScheduledAt = earliest?.toISOString() ?? null;
  return pending;
}
