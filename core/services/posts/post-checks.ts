import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Media, Post, PostTarget, type ThreadItem, type Workspace } from '../../entities';
import { AppError, violation, type Violation } from '../../errors/app-error';
import type { AuthContext } from '../../auth/auth-context';
import type { PluginRegistry } from '../../channels/registry';
import type { DraftMedia, TargetDraft } from '../../channels/plugin';
import { isBlank } from '../../text/blank';
import { bridgesOf } from '../accounts/paired-bridges';
import { channelOptions } from './channel-options';
import { chainFingerprint, fingerprint } from './duplicate-guard';
import type { MediaService } from '../media/media-service';
import type { WorkspaceService } from '../people/workspace-service';

/** What a post will send, as create, edit and publish-now check it. */
export interface PostContent {
  content: string;
  threadItems: ThreadItem[] | null;
  mediaIds: string[];
  options: Record<string, Record<string, unknown>>;
  topicTag: string | null;
  replyToPostId: string | null;
  /** The post's own time, when scheduled: some channels have a schedule of their own to agree with. */
  scheduledAt?: string | null;
}

/**
 * The checks a post must pass before anything is stored or sent: its accounts, its reply target,
 * its media, and every channel's own rules. Shared by create, edit and publish-now.
 */
export class PostChecks {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly workspaces: WorkspaceService,
    private readonly media: MediaService,
    private readonly betaChannels: readonly string[] = [],
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** The connected accounts behind `accountIds`; `no_accounts` alone when there are none and some are needed. */
  async accounts(
    auth: AuthContext,
    workspace: Workspace,
    accountIds: string[],
    needed: boolean,
  ): Promise<Account[]> {
    const live = await this.em.find(Account, { workspaceId: workspace.id, state: { $ne: 'disconnected' } });
    const candidates = live
      .filter((a) => a.state === 'connected')
      .map((a) => ({ id: a.id, platform: a.platform, handle: a.handle }));
    const ids = [...new Set(accountIds)];
    if (ids.length === 0) {
      if (!needed) return [];
      const expired = live.filter((a) => a.state === 'expired');
      const extra: Record<string, unknown> = { candidates };
      if (live.length === 0) extra.next = { connect: 'POST /v1/accounts/connect' };
      if (expired.length > 0) {
        extra.needsReconnect = expired.map((a) => ({ id: a.id, platform: a.platform, handle: a.handle }));
        extra.reconnect = 'Reconnect the expired channels with POST /v1/accounts/connect.';
      }
      throw AppError.of('no_accounts', extra, "'accountIds' is empty: pick at least one connected account.");
    }

    const violations: Violation[] = [];
    const accounts: Account[] = [];
    for (const id of ids) {
      const account = live.find((a) => a.id === id);
      if (!account) {
        const elsewhere = await this.em.findOne(Account, { id, state: { $ne: 'disconnected' } });
        const notFound = AppError.of('account_not_connected', { accountId: id, candidates });
        const error = await this.workspaces.mismatchOr(auth, elsewhere?.workspaceId, notFound);
        violations.push(...error.violations.map((v) => ({ ...v, extra: { accountId: id, ...v.extra } })));
      } else if (account.state === 'expired') {
        violations.push(
          violation(
            'account_expired',
            { accountId: id, platform: account.platform },
            `The ${account.platform} account's token expired; reconnect it.`,
          ),
        );
      } else {
        accounts.push(account);
      }
    }
    if (violations.length > 0) throw new AppError(violations);
    requireBetaAccess(
      workspace,
      accounts.map((a) => a.platform),
      this.betaChannels,
    );
    return accounts;
  }

  /**
   * `empty_content`, alone, when some account would get neither text nor media. Text that shows
   * nothing (zero-width characters only, say) is no text: the channel would post a blank.
   */
  requireContent(accounts: Account[], post: PostContent): void {
    const empty = accounts.some((a) => {
      const draft = this.draftFor(a.platform, post);
      return isBlank(draft.text) && draft.mediaIds.length === 0;
    });
    const noAccountsNoText = accounts.length === 0 && isBlank(post.content) && post.mediaIds.length === 0;
    if (empty || noAccountsNoText)
      throw AppError.of('empty_content', {}, 'The post has neither text nor media.');
  }

  /** The accounts whose metadata changes by what their channels remember from this post (ChannelPlugin.remember). */
  remembered(
    accounts: Account[],
    post: PostContent,
  ): Array<{ accountId: string; metadata: Record<string, unknown> }> {
    return accounts.flatMap((account) => {
      const patch = this.plugins
        .get(account.platform)
        .remember?.(channelOptions(post.options, account.platform).options);
      // Nothing to write when the account already remembers it (most posts repeat the same form).
      const changed = patch && Object.entries(patch).some(([key, value]) => account.metadata[key] !== value);
      return changed ? [{ accountId: account.id, metadata: { ...account.metadata, ...patch } }] : [];
    });
  }

  /**
   * The post with the files its bodies place (the Korean blog's `media:<id>`) added to `mediaIds`
   * after those given, for channels that place files by id: such ids may be left out of `mediaIds`.
   */
  withPlacedMedia(accounts: Account[], post: PostContent): PostContent {
    const ids = [...new Set([...post.mediaIds, ...this.placedIds(accounts, post)])];
    return ids.length === post.mediaIds.length ? post : { ...post, mediaIds: ids };
  }

  /**
   * An edit without `mediaIds` of a post that goes only to channels placing files in the body:
   * the body's references are the list, and files it no longer places leave the post (spec:
   * PATCH). Undefined when another channel takes part (its files are not read from text).
   */
  placedOnly(accounts: Account[], post: PostContent): { content: PostContent; removed: number } | undefined {
    if (accounts.length === 0 || !accounts.every((a) => this.plugins.get(a.platform).placedMediaIds))
      return undefined;
    const placed = [...new Set(this.placedIds(accounts, post))];
    const removed = post.mediaIds.filter((id) => !placed.includes(id)).length;
    return { content: { ...post, mediaIds: placed }, removed };
  }

  /** The ids the texts place for channels that place files by id (ChannelPlugin.placedMediaIds), in order. */
  private placedIds(accounts: Account[], post: PostContent): string[] {
    return accounts.flatMap(
      (a) => this.plugins.get(a.platform).placedMediaIds?.(this.draftFor(a.platform, post).text) ?? [],
    );
  }

  /**
   * `media_ref_not_supported`: text that places files by id going to a channel that does not read
   * such references, which would print `media:<id>` as text. A channel's own `content` avoids it.
   */
  private mediaRefViolations(accounts: Account[], post: PostContent): Violation[] {
    const placers = accounts.map((a) => this.plugins.get(a.platform)).filter((p) => p.placedMediaIds);
    if (placers.length === 0) return [];
    const printing = accounts.filter((a) => {
      if (this.plugins.get(a.platform).placedMediaIds) return false;
      const text = this.draftFor(a.platform, post).text;
      return placers.some((p) => p.placedMediaIds!(text).length > 0);
    });
    if (printing.length === 0) return [];
    const platforms = [...new Set(printing.map((a) => a.platform))];
    return [
      violation(
        'media_ref_not_supported',
        { platforms },
        `The text places files with media:<id>, which ${platforms.join(', ')} would print as text; give those channels their own options.<channel>.content, or attach the files with mediaIds.`,
      ),
    ];
  }

  /** Every rule of every channel, the reply target and the media, collected. */
  async violations(
    workspace: Workspace,
    accounts: Account[],
    post: PostContent,
    options: { liveEdit?: boolean } = {},
  ): Promise<Violation[]> {
    const found: Violation[] = [];
    for (const channel of Object.keys(post.options)) {
      if (!this.plugins.has(channel)) {
        found.push(
          violation(
            'invalid_params',
            { field: `options.${channel}` },
            `options.${channel}: no channel "${channel}".`,
          ),
        );
      }
    }
    const mediaIds = [
      ...new Set([...post.mediaIds, ...(post.threadItems ?? []).flatMap((i) => i.mediaIds ?? [])]),
    ];
    // A file a body places but that is not found is the body's mistake: `media_ref_unknown`, naming the ids.
    const placed = new Set(this.placedIds(accounts, post));
    const unknownRefs: string[] = [];
    for (const v of await this.mediaViolations(workspace, mediaIds)) {
      const id = v.extra.mediaId;
      if (v.code === 'media_not_found' && typeof id === 'string' && placed.has(id)) unknownRefs.push(id);
      else found.push(v);
    }
    if (unknownRefs.length > 0)
      found.push(
        violation(
          'media_ref_unknown',
          { mediaIds: unknownRefs },
          `The body places media:<id> that cannot be found in this workspace: ${unknownRefs.join(', ')}.`,
        ),
      );
    if (post.replyToPostId)
      found.push(...(await this.replyViolations(workspace, accounts, post.replyToPostId)));
    found.push(...this.mediaRefViolations(accounts, post));
    const files = await this.files(workspace, mediaIds);
    const bridges = await bridgesOf(this.em, this.plugins, accounts);
    for (const account of accounts) {
      found.push(
        ...this.plugins.get(account.platform).validate({
          ...this.draftFor(account.platform, post, files),
          post: {
            scheduledAt: post.scheduledAt ?? undefined,
            platforms: accounts.map((a) => a.platform),
            ...(options.liveEdit ? { liveEdit: true } : {}),
          },
          account: {
            metadata: account.metadata ?? {},
            ...(this.plugins.get(account.platform).bridge
              ? { extensionVersion: bridges.get(account.id)?.extensionVersion ?? null }
              : {}),
          },
        }),
      );
    }
    return found;
  }

  /** What the probe found in each usable file (ready, not a document), by id. */
  private async files(workspace: Workspace, ids: string[]): Promise<Map<string, DraftMedia>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.find(Media, {
      id: { $in: ids },
      workspaceId: workspace.id,
      status: 'ready',
      kind: { $ne: 'document' },
    });
    return new Map(
      rows.map((m) => [
        m.id,
        {
          id: m.id,
          kind: m.kind as DraftMedia['kind'],
          contentType: m.detectedType ?? m.contentType,
          bytes: m.storedBytes ?? m.bytes,
          width: m.width ?? undefined,
          height: m.height ?? undefined,
          durationSec: m.durationSec ?? undefined,
        },
      ]),
    );
  }

  /** Each id must name a completed, publishable file of this workspace. */
  private async mediaViolations(workspace: Workspace, ids: string[]): Promise<Violation[]> {
    const found: Violation[] = [];
    for (const id of ids) {
      try {
        await this.media.requirePublishable(workspace.id, [id]);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const existing = found.find((v) => v.code === 'media_not_publishable');
        if (err.code === 'media_not_publishable' && existing) (existing.extra.mediaIds as string[]).push(id);
        else found.push(...err.violations);
      }
    }
    return found;
  }

  /** A reply goes on each account under the replied post's item there; that item must be out. */
  private async replyViolations(
    workspace: Workspace,
    accounts: Account[],
    replyTo: string,
  ): Promise<Violation[]> {
    const replied = await this.em.findOne(Post, { id: replyTo, workspaceId: workspace.id, deletedAt: null });
    if (!replied)
      return [
        violation('post_not_found', { postId: replyTo }, `replyTo: no post ${replyTo} in this workspace.`),
      ];
    const targets = await this.em.find(PostTarget, { postId: replyTo, status: 'published' });
    return accounts
      .filter((a) => !targets.some((t) => t.accountId === a.id))
      .map((a) =>
        violation(
          'not_published',
          { postId: replyTo, accountId: a.id, platform: a.platform },
          `replyTo: post ${replyTo} has not gone out on the ${a.platform} account.`,
        ),
      );
  }

  /**
   * What one channel will send: its own `content` when given, else the post's; the chain as is.
   * With `files`, each media list is described too, so the channel can check the files themselves.
   */
  draftFor(platform: string, post: PostContent, files?: ReadonlyMap<string, DraftMedia>): TargetDraft {
    const own = channelOptions(post.options, platform);
    const threadItems = post.threadItems?.map((i) => ({
      text: i.content,
      mediaIds: i.mediaIds ?? [],
      media: describe(i.mediaIds ?? [], files),
    }));
    return {
      // An empty chain (`thread_empty`) has no first item to read.
      text: threadItems ? (threadItems[0]?.text ?? '') : (own.content ?? post.content),
      threadItems,
      mediaIds: post.mediaIds,
      media: describe(post.mediaIds, files),
      options: own.options,
      topicTag: post.topicTag ?? undefined,
      reply: post.replyToPostId !== null || undefined,
    };
  }

  /** The duplicate guard's key of what one channel is sent: its text (or chain) and files. */
  fingerprint(platform: string, post: PostContent): string {
    if (post.threadItems) return chainFingerprint(post.threadItems);
    return fingerprint(this.draftFor(platform, post).text, post.mediaIds);
  }
}

/**
 * The files behind `ids`, in order; undefined when any is missing (unknown, unfinished, reclaimed or
 * a document: the API reports those itself, and rules on part of a set would mislead).
 */
function describe(ids: string[], files?: ReadonlyMap<string, DraftMedia>): DraftMedia[] | undefined {
  if (!files) return undefined;
  const found = ids.map((id) => files.get(id));
  return found.every((m): m is DraftMedia => m !== undefined) ? found : undefined;
}

/** 403 `beta_access_required` when a channel in beta is used from a workspace no operator approved. */
export function requireBetaAccess(
  workspace: Workspace,
  platforms: string[],
  betaChannels: readonly string[],
): void {
  const beta = platforms.find((p) => betaChannels.includes(p));
  if (!beta || workspace.betaApprovedAt) return;
  throw AppError.of(
    'beta_access_required',
    { platform: beta, workspaceId: workspace.id },
    `${beta} is in beta: this workspace needs an operator's approval to use it.`,
  );
}
