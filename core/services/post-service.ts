import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, type Workspace } from '../entities';
import { AppError, violation, type Violation } from '../errors/app-error';
import { newId } from '../ids';
import type { AuthContext } from '../auth/auth-context';
import type { PluginRegistry } from '../channels/registry';
import type { TargetDraft } from '../channels/plugin';
import type { PostWorkflows } from '../temporal/post-workflows';
import type { WorkspaceService } from './workspace-service';
import { postView, type PostView } from './post-view';

export interface CreatePostInput {
  content: string;
  accountIds: string[];
  options?: Record<string, Record<string, unknown>>;
  wait?: boolean;
}

/** How long `wait: true` holds the answer for a text post (spec: Limits). */
export const TEXT_WAIT_MS = 10_000;

/** Posts as the API sees them: checked, stored, handed to their workflow, and read back. */
export class PostService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly workflows: PostWorkflows,
    private readonly workspaces: WorkspaceService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** Publish now. Answers with the post; `settled` is false when it is still going out. */
  async create(
    auth: AuthContext,
    workspace: Workspace,
    input: CreatePostInput,
  ): Promise<{ post: PostView; settled: boolean }> {
    const accounts = await this.resolveAccounts(auth, workspace, input);
    const drafts = accounts.map((account) => this.draftFor(account.platform, input));
    if (drafts.some((d) => d.text.trim() === '' && d.mediaIds.length === 0)) {
      throw AppError.of('empty_content', {}, 'The post has neither text nor media.');
    }
    const violations: Violation[] = [];
    accounts.forEach((account, i) =>
      violations.push(...this.plugins.get(account.platform).validate(drafts[i])),
    );
    if (violations.length > 0) throw new AppError(violations);

    const post = this.em.create(Post, {
      id: newId('post'),
      workspaceId: workspace.id,
      content: input.content,
      options: input.options ?? {},
      status: 'publishing',
      error: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    for (const account of accounts) {
      this.em.create(PostTarget, {
        id: newId('tgt'),
        postId: post.id,
        accountId: account.id,
        platform: account.platform,
        accountHandle: account.handle,
        status: 'pending',
        warnings: [],
      });
    }
    await this.em.flush();

    try {
      await this.workflows.startPublish({
        id: post.id,
        workspaceId: workspace.id,
        channels: accounts.map((a) => a.platform),
      });
    } catch (err) {
      await this.failBeforeSending(post, err);
      return { post: await this.get(auth, workspace, post.id), settled: true };
    }

    let settled = false;
    if (input.wait) settled = await this.workflows.waitForOutcome(post.id, TEXT_WAIT_MS);
    const view = await this.get(auth, workspace, post.id);
    if (!settled)
      view.next = {
        get: `/v1/posts/${post.id}`,
        hint: 'The post is going out; read it again for each target.',
      };
    return { post: view, settled };
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<PostView> {
    // Read fresh rows: a workflow's activities changed them outside this request's identity map.
    const em = this.em.fork();
    const post = await em.findOne(Post, { id });
    if (!post || post.workspaceId !== workspace.id) {
      const notFound = AppError.of('post_not_found', { postId: id }, `No post ${id} in this workspace.`);
      throw await this.workspaces.mismatchOr(auth, post?.workspaceId, notFound);
    }
    const targets = await em.find(PostTarget, { postId: id }, { orderBy: { id: 'asc' } });
    const accountIds = targets.map((t) => t.accountId).filter((a): a is string => a !== null);
    const accounts = await em.find(Account, { id: { $in: accountIds } });
    return postView(post, targets, new Map(accounts.map((a) => [a.id, a])));
  }

  private async resolveAccounts(
    auth: AuthContext,
    workspace: Workspace,
    input: CreatePostInput,
  ): Promise<Account[]> {
    const connected = await this.em.find(Account, {
      workspaceId: workspace.id,
      state: { $ne: 'disconnected' },
    });
    const candidates = connected
      .filter((a) => a.state === 'connected')
      .map((a) => ({ id: a.id, platform: a.platform, handle: a.handle }));
    const ids = [...new Set(input.accountIds)];
    if (ids.length === 0) {
      const expired = connected.filter((a) => a.state === 'expired');
      const extra: Record<string, unknown> = { candidates };
      if (connected.length === 0) extra.next = { connect: 'POST /v1/accounts/connect' };
      if (expired.length > 0) {
        extra.needsReconnect = expired.map((a) => ({ id: a.id, platform: a.platform, handle: a.handle }));
      }
      throw AppError.of('no_accounts', extra, "'accountIds' is empty: pick at least one connected account.");
    }

    const violations: Violation[] = [];
    const accounts: Account[] = [];
    for (const id of ids) {
      const account = connected.find((a) => a.id === id);
      if (!account) {
        const elsewhere = await this.em.findOne(Account, { id, state: { $ne: 'disconnected' } });
        const notFound = AppError.of('account_not_connected', { accountId: id, candidates });
        const error = await this.workspaces.mismatchOr(auth, elsewhere?.workspaceId, notFound);
        violations.push(...error.violations.map((v) => ({ ...v, extra: { accountId: id, ...v.extra } })));
        continue;
      }
      if (account.state === 'expired') {
        violations.push(
          violation(
            'account_expired',
            { accountId: id, platform: account.platform },
            `The ${account.platform} account's token expired; reconnect it.`,
          ),
        );
        continue;
      }
      accounts.push(account);
    }
    for (const channel of Object.keys(input.options ?? {})) {
      if (!this.plugins.has(channel)) {
        violations.push(
          violation(
            'invalid_params',
            { field: `options.${channel}` },
            `options.${channel}: no channel "${channel}".`,
          ),
        );
      }
    }
    if (violations.length > 0) throw new AppError(violations);
    return accounts;
  }

  private draftFor(platform: string, input: CreatePostInput): TargetDraft {
    const { content, ...options } = input.options?.[platform] ?? {};
    return {
      text: typeof content === 'string' ? content : input.content,
      mediaIds: [],
      options,
    };
  }

  /** The workflow could not start: nothing was sent; the post says so instead of staying `publishing`. */
  private async failBeforeSending(post: Post, err: unknown): Promise<void> {
    console.error(`post ${post.id}: could not start its workflow`, err);
    post.status = 'failed';
    post.error = {
      code: 'system_error',
      message: 'The service could not start publishing; nothing was sent.',
    };
    const targets = await this.em.find(PostTarget, { postId: post.id });
    for (const t of targets) {
      t.status = 'failed';
      t.errorCode = 'system_error';
      t.errorMessage = 'Nothing was sent; retry the post.';
      t.retryable = true;
    }
    await this.em.flush();
  }
}
