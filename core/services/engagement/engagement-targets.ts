import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import {
  ENGAGEMENT_METHODS,
  type EngagementCapability,
  type EngagementKind,
  type LinkedPost,
} from '../../channels/engagement';
import type { ChannelPlugin } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import { Account, EngagementAction, PostTarget, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { accountDisconnected, isDisconnected } from '../accounts/account-guard';
import { briefOf } from '../accounts/account-selection';
import type { ChannelReadService } from '../channels/channel-read-service';
import type { WorkspaceService } from '../people/workspace-service';

/** How far back `ownerHandle` + `externalId` (or a link) is looked for: the account's last posts. */
export const RECENT_WINDOW = 100;

/** What a request names (spec: engagement target fields). */
export interface TargetInput {
  accountId?: string;
  /** Our post id, or a post link of the channel. */
  postId?: string;
  /** A reply's external id, from `GET /v1/posts/{id}/thread`'s `channelReplies`. */
  replyId?: string;
  ownerHandle?: string;
  externalId?: string;
}

/** Who acts on what: the request's target made concrete. */
export interface ResolvedTarget {
  account: Account;
  plugin: ChannelPlugin;
  postId: string | null;
  /** The post or reply acted on (for follow: null). */
  externalId: string | null;
  ownerHandle: string | null;
}

const OUR_POST_ID = /^post_[0-9a-z]+$/;

/**
 * Turns an engagement request's target into an account and a post on its channel, refusing with
 * the spec's codes: `target_required`, `bad_post_ref`, `post_not_owned`, `post_not_in_recent`,
 * `not_published`, `account_required`, `account_disconnected`, `not_supported`, and the 404 (or
 * `workspace_mismatch`) of a post elsewhere. Nothing reaches a channel but the recent-posts read.
 */
export class EngagementTargets {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly workspaces: WorkspaceService,
    private readonly reads: ChannelReadService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** A post or reply to like, reply to, or (with `replyId`) hide. */
  async post(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    input: TargetInput,
  ): Promise<ResolvedTarget> {
    const byPost = input.postId !== undefined && input.postId.trim() !== '';
    const byHandle = Boolean(input.ownerHandle?.trim()) && Boolean(input.externalId?.trim());
    if (!byPost && !byHandle) {
      throw AppError.of(
        'target_required',
        {},
        'Name the post: postId (our post id or a post link), or ownerHandle and externalId.',
      );
    }
    if ((kind === 'hide' || kind === 'unhide') && !input.replyId) {
      throw AppError.of(
        'target_required',
        { field: 'replyId' },
        'Hiding acts on a reply: pass replyId (from GET /v1/posts/{id}/thread) with the post.',
      );
    }
    let resolved: ResolvedTarget;
    if (byPost && OUR_POST_ID.test(input.postId!.trim())) {
      resolved = await this.ourPost(auth, workspace, kind, input.postId!.trim(), input.accountId);
    } else if (byPost) {
      resolved = await this.linked(auth, workspace, kind, input.postId!.trim(), input.accountId);
    } else {
      resolved = await this.onChannel(auth, workspace, kind, input);
    }
    if (input.replyId !== undefined) {
      if (!this.capability(resolved.plugin).isExternalId(input.replyId)) {
        throw badRef(`replyId ${input.replyId} is not a ${resolved.plugin.id} reply id.`);
      }
      return { ...resolved, externalId: input.replyId, ownerHandle: null };
    }
    return resolved;
  }

  /** The account that follows `ownerHandle` (follow and unfollow). */
  async follower(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    input: { accountId?: string; ownerHandle?: string },
  ): Promise<ResolvedTarget> {
    const handle = input.ownerHandle?.trim().replace(/^@/, '') ?? '';
    if (handle === '') {
      throw AppError.of(
        'target_required',
        { field: 'ownerHandle' },
        'Follow takes ownerHandle: whom to follow.',
      );
    }
    const account = await this.actingAccount(auth, workspace, kind, input.accountId);
    return {
      account,
      plugin: this.plugins.get(account.platform),
      postId: null,
      externalId: null,
      ownerHandle: handle,
    };
  }

  /** Our reply (an action of this workspace) to delete. */
  async ourReply(
    auth: AuthContext,
    workspace: Workspace,
    actionId: string,
  ): Promise<{ reply: EngagementAction; target: ResolvedTarget }> {
    const reply = await this.em.findOne(EngagementAction, { id: actionId });
    const notFound = AppError.of(
      'engagement_not_found',
      { id: actionId },
      `No reply ${actionId} in this workspace.`,
    );
    if (!reply || reply.workspaceId !== workspace.id) {
      throw await this.workspaces.mismatchOr(auth, reply?.workspaceId, notFound);
    }
    if (reply.kind !== 'reply') {
      throw AppError.of(
        'engagement_not_found',
        { id: actionId },
        `${actionId} is a ${reply.kind}, not a reply.`,
      );
    }
    if (reply.status !== 'done' || !reply.resultExternalId) {
      throw AppError.of(
        'not_published',
        { id: actionId },
        `Reply ${actionId} is not on the channel (${reply.status}).`,
      );
    }
    const account = await this.em.findOne(Account, { id: reply.accountId });
    if (isDisconnected(account)) {
      throw accountDisconnected({
        accountId: reply.accountId,
        accountHandle: account?.handle ?? '',
        platform: reply.platform,
      });
    }
    const plugin = this.plugins.get(reply.platform);
    this.requireKind(plugin, 'deleteReply', account!);
    return {
      reply,
      target: {
        account: account!,
        plugin,
        postId: reply.postId,
        externalId: reply.resultExternalId,
        ownerHandle: null,
      },
    };
  }

  /** Our post: the target of the account acting (by `accountId`, or the only one that can). */
  private async ourPost(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    postId: string,
    accountId: string | undefined,
  ): Promise<ResolvedTarget> {
    await this.workspaces.postIn(auth, workspace, postId, this.em);
    const targets = await this.em.find(PostTarget, { postId }, { orderBy: { id: 'asc' } });
    let chosen: PostTarget[];
    if (accountId !== undefined) {
      chosen = targets.filter((t) => t.accountId === accountId);
      if (chosen.length === 0) {
        throw AppError.of(
          'not_published',
          { postId, accountId },
          `Post ${postId} did not go to account ${accountId}.`,
        );
      }
    } else {
      const able = targets.filter((t) => this.can(t.platform, kind));
      chosen = able.length > 0 ? able : targets.slice(0, 1);
    }
    if (chosen.length === 0) {
      throw AppError.of('not_published', { postId }, `Post ${postId} has no accounts to act from.`);
    }
    if (chosen.length > 1) {
      const accounts = await this.em.find(Account, {
        id: { $in: chosen.map((t) => t.accountId!).filter(Boolean) },
      });
      throw AppError.of(
        'account_required',
        { accounts: accounts.map(briefOf) },
        `Post ${postId} went to ${chosen.length} accounts that can do this; pass accountId.`,
      );
    }
    const target = chosen[0];
    const account = target.accountId ? await this.em.findOne(Account, { id: target.accountId }) : null;
    if (isDisconnected(account)) throw accountDisconnected(target);
    const plugin = this.plugins.get(target.platform);
    this.requireKind(plugin, kind, account!);
    if (target.status !== 'published' || !target.externalId || target.deletedAt) {
      throw AppError.of(
        'not_published',
        { postId, accountId: account!.id },
        `Post ${postId} is not out on ${target.platform} (${target.deletedAt ? 'deleted' : target.status}).`,
      );
    }
    return { account: account!, plugin, postId, externalId: target.externalId, ownerHandle: account!.handle };
  }

  /** A post link: the first channel that reads it, then as `ownerHandle` + `externalId`. */
  private async linked(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    link: string,
    accountId: string | undefined,
  ): Promise<ResolvedTarget> {
    for (const plugin of this.plugins.all()) {
      const parsed: LinkedPost | null = plugin.engagement?.parseLink?.(link) ?? null;
      if (parsed) return this.recentPost(auth, workspace, kind, plugin, parsed, accountId);
    }
    throw badRef(`postId ${link} is neither a post id of this service nor a post link a channel reads.`);
  }

  /** `ownerHandle` + `externalId`: a post of a connected account, among its recent ones. */
  private async onChannel(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    input: TargetInput,
  ): Promise<ResolvedTarget> {
    const handle = normalHandle(input.ownerHandle!);
    let platforms: string[];
    if (input.accountId !== undefined) {
      platforms = [(await this.workspaceAccount(auth, workspace, input.accountId)).platform];
    } else {
      const owners = await this.em.find(Account, {
        workspaceId: workspace.id,
        state: { $ne: 'disconnected' },
      });
      platforms = [
        ...new Set(owners.filter((a) => normalHandle(a.handle) === handle).map((a) => a.platform)),
      ];
    }
    if (platforms.length === 0) throw notOwned(input.ownerHandle!);
    if (platforms.length > 1) {
      throw AppError.of(
        'account_required',
        {},
        `${input.ownerHandle} is connected on ${platforms.join(' and ')}; pass accountId to say which.`,
      );
    }
    const plugin = this.plugins.get(platforms[0]);
    if (!this.capability(plugin).isExternalId(input.externalId!.trim())) {
      throw badRef(`externalId ${input.externalId} is not a ${plugin.id} post id.`);
    }
    return this.recentPost(
      auth,
      workspace,
      kind,
      plugin,
      { ownerHandle: input.ownerHandle, externalId: input.externalId!.trim() },
      input.accountId,
    );
  }

  /**
   * A post on `plugin`'s channel by a connected account of the workspace (any of them when the
   * link did not say whose), found in that account's last RECENT_WINDOW posts.
   */
  private async recentPost(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    plugin: ChannelPlugin,
    post: LinkedPost,
    accountId: string | undefined,
  ): Promise<ResolvedTarget> {
    const connected = await this.em.find(
      Account,
      { workspaceId: workspace.id, platform: plugin.id, state: { $ne: 'disconnected' } },
      { orderBy: { id: 'asc' } },
    );
    const owners =
      post.ownerHandle === undefined
        ? connected
        : connected.filter((a) => normalHandle(a.handle) === normalHandle(post.ownerHandle!));
    if (owners.length === 0) throw notOwned(post.ownerHandle ?? plugin.id);
    const account = await this.actingAccount(auth, workspace, kind, accountId, plugin.id);
    for (const owner of owners) {
      const recent = await this.reads.posts(auth, workspace, { accountId: owner.id, limit: RECENT_WINDOW });
      if (recent.data.some((p) => p.externalId === post.externalId)) {
        return { account, plugin, postId: null, externalId: post.externalId, ownerHandle: owner.handle };
      }
    }
    throw AppError.of(
      'post_not_in_recent',
      { externalId: post.externalId, searched: RECENT_WINDOW },
      `Post ${post.externalId} is not among the last ${RECENT_WINDOW} posts of ${owners.map((o) => o.handle).join(', ')}.`,
    );
  }

  /**
   * The account that acts: `accountId` (connected, of this workspace), else the only connected
   * account (on `platform`, when known) whose channel can do `kind`.
   */
  private async actingAccount(
    auth: AuthContext,
    workspace: Workspace,
    kind: EngagementKind,
    accountId: string | undefined,
    platform?: string,
  ): Promise<Account> {
    if (accountId !== undefined) {
      const account = await this.workspaceAccount(auth, workspace, accountId);
      if (platform !== undefined && account.platform !== platform) {
        throw AppError.of(
          'bad_post_ref',
          { accountId },
          `Account ${accountId} is on ${account.platform}, the post on ${platform}.`,
        );
      }
      if (account.state === 'disconnected') {
        throw accountDisconnected({
          accountId: account.id,
          accountHandle: account.handle,
          platform: account.platform,
        });
      }
      this.requireKind(this.plugins.get(account.platform), kind, account);
      return account;
    }
    const accounts = await this.em.find(
      Account,
      { workspaceId: workspace.id, state: { $ne: 'disconnected' }, ...(platform ? { platform } : {}) },
      { orderBy: { id: 'asc' } },
    );
    const able = accounts.filter((a) => this.can(a.platform, kind));
    if (able.length === 1) return able[0];
    if (able.length > 1) {
      throw AppError.of(
        'account_required',
        { accounts: able.map(briefOf) },
        `The workspace has ${able.length} accounts that can do this; pass accountId.`,
      );
    }
    const plugin = this.plugins.get(platform ?? accounts[0]?.platform ?? this.plugins.all()[0].id);
    throw notSupported(plugin, kind, accounts[0]?.id);
  }

  /** An account of this workspace, disconnected ones included (they answer 409 where they act). */
  private async workspaceAccount(
    auth: AuthContext,
    workspace: Workspace,
    accountId: string,
  ): Promise<Account> {
    return this.workspaces.accountIn(auth, workspace, accountId, this.em, { disconnected: true });
  }

  private can(platform: string, kind: EngagementKind): boolean {
    if (!this.plugins.has(platform)) return false;
    const engagement = this.plugins.get(platform).engagement;
    return engagement?.[ENGAGEMENT_METHODS[kind].method] !== undefined;
  }

  private requireKind(plugin: ChannelPlugin, kind: EngagementKind, account: Account): void {
    if (!this.can(plugin.id, kind)) throw notSupported(plugin, kind, account.id);
  }

  private capability(plugin: ChannelPlugin): EngagementCapability {
    // Only reached for a channel that reads links or was checked for the kind: it has the capability.
    return plugin.engagement ?? { isExternalId: () => false };
  }
}

function normalHandle(handle: string): string {
  return handle.trim().replace(/^@/, '').toLowerCase();
}

function badRef(message: string): AppError {
  return AppError.of('bad_post_ref', {}, message);
}

function notOwned(handle: string): AppError {
  return AppError.of(
    'post_not_owned',
    { ownerHandle: handle },
    `${handle} is not an account connected to this workspace; engagement acts on posts of connected accounts.`,
  );
}

/** 400 `not_supported` with the feature row's sentence. */
export function notSupported(plugin: ChannelPlugin, kind: EngagementKind, accountId?: string): AppError {
  const { feature } = ENGAGEMENT_METHODS[kind];
  const row = plugin.features.find((r) => r.feature === feature);
  return AppError.of(
    'not_supported',
    { platform: plugin.id, feature, ...(accountId ? { accountId } : {}) },
    row?.condition ?? `The ${plugin.id} channel cannot do this.`,
  );
}
