import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Bridge, Post, PostTarget, type ThreadItem, type Workspace } from '../../entities';
import type { ChannelPlugin } from '../../channels/plugin';
import type { AccountService } from '../accounts/account-service';
import { bridgeOffline } from '../accounts/bridge-jobs';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import type { AuthContext } from '../../auth/auth-context';
import type { PluginRegistry } from '../../channels/registry';
import { publishInFlight, type PostWorkflows } from '../../temporal/post-workflows';
import { requireConnectedTargets } from '../accounts/account-guard';
import type { PostChecks, PostContent } from './post-checks';
import { channelOptions } from './channel-options';
import { postRules } from './post-rules';
import { LONG_WAIT_MS, TEXT_WAIT_MS, type PostService, type SendGuard } from './post-service';
import type { PostView } from './post-view';

export interface PatchPostInput {
  content?: string;
  accountIds?: string[];
  mediaIds?: string[];
  options?: Record<string, Record<string, unknown>>;
  scheduledAt?: string | null;
  draft?: boolean;
  threadItems?: ThreadItem[];
  wait?: boolean;
}

/** The chat channel allows deleting only within 48 hours of sending (spec: Limits). */
const DELETE_WINDOWS_MS: Record<string, number> = { chat: 48 * 60 * 60 * 1000 };
const OUT: Post['status'][] = ['published', 'partial'];
/** How long publish now and scheduling wait for a run of the post that is closing (just unscheduled). */
const RUN_CLOSE_WAIT_MS = 5_000;

/** `note`: what the change did besides what was asked (files a body no longer places, removed). */
type Answer = { post: PostView; settled: boolean; note?: string };

/**
 * Every change to an existing post, row by row of the spec's state table: edits (before sending,
 * and live), publish now, delete, and retry. Each takes the post's row lock first, so a change
 * and the post's own workflow never act on the same post at once.
 */
export class PostChanges {
  constructor(
    private readonly orm: MikroORM,
    private readonly posts: PostService,
    private readonly checks: PostChecks,
    private readonly plugins: PluginRegistry,
    private readonly workflows: PostWorkflows,
    /** For channels reached through a browser extension: the account's way to it. */
    private readonly accountService: AccountService,
    private readonly guards: SendGuard[] = [],
  ) {}

  private get em() {
    return this.orm.em;
  }

  async patch(auth: AuthContext, workspace: Workspace, id: string, input: PatchPostInput): Promise<Answer> {
    const found = await this.posts.find(auth, workspace, id);
    refuseDeleted(found, 'post_not_editable');
    if (OUT.includes(found.status)) return this.liveEdit(auth, workspace, found, input);
    if (found.status === 'publishing') throw publishInFlight(id);
    if (found.status !== 'draft' && found.status !== 'scheduled') {
      throw AppError.of(
        'post_not_editable',
        { postId: id, status: found.status },
        `A ${found.status} post cannot be edited; retry it or make a new one.`,
      );
    }

    // A draft being scheduled needs a run of its own: checked before anything changes.
    if (found.status === 'draft' && typeof input.scheduledAt === 'string') {
      await this.requireNoOpenRun(id, RUN_CLOSE_WAIT_MS);
    }
    let note: string | undefined;
    const now = new Date();
    const rules = postRules(
      {
        content: input.threadItems !== undefined ? input.content : undefined,
        threadItems: input.threadItems,
        scheduledAt: input.scheduledAt,
        draft: input.draft,
      },
      now,
      this.posts.scheduleMinLeadMs,
    );
    const change = await this.em.transactional(async (em) => {
      const post = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      refuseDeleted(post, 'post_not_editable');
      if (post.status === 'publishing') throw publishInFlight(id);
      if (post.status !== 'draft' && post.status !== 'scheduled')
        throw AppError.of('post_not_editable', { postId: id });
      const wasScheduled = post.status === 'scheduled';
      const toDraft = input.scheduledAt === null || input.draft === true;
      const newTime = typeof input.scheduledAt === 'string' ? input.scheduledAt : undefined;
      const willBeDraft = toDraft || (post.status === 'draft' && !newTime);

      const targets = await em.find(PostTarget, { postId: id }, { orderBy: { id: 'asc' } });
      const accountIds = input.accountIds ?? targets.map((t) => t.accountId!).filter(Boolean);
      const accounts = await this.checks.accounts(auth, workspace, accountIds, !willBeDraft);
      const { content, note: placedNote } = this.withMedia(accounts, this.merged(post, input), input);
      note = placedNote;
      if (!willBeDraft && rules.length === 0) this.checks.requireContent(accounts, content);
      const violations = [...rules, ...(await this.checks.violations(workspace, accounts, content))];
      if (violations.length > 0) throw new AppError(violations);

      // The time is set below as a Date; `content` carries it as text, for the checks.
      const { scheduledAt: _time, ...fields } = content;
      Object.assign(post, fields);
      if (input.accountIds) {
        targets.forEach((t) => em.remove(t));
        for (const account of accounts) {
          em.create(PostTarget, {
            id: newId('tgt'),
            postId: id,
            accountId: account.id,
            platform: account.platform,
            accountHandle: account.handle,
            status: 'pending',
          });
        }
      }
      if (!willBeDraft && post.status === 'draft') {
        // Leaving draft for a schedule: the post meets the duplicate and quota guards now.
        await this.guard(em, post, accounts, content, auth);
      }
      if (!willBeDraft) {
        const fresh = await em.find(PostTarget, { postId: id });
        for (const t of fresh) t.fingerprint = this.checks.fingerprint(t.platform, content);
      }
      if (toDraft) {
        post.status = 'draft';
        post.scheduledAt = null;
      } else if (newTime) {
        post.status = 'scheduled';
        post.scheduledAt = new Date(newTime);
      }
      await em.flush();
      // The answer is what this change made, read before the lock goes: a publish that takes the
      // row next must not make a PATCH to draft answer 200 with "publishing".
      const view = await this.posts.viewIn(em, post);
      return { post, accounts, wasScheduled, nowScheduled: post.status === 'scheduled', newTime, view };
    });

    // Move the open run's timer, stop it, or start one: the database already says what is true.
    if (change.wasScheduled && !change.nowScheduled) await this.workflows.cancelSchedule(id);
    let view = change.view;
    if (change.wasScheduled && change.nowScheduled && change.newTime) {
      if (!(await this.workflows.signal(id, 'reschedule', change.newTime))) {
        // No run could take the new time: the post failed instead, and the answer says so.
        if (!(await this.posts.startOrFail(change.post, change.accounts, change.newTime)))
          view = await this.posts.get(auth, workspace, id);
      }
    }
    if (!change.wasScheduled && change.nowScheduled) {
      await this.bumpRuns(id);
      await this.startOwned(
        id,
        () => this.posts.startRun(change.post, change.accounts, change.newTime),
        (row) => void Object.assign(row, { status: 'draft', scheduledAt: null }),
      );
    }
    return { post: view, settled: true, ...(note ? { note } : {}) };
  }

  /** PATCH of a post that is out: rewrite it where every channel can, asynchronously. */
  /**
   * The post's files after an edit: those given, plus those the body places (kr); without
   * `mediaIds` on a post to such channels only, exactly those the body places, with a note.
   */
  private withMedia(
    accounts: Account[],
    merged: PostContent,
    input: PatchPostInput,
  ): { content: PostContent; note?: string } {
    const placed = input.mediaIds === undefined ? this.checks.placedOnly(accounts, merged) : undefined;
    if (!placed) return { content: this.checks.withPlacedMedia(accounts, merged) };
    return {
      content: placed.content,
      note:
        placed.removed > 0
          ? `${placed.removed} attached file(s) the body no longer places were removed from mediaIds.`
          : undefined,
    };
  }

  private async liveEdit(
    auth: AuthContext,
    workspace: Workspace,
    post: Post,
    input: PatchPostInput,
  ): Promise<Answer> {
    if (input.scheduledAt !== undefined || input.draft !== undefined) {
      throw AppError.of(
        'live_post_no_schedule',
        { postId: post.id },
        'A post that went out cannot be scheduled or made a draft.',
      );
    }
    const targets = await this.em.find(
      PostTarget,
      { postId: post.id, deletedAt: null },
      { orderBy: { id: 'asc' } },
    );
    if (input.accountIds) {
      const now = new Set(targets.map((t) => t.accountId));
      const asked = new Set(input.accountIds);
      if (now.size !== asked.size || [...asked].some((a) => !now.has(a))) {
        throw AppError.of(
          'live_post_accounts_fixed',
          { postId: post.id },
          'The accounts of a post that went out cannot change.',
        );
      }
    }
    if (input.threadItems !== undefined) {
      throw AppError.of(
        'post_not_editable',
        { postId: post.id },
        'A chain can change only while it is scheduled or a draft.',
      );
    }
    if (input.content === undefined && input.mediaIds === undefined && input.options === undefined) {
      throw AppError.of(
        'nothing_to_change',
        { postId: post.id },
        'Send content, mediaIds or options to change.',
      );
    }
    await requireConnectedTargets(this.em, post.id);
    const live = await this.em.find(Account, {
      id: { $in: targets.filter((t) => t.status === 'published').map((t) => t.accountId!) },
    });
    const { content, note } = this.withMedia(live, this.merged(post, input), input);
    // Only a target whose text, media or options change is rewritten, and only it needs the
    // channel to rewrite posts: `options.social.content` alone leaves the chat copy as it is.
    const out = targets.filter(
      (t) => t.status === 'published' && sendsDifferently(post, content, t.platform),
    );
    for (const target of out) {
      const plugin = this.plugins.get(target.platform);
      if (!plugin.edit) {
        const reason =
          plugin.features.find((f) => f.feature === 'edit')?.condition ?? 'The channel cannot rewrite posts.';
        throw AppError.of('post_not_editable', { postId: post.id, platform: target.platform }, reason);
      }
      // Rewritten by the person's browser extension: it must be there, and new enough.
      if (plugin.bridge) {
        const bridge = await this.requireBridge(target.accountId!, plugin);
        const outdated = plugin.bridge.outdated?.('edit', bridge.extensionVersion ?? '0');
        if (outdated) throw new AppError([outdated]);
      }
    }
    const accounts = await this.em.find(Account, { id: { $in: out.map((t) => t.accountId!) } });
    const violations = await this.checks.violations(
      workspace,
      accounts,
      { ...content, replyToPostId: null },
      { liveEdit: true },
    );
    if (violations.length > 0) throw new AppError(violations);
    // What the channel must check with the platform before anything changes (kr: the source).
    for (const target of out) {
      const plugin = this.plugins.get(target.platform);
      const account = accounts.find((a) => a.id === target.accountId);
      if (!plugin.bridge?.checkEdit || !account || !target.externalId) continue;
      const own = channelOptions(content.options, target.platform);
      const refused = await plugin.bridge.checkEdit({
        bridge: this.accountService.context(account).bridge!,
        extensionVersion: (await this.em.findOne(Bridge, { accountId: account.id }))?.extensionVersion ?? '0',
        externalId: target.externalId,
        text: own.content ?? content.content,
        options: own.options,
        writtenOnPlatform: post.origin === 'imported',
      });
      if (refused.length > 0) throw new AppError(refused);
    }

    // The edit's run would be refused while another run is open; refuse before the text changes.
    await this.requireNoOpenRun(post.id, 0);
    await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Post, { id: post.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      Object.assign(row, {
        content: content.content,
        threadItems: content.threadItems,
        mediaIds: content.mediaIds,
        options: content.options,
      });
    });
    const withNote = (a: Answer): Answer => (note ? { ...a, note } : a);
    if (out.length === 0)
      return withNote({ post: await this.posts.get(auth, workspace, post.id), settled: true });
    await this.startChange(
      'editPost',
      post,
      out.map((t) => t.id),
    );
    return withNote(await this.posts.answer(auth, workspace, post.id, input.wait ? LONG_WAIT_MS : 0));
  }

  /** Sends a draft or a scheduled post now, through the same workflow as the scheduler. */
  async publishNow(auth: AuthContext, workspace: Workspace, id: string, wait: boolean): Promise<Answer> {
    await this.posts.find(auth, workspace, id);
    // Everything is decided under the row lock: what the post was a moment ago may have changed.
    const { post, accounts, wasScheduled } = await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      refuseDeleted(row, 'post_not_editable');
      if (row.status === 'publishing') throw publishInFlight(id);
      if (row.status !== 'draft' && row.status !== 'scheduled') {
        throw AppError.of(
          'post_not_editable',
          { postId: id, status: row.status },
          row.status === 'failed' || row.status === 'partial'
            ? 'The post went out already; retry its failed targets with POST /v1/posts/{id}/retry.'
            : `A ${row.status} post cannot be published again.`,
        );
      }
      const targets = await em.find(PostTarget, { postId: id });
      const accounts = await this.checks.accounts(
        auth,
        workspace,
        targets.map((t) => t.accountId!).filter(Boolean),
        true,
      );
      const content = this.merged(row, {});
      this.checks.requireContent(accounts, content);
      const violations = await this.checks.violations(workspace, accounts, content);
      if (violations.length > 0) throw new AppError(violations);
      const wasScheduled = row.status === 'scheduled';
      // A scheduled post passed the guards when it was scheduled; a draft meets them now.
      if (!wasScheduled) {
        await this.guard(em, row, accounts, content, auth);
        for (const t of targets) t.fingerprint = this.checks.fingerprint(t.platform, content);
      }
      row.status = 'publishing';
      return { post: row, accounts, wasScheduled };
    });
    // A scheduled post's run is waiting on its timer: cut it short. A draft has no run yet (one
    // just unscheduled may still be closing; startOwned waits for it).
    if (!wasScheduled || !(await this.workflows.signal(id, 'publishNow'))) {
      await this.bumpRuns(id);
      await this.startOwned(
        id,
        () => this.posts.startRun(post, accounts),
        (row) => void (row.status = wasScheduled ? 'scheduled' : 'draft'),
      );
    }
    return this.posts.answer(auth, workspace, id, wait ? LONG_WAIT_MS : 0);
  }

  /** Deletes the post from its channels and marks the record deleted; one never sent is just marked. */
  /** 503 `bridge_offline` with `bridge.wake` when the account's extension is not online. */
  private async requireBridge(accountId: string, plugin: ChannelPlugin): Promise<Bridge> {
    const bridge = await this.em.findOne(Bridge, { accountId });
    if (bridge?.online) return bridge;
    const account = await this.em.findOneOrFail(Account, { id: accountId });
    throw bridgeOffline(
      accountId,
      bridge,
      this.accountService.wakeOf(account),
      'nothing was changed or queued',
      {
        platform: plugin.id,
      },
    );
  }

  async remove(auth: AuthContext, workspace: Workspace, id: string): Promise<Answer> {
    const post = await this.posts.find(auth, workspace, id);
    if (post.status === 'publishing') throw publishInFlight(id);
    if (post.deletedAt) return { post: await this.posts.get(auth, workspace, id), settled: true };
    const out = await this.em.find(PostTarget, { postId: id, status: 'published', deletedAt: null });
    if (out.length === 0) {
      const wasScheduled = post.status === 'scheduled';
      await this.em.transactional(async (em) => {
        const row = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (row.status === 'publishing') throw publishInFlight(id);
        if (row.deletedAt) return;
        if (row.status === 'scheduled') row.status = 'cancelled';
        row.deletedAt = new Date();
      });
      if (wasScheduled) await this.workflows.cancelSchedule(id);
      return { post: await this.posts.get(auth, workspace, id), settled: true };
    }

    await requireConnectedTargets(this.em, id);
    for (const target of out) {
      const plugin = this.plugins.get(target.platform);
      if (!plugin.remove) {
        throw AppError.of(
          'not_supported',
          { platform: target.platform },
          `The ${target.platform} channel cannot delete posts.`,
        );
      }
      // Through the person's browser extension: offline, nothing is queued (spec: bridge_offline).
      if (plugin.bridge) await this.requireBridge(target.accountId!, plugin);
      const window = DELETE_WINDOWS_MS[target.platform];
      if (window && target.publishedAt && Date.now() - target.publishedAt.getTime() > window) {
        throw AppError.of(
          'delete_window_expired',
          { platform: target.platform, publishedAt: target.publishedAt.toISOString() },
          `The ${target.platform} channel allows deleting only within 48 hours of posting.`,
        );
      }
    }
    await this.startChange(
      'deletePost',
      post,
      out.map((t) => t.id),
    );
    return this.posts.answer(auth, workspace, id, LONG_WAIT_MS);
  }

  /**
   * Re-sends the failed targets of a post that went out; targets already out are skipped. `wait`
   * holds the answer as a new post's does (text 10 s, media 75 s).
   */
  async retry(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    force: boolean,
    wait = false,
  ): Promise<Answer> {
    const post = await this.posts.find(auth, workspace, id);
    refuseDeleted(post, 'nothing_to_retry');
    if (post.origin === 'imported')
      throw AppError.of(
        'not_our_post',
        { postId: id },
        'This post was made in the channel, not through this service.',
      );
    if (post.status === 'draft' || post.status === 'scheduled' || post.status === 'cancelled') {
      throw AppError.of(
        'post_not_editable',
        { postId: id, status: post.status },
        'The post has not gone out; publish it instead.',
      );
    }
    if (post.status === 'publishing') throw publishInFlight(id);
    const failed = await this.em.find(PostTarget, {
      postId: id,
      status: { $ne: 'published' },
      deletedAt: null,
    });
    if (failed.length === 0) throw AppError.of('nothing_to_retry', { postId: id }, 'Every target went out.');
    await requireConnectedTargets(this.em, id);
    const unconfirmed = failed.filter((t) => t.errorCode === 'publish_unconfirmed');
    if (unconfirmed.length > 0 && !force) {
      throw AppError.of(
        'publish_unconfirmed',
        { postId: id, targets: unconfirmed.map((t) => t.id) },
        'Some targets may already be on their channel; check there, then retry with force: true.',
        409,
      );
    }

    // Unknown whether the blog kept a draft or a reply: only the person, having looked, may resend.
    for (const code of ['kr_draft_unknown', 'kr_reply_unknown'] as const) {
      const unknown = failed.filter((t) => t.errorCode === code);
      if (unknown.length > 0 && !force)
        throw AppError.of(
          code,
          { postId: id, targets: unknown.map((t) => t.id) },
          code === 'kr_draft_unknown'
            ? 'The extension went quiet right after Save as draft: a draft may exist. Check GET /v1/kr/drafts, then retry with force: true.'
            : 'The reply step was not confirmed: the reply may be up. Check the post, then retry with force: true.',
          409,
        );
    }

    await this.requireNoOpenRun(id, 0);
    const { accounts, before } = await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      refuseDeleted(row, 'nothing_to_retry');
      if (row.status === 'publishing') throw publishInFlight(id);
      const targets = await em.find(PostTarget, {
        postId: id,
        status: { $ne: 'published' },
        deletedAt: null,
      });
      // Another retry may have sent them while this one waited for the row.
      if (targets.length === 0)
        throw AppError.of('nothing_to_retry', { postId: id }, 'Every target went out.');
      const accounts = await em.find(Account, { id: { $in: targets.map((t) => t.accountId!) } });
      if (!force) {
        try {
          await this.guard(em, row, accounts, this.merged(row, {}), auth, true);
        } catch (err) {
          // The spec's retry rule: name the held-back targets beside the other post.
          if (err instanceof AppError && err.code === 'duplicate_post') {
            throw AppError.of(
              'duplicate_post',
              { ...err.violations[0].extra, targets: targets.map((t) => t.id) },
              err.message,
            );
          }
          throw err;
        }
      }
      // What the run would change, kept to put back if it cannot start.
      const before = {
        post: { status: row.status, error: row.error },
        targets: targets.map((t) => ({
          id: t.id,
          status: t.status,
          errorCode: t.errorCode,
          errorMessage: t.errorMessage,
          retryable: t.retryable,
        })),
      };
      row.status = 'publishing';
      row.error = null;
      row.runs += 1;
      for (const t of targets) {
        Object.assign(t, { status: 'pending', errorCode: null, errorMessage: null, retryable: null });
      }
      return { accounts, before };
    });
    await this.startOwned(
      id,
      () => this.posts.startRun(post, accounts, undefined, { force }),
      async (row, em) => {
        Object.assign(row, before.post);
        for (const { id: targetId, ...was } of before.targets) {
          await em.nativeUpdate(PostTarget, { id: targetId }, was);
        }
      },
    );
    const waitMs = post.mediaIds.length > 0 ? LONG_WAIT_MS : TEXT_WAIT_MS;
    return this.posts.answer(auth, workspace, id, wait ? waitMs : 0);
  }

  private async guard(
    em: MikroORM['em'],
    post: Post,
    accounts: Account[],
    content: PostContent,
    auth: AuthContext,
    retry = false,
  ): Promise<void> {
    const plan = {
      postId: post.id,
      createdAt: post.createdAt,
      person: auth.person,
      accounts,
      content,
      retry,
    };
    for (const guard of this.guards) await guard.beforeSending(em, plan);
  }

  private merged(post: Post, input: PatchPostInput): PostContent {
    let threadItems = input.threadItems ?? post.threadItems;
    // `content` alone on a chain edits its first item.
    if (input.content !== undefined && input.threadItems === undefined && threadItems) {
      threadItems = [{ ...threadItems[0], content: input.content }, ...threadItems.slice(1)];
    }
    return {
      // An empty chain (`thread_empty`, refused by the rules) has no first item to read.
      content: threadItems ? (threadItems[0]?.content ?? '') : (input.content ?? post.content),
      threadItems,
      mediaIds: input.mediaIds ?? post.mediaIds,
      options: input.options ?? post.options,
      topicTag: post.topicTag,
      replyToPostId: post.replyToPostId,
      scheduledAt: scheduledAtAfter(post, input),
    };
  }

  /**
   * Starts the run of a post this call just moved (under its lock) to `publishing` or `scheduled`.
   * A run of the post still closing (just unscheduled) gets a few seconds to close. If no run can
   * start, `undo` puts the row back under the lock, so the database never says a post is on its
   * way with no run to take it there (how posts used to stay `publishing` forever).
   */
  private async startOwned(
    id: string,
    start: () => Promise<void>,
    undo: (row: Post, em: MikroORM['em']) => void | Promise<void>,
  ): Promise<void> {
    let failure: unknown;
    try {
      return await start();
    } catch (err) {
      failure = err;
    }
    if (failure instanceof AppError && failure.code === 'publish_in_flight') {
      if (await this.workflows.waitForOutcome(id, RUN_CLOSE_WAIT_MS)) {
        try {
          return await start();
        } catch (err) {
          failure = err;
        }
      }
    }
    await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await undo(row, em);
    });
    throw failure;
  }

  private async startChange(type: 'editPost' | 'deletePost', post: Post, targetIds: string[]): Promise<void> {
    await this.workflows.startChange(type, { id: post.id, workspaceId: post.workspaceId }, targetIds);
  }

  /**
   * 409 `publish_in_flight` while a run of the post is open, after waiting up to `waitMs` for it to
   * close (a run just unscheduled closes as soon as the worker reads the signal). Checked before the
   * post changes: Temporal would refuse the new run, and the post would then say it is going out
   * (or scheduled) with no run to do it.
   */
  private async requireNoOpenRun(id: string, waitMs: number): Promise<void> {
    if (!(await this.workflows.isRunning(id))) return;
    if (waitMs > 0 && (await this.workflows.waitForOutcome(id, waitMs))) return;
    throw publishInFlight(id);
  }

  private async bumpRuns(id: string): Promise<void> {
    await this.em.getConnection().execute('update posts set runs = runs + 1 where id = ?', [id]);
  }
}

/**
 * A post deleted from its channels (or a draft deleted before sending) is a record only: nothing
 * can change, go out or be retried. `code` is the spec's refusal of that route.
 */
function refuseDeleted(post: Post, code: 'post_not_editable' | 'nothing_to_retry'): void {
  if (!post.deletedAt) return;
  throw AppError.of(
    code,
    { postId: post.id, deletedAt: post.deletedAt.toISOString() },
    'The post was deleted; make a new one instead.',
  );
}

/** True when `platform` would be sent something else after the change: its text, media or options. */
function sendsDifferently(before: Post, after: PostContent, platform: string): boolean {
  const sent = (c: Pick<PostContent, 'content' | 'threadItems' | 'mediaIds' | 'options'>) => {
    const own = channelOptions(c.options, platform);
    return JSON.stringify([own.content ?? c.content, c.threadItems, c.mediaIds, own.options]);
  };
  return sent(before) !== sent(after);
}

/** The post's time once `input` applies: a new one, none (to draft), or the one it had. */
function scheduledAtAfter(post: Post, input: PatchPostInput): string | null {
  if (input.scheduledAt === null || input.draft === true) return null;
  if (typeof input.scheduledAt === 'string') return input.scheduledAt;
  return post.scheduledAt ? post.scheduledAt.toISOString() : null;
}
