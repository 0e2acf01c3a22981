import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Bridge, Post, PostTarget, type Workspace } from '../../entities';
import type { AccountService } from '../accounts/account-service';
import { AppError } from '../../errors/app-error';
import type { AuthContext } from '../../auth/auth-context';
import type { PluginRegistry } from '../../channels/registry';
import type { PostWorkflows } from '../../temporal/post-workflows';
import { requireConnectedTargets } from '../accounts/account-guard';
import type { PostChecks, PostContent } from './post-checks';
import { channelOptions } from './channel-options';
import type { Answer, PatchPostInput, PostChangeSteps } from './post-change-steps';
import { LONG_WAIT_MS, type PostService } from './post-service';

/**
 * PATCH of a post that is out (spec state table: published, partial): rewrite it where every
 * channel can, as a workflow of its own; a channel that cannot rewrite posts refuses the whole edit
 * before anything changes.
 */
export class PostLiveEdit {
  constructor(
    private readonly orm: MikroORM,
    private readonly posts: PostService,
    private readonly checks: PostChecks,
    private readonly plugins: PluginRegistry,
    private readonly workflows: PostWorkflows,
    private readonly accountService: AccountService,
    private readonly steps: PostChangeSteps,
  ) {}

  private get em() {
    return this.orm.em;
  }

  async edit(auth: AuthContext, workspace: Workspace, post: Post, input: PatchPostInput): Promise<Answer> {
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
    const { content, note } = this.steps.withMedia(live, this.steps.merged(post, input), input);
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
        const bridge = await this.steps.requireBridge(target.accountId!, plugin);
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
    await this.steps.requireNoOpenRun(post.id, 0);
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

  private async startChange(type: 'editPost', post: Post, targetIds: string[]): Promise<void> {
    await this.workflows.startChange(type, { id: post.id, workspaceId: post.workspaceId }, targetIds);
  }
}

/** True when `platform` would be sent something else after the change: its text, media or options. */
function sendsDifferently(before: Post, after: PostContent, platform: string): boolean {
  const sent = (c: Pick<PostContent, 'content' | 'threadItems' | 'mediaIds' | 'options'>) => {
    const own = channelOptions(c.options, platform);
    return JSON.stringify([own.content ?? c.content, c.threadItems, c.mediaIds, own.options]);
  };
  return sent(before) !== sent(after);
}
