import type { WebhookEvents } from '../webhooks/webhook-events';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, type ThreadItem, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import { rowsInsert } from '../../db/insert-rows';
import { insertChecked } from './guarded-send';
import type { AuthContext } from '../../auth/auth-context';
import type { PostWorkflows } from '../../temporal/post-workflows';
import type { WorkspaceService } from '../people/workspace-service';
import type { PostChecks, PostContent } from './post-checks';
import { postRules, SCHEDULE_MIN_MS } from './post-rules';
import { postView, type PostView } from './post-view';
import type { Settlement } from './publish-service';
import { settledView } from './settled-view';
import type { SendGuard, SendPlan } from './send-plan';

export interface CreatePostInput {
  content?: string;
  accountIds: string[];
  mediaIds?: string[];
  options?: Record<string, Record<string, unknown>>;
  scheduledAt?: string;
  draft?: boolean;
  batchId?: string;
  replyTo?: string;
  threadItems?: ThreadItem[];
  topicTag?: string;
  wait?: boolean;
}

/** How long `wait: true` holds the answer (spec: Limits): text, and media or live edits. */
export const TEXT_WAIT_MS = 10_000;
export const LONG_WAIT_MS = 75_000;

export type { Refusal, SendGuard, SendPlan } from './send-plan';

/** Posts as the API creates and reads them: checked, stored, handed to their workflow. */
export class PostService {
  constructor(
    private readonly orm: MikroORM,
    private readonly checks: PostChecks,
    private readonly workflows: PostWorkflows,
    private readonly workspaces: WorkspaceService,
    private readonly guards: SendGuard[] = [],
    /** The least lead of a `scheduledAt` (config.scheduleMinLeadMs); edits check it too. */
    readonly scheduleMinLeadMs = SCHEDULE_MIN_MS,
    private readonly events?: WebhookEvents,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /**
   * A new post: a draft, a scheduled one, or one going out now. `settled`: its outcome is known.
   * The route has made sure `content` or `threadItems` came.
   */
  async create(
    auth: AuthContext,
    workspace: Workspace,
    input: CreatePostInput,
  ): Promise<{ post: PostView; settled: boolean }> {
    const now = new Date();
    const draft = input.draft === true;
    const rules = postRules(input, now, this.scheduleMinLeadMs);
    const accounts = await this.checks.accounts(auth, workspace, input.accountIds, !draft);
    const given: PostContent = {
      content: input.threadItems?.[0]?.content ?? input.content ?? '',
      threadItems: input.threadItems ?? null,
      mediaIds: input.mediaIds ?? [],
      options: input.options ?? {},
      topicTag: input.topicTag ?? null,
      replyToPostId: input.replyTo ?? null,
      scheduledAt: input.scheduledAt ?? null,
    };
    const content = this.checks.withPlacedMedia(accounts, given);
    if (!draft && rules.length === 0) this.checks.requireContent(accounts, content);
    const violations = [...rules, ...(await this.checks.violations(workspace, accounts, content))];
    if (violations.length > 0) throw new AppError(violations);

    const status = draft ? 'draft' : input.scheduledAt ? 'scheduled' : 'publishing';
    const postId = newId('post');
    const outbox = this.events?.outbox();
    const plan: SendPlan | null = draft
      ? null
      : { postId, createdAt: now, person: auth.person, accounts, content };
    const { post, targets } = await this.em.transactional(async (em) => {
      const row = em.create(
        Post,
        {
          id: postId,
          workspaceId: workspace.id,
          ...content,
          status,
          scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
          batchId: input.batchId ?? null,
          runs: draft ? 0 : 1,
        },
        { persist: false },
      );
      const targets = accounts.map((account) =>
        em.create(
          PostTarget,
          {
            id: newId('tgt'),
            postId: row.id,
            accountId: account.id,
            platform: account.platform,
            accountHandle: account.handle,
            status: 'pending',
            fingerprint: this.checks.fingerprint(account.platform, content),
          },
          { persist: false },
        ),
      );
      // The post and its targets in one statement with the guards' checks: as written here, not read back.
      await insertChecked(em, this.guards, plan, [
        rowsInsert(em, Post, [row]),
        rowsInsert(em, PostTarget, targets),
      ]);
      // Held by the transaction's identity map as a flush would leave them: read there without a statement.
      [row, ...targets].forEach((entity) => em.merge(entity));
      // What a channel remembers for the account's next post (the Korean blog: the form chosen).
      for (const { accountId, metadata } of this.checks.remembered(accounts, content))
        await em.nativeUpdate(Account, { id: accountId }, { metadata });
      if (status === 'scheduled') {
        // In this transaction (the outbox): first in the post's order, before its run can settle.
        await outbox?.post(em, postId, 'post.scheduled', row.scheduledAt!.toISOString());
      }
      // In the order a read gives them (by id).
      return { post: row, targets: targets.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) };
    });

    if (draft) return { post: await this.get(auth, workspace, post.id), settled: true };
    const started = await this.startOrFail(post, accounts, input.scheduledAt);
    await outbox?.wake();
    if (!started) return { post: await this.get(auth, workspace, post.id), settled: true };
    const byId = new Map(accounts.map((a) => [a.id, a]));
    // The rows as this request wrote them: not read back (a run may change them any moment anyway).
    if (status === 'scheduled') return { post: postView(post, targets, byId), settled: true };
    if (!input.wait) return { post: withNext(postView(post, targets, byId)), settled: false };
    // Spec, Limits: `wait` holds text up to 10 s, media up to 75 s.
    const waitMs =
      post.mediaIds.length > 0 || post.threadItems?.some((i) => i.mediaIds?.length)
        ? LONG_WAIT_MS
        : TEXT_WAIT_MS;
    const run = await this.workflows.waitForResult(post.id, waitMs);
    // What the run made of the post and its targets; the accounts are the ones this request read.
    const settledRows = (run.result as Partial<Settlement> | undefined)?.rows;
    const view = settledRows
      ? settledView(this.em.fork(), post, settledRows, byId)
      : await this.readView(post.id, byId);
    return { post: run.ended ? view : withNext(view), settled: run.ended };
  }

  /** The post and its targets as they stand now (a run still going, or one that returned no rows). */
  private async readView(postId: string, byId: Map<string, Account>): Promise<PostView> {
    const em = this.em.fork();
    const [fresh, rows] = await Promise.all([
      em.findOneOrFail(Post, { id: postId }),
      em.find(PostTarget, { postId }, { orderBy: { id: 'asc' } }),
    ]);
    return postView(fresh, rows, byId);
  }

  /** The post, after waiting up to `waitMs` for its open run to finish; `next` says what to read then. */
  async answer(
    auth: AuthContext,
    workspace: Workspace,
    postId: string,
    waitMs: number,
  ): Promise<{ post: PostView; settled: boolean }> {
    const settled = waitMs > 0 && (await this.workflows.waitForOutcome(postId, waitMs));
    const view = await this.get(auth, workspace, postId);
    return { post: settled ? view : withNext(view), settled };
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<PostView> {
    // Read fresh rows: a workflow's activities changed them outside this request's identity map.
    const em = this.em.fork();
    return this.viewIn(em, await this.find(auth, workspace, id, em));
  }

  /** The post as `em` sees it: inside a change's transaction, what that change made. */
  async viewIn(em: MikroORM['em'], post: Post): Promise<PostView> {
    const targets = await em.find(PostTarget, { postId: post.id }, { orderBy: { id: 'asc' } });
    const accountIds = targets.map((t) => t.accountId).filter((a): a is string => a !== null);
    const accounts = await em.find(Account, { id: { $in: accountIds } });
    return postView(post, targets, new Map(accounts.map((a) => [a.id, a])));
  }

  /**
   * The post with this id in this workspace. Another workspace of the caller's is
   * `workspace_mismatch`; the external id of a chain's later item is `thread_piece` with its root.
   */
  async find(auth: AuthContext, workspace: Workspace, id: string, em = this.em): Promise<Post> {
    const post = await em.findOne(Post, { id });
    if (post && post.workspaceId === workspace.id) return post;
    if (!post) {
      const piece = await em.getConnection().execute<{ post_id: string }[]>(
        `select t.post_id from post_targets t join posts p on p.id = t.post_id
           where p.workspace_id = ? and t.item_external_ids @> ?::jsonb and t.external_id <> ? limit 1`,
        [workspace.id, JSON.stringify([id]), id],
      );
      if (piece.length > 0) {
        throw AppError.of(
          'thread_piece',
          { rootId: piece[0].post_id },
          `That is a later item of the chain ${piece[0].post_id}; act on the chain's root.`,
        );
      }
    }
    return this.workspaces.postIn(auth, workspace, id, em);
  }

  /** Starts the post's run; if Temporal cannot take it, the post fails with `system_error` instead. */
  async startOrFail(
    post: Post,
    accounts: Account[],
    scheduledAt?: string,
    retry?: { force: boolean },
  ): Promise<boolean> {
    try {
      await this.startRun(post, accounts, scheduledAt, retry);
      return true;
    } catch (err) {
      if (err instanceof AppError) throw err;
      await this.failBeforeSending(post.id, err);
      return false;
    }
  }

  /** Starts the post's run; throws what Temporal answered (`publish_in_flight` when one is open). */
  async startRun(post: Post, accounts: Account[], scheduledAt?: string, retry?: { force: boolean }) {
    await this.workflows.start(
      {
        id: post.id,
        workspaceId: post.workspaceId,
        channels: [...new Set(accounts.map((a) => a.platform))],
      },
      { scheduledAt, retry },
    );
  }

  /**
   * The workflow could not start: nothing was sent; the post says so instead of staying
   * `publishing` (or `scheduled`), and `post.failed` tells the webhooks that heard it scheduled.
   */
  private async failBeforeSending(postId: string, err: unknown): Promise<void> {
    console.error(`post ${postId}: could not start its workflow`, err);
    const outbox = this.events?.outbox();
    await this.em.fork().transactional(async (em) => {
      await this.markFailed(em, postId);
      await em.flush();
      const post = await em.findOneOrFail(Post, { id: postId });
      await outbox?.post(em, postId, 'post.failed', `${post.runs}`);
    });
    await outbox?.wake();
  }

  private async markFailed(em: MikroORM['em'], postId: string): Promise<void> {
    const post = await em.findOneOrFail(Post, { id: postId });
    post.status = 'failed';
    post.error = {
      code: 'system_error',
      message: 'The service could not start publishing; nothing was sent.',
    };
    for (const t of await em.find(PostTarget, { postId, status: { $ne: 'published' } })) {
      t.status = 'failed';
      t.errorCode = 'system_error';
      t.errorMessage = 'Nothing was sent; retry the post.';
      t.retryable = true;
    }
  }
}

/** A post still going out: where to read what becomes of it. */
function withNext(view: PostView): PostView {
  view.next = {
    get: `/v1/posts/${view.id}`,
    hint: 'The post is going out; read it again for each target.',
  };
  return view;
}
