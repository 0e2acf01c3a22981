import type { WebhookEvents } from '../webhooks/webhook-events';
import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Post, PostTarget, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import type { AuthContext } from '../../auth/auth-context';
import type { PluginRegistry } from '../../channels/registry';
import { publishInFlight, type PostWorkflows } from '../../temporal/post-workflows';
import { requireConnectedTargets } from '../accounts/account-guard';
import type { PostChecks } from './post-checks';
import {
  refuseDeleted,
  RUN_CLOSE_WAIT_MS,
  type Answer,
  type PatchPostInput,
  type PostChangeSteps,
} from './post-change-steps';
import type { PostLiveEdit } from './post-live-edit';
import { postRules } from './post-rules';
import { LONG_WAIT_MS, type PostService } from './post-service';

export type { PatchPostInput } from './post-change-steps';

/** The chat channel allows deleting only within 48 hours of sending (spec: Limits). */
const DELETE_WINDOWS_MS: Record<string, number> = { chat: 48 * 60 * 60 * 1000 };
const OUT: Post['status'][] = ['published', 'partial'];

/**
 * Changes to an existing post, row by row of the spec's state table: edits before sending (live
 * edits: post-live-edit.ts), publish now and delete; retry is post-retry.ts. Each takes the post's
 * row lock first, so a change and the post's own workflow never act on the same post at once.
 */
export class PostChanges {
  constructor(
    private readonly orm: MikroORM,
    private readonly posts: PostService,
    private readonly checks: PostChecks,
    private readonly plugins: PluginRegistry,
    private readonly workflows: PostWorkflows,
    private readonly steps: PostChangeSteps,
    private readonly liveEdit: PostLiveEdit,
    private readonly events?: WebhookEvents,
  ) {}

  private get em() {
    return this.orm.em;
  }

  async patch(auth: AuthContext, workspace: Workspace, id: string, input: PatchPostInput): Promise<Answer> {
    const found = await this.posts.find(auth, workspace, id);
    refuseDeleted(found, 'post_not_editable');
    if (OUT.includes(found.status)) return this.liveEdit.edit(auth, workspace, found, input);
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
      await this.steps.requireNoOpenRun(id, RUN_CLOSE_WAIT_MS);
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
    const outbox = this.events?.outbox();
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
      const { content, note: placedNote } = this.steps.withMedia(
        accounts,
        this.steps.merged(post, input),
        input,
      );
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
        await this.steps.guard(em, post, accounts, content, auth);
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
      // The events commit with the change (the outbox); an edit is one per change, a schedule
      // one per time the post is given.
      await outbox?.post(em, id, 'post.edited', post.updatedAt.toISOString());
      const timeGiven = post.status === 'scheduled' && (!wasScheduled || newTime !== undefined);
      if (timeGiven) {
        await outbox?.post(
          em,
          id,
          'post.scheduled',
          `${post.scheduledAt!.toISOString()}@${post.updatedAt.toISOString()}`,
        );
      }
      // The answer is what this change made, read before the lock goes: a publish that takes the
      // row next must not make a PATCH to draft answer 200 with "publishing".
      const view = await this.posts.viewIn(em, post);
      return { post, accounts, wasScheduled, nowScheduled: post.status === 'scheduled', newTime, view };
    });

    await outbox?.wake();
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
      await this.steps.bumpRuns(id);
      await this.steps.startOwned(
        id,
        () => this.posts.startRun(change.post, change.accounts, change.newTime),
        (row) => void Object.assign(row, { status: 'draft', scheduledAt: null }),
      );
    }
    return { post: view, settled: true, ...(note ? { note } : {}) };
  }

  /** PATCH of a post that is out: rewrite it where every channel can, asynchronously. */

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
      const content = this.steps.merged(row, {});
      this.checks.requireContent(accounts, content);
      const violations = await this.checks.violations(workspace, accounts, content);
      if (violations.length > 0) throw new AppError(violations);
      const wasScheduled = row.status === 'scheduled';
      // A scheduled post passed the guards when it was scheduled; a draft meets them now.
      if (!wasScheduled) {
        await this.steps.guard(em, row, accounts, content, auth);
        for (const t of targets) t.fingerprint = this.checks.fingerprint(t.platform, content);
      }
      row.status = 'publishing';
      return { post: row, accounts, wasScheduled };
    });
    // A scheduled post's run is waiting on its timer: cut it short. A draft has no run yet (one
    // just unscheduled may still be closing; startOwned waits for it).
    if (!wasScheduled || !(await this.workflows.signal(id, 'publishNow'))) {
      await this.steps.bumpRuns(id);
      await this.steps.startOwned(
        id,
        () => this.posts.startRun(post, accounts),
        (row) => void (row.status = wasScheduled ? 'scheduled' : 'draft'),
      );
    }
    return this.posts.answer(auth, workspace, id, wait ? LONG_WAIT_MS : 0);
  }

  /** Deletes the post from its channels and marks the record deleted; one never sent is just marked. */

  async remove(auth: AuthContext, workspace: Workspace, id: string): Promise<Answer> {
    const post = await this.posts.find(auth, workspace, id);
    if (post.status === 'publishing') throw publishInFlight(id);
    if (post.deletedAt) return { post: await this.posts.get(auth, workspace, id), settled: true };
    const out = await this.em.find(PostTarget, { postId: id, status: 'published', deletedAt: null });
    if (out.length === 0) {
      const wasScheduled = post.status === 'scheduled';
      const outbox = this.events?.outbox();
      await this.em.transactional(async (em) => {
        const row = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (row.status === 'publishing') throw publishInFlight(id);
        if (row.deletedAt) return;
        if (row.status === 'scheduled') row.status = 'cancelled';
        row.deletedAt = new Date();
        await em.flush();
        // One event per post (its id has no version): the worker's delete of a sent post emits the same.
        await outbox?.post(em, id, 'post.deleted', 'removed');
      });
      await outbox?.wake();
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
      if (plugin.bridge) await this.steps.requireBridge(target.accountId!, plugin);
      const window = DELETE_WINDOWS_MS[target.platform];
      if (window && target.publishedAt && Date.now() - target.publishedAt.getTime() > window) {
        throw AppError.of(
          'delete_window_expired',
          { platform: target.platform, publishedAt: target.publishedAt.toISOString() },
          `The ${target.platform} channel allows deleting only within 48 hours of posting.`,
        );
      }
    }
    await this.workflows.startChange(
      'deletePost',
      { id: post.id, workspaceId: post.workspaceId },
      out.map((t) => t.id),
    );
    return this.posts.answer(auth, workspace, id, LONG_WAIT_MS);
  }
}
