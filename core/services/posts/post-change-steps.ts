import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Bridge, Post, type ThreadItem } from '../../entities';
import type { ChannelPlugin } from '../../channels/plugin';
import type { AccountService } from '../accounts/account-service';
import { bridgeOffline } from '../accounts/bridge-jobs';
import { AppError } from '../../errors/app-error';
import type { AuthContext } from '../../auth/auth-context';
import { publishInFlight, type PostWorkflows } from '../../temporal/post-workflows';
import type { PostChecks, PostContent } from './post-checks';
import type { SendGuard } from './send-plan';
import { checkSend } from './guarded-send';
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

/** How long publish now and scheduling wait for a run of the post that is closing (just unscheduled). */
export const RUN_CLOSE_WAIT_MS = 5_000;

/** `note`: what the change did besides what was asked (files a body no longer places, removed). */
export type Answer = { post: PostView; settled: boolean; note?: string };

/**
 * The steps every change to an existing post shares (core/services/posts/post-changes.ts,
 * post-live-edit.ts, post-retry.ts): the content after a change, the send guards, the wait for a
 * closing run, starting a run it owns, and the extension a bridged channel needs.
 */
export class PostChangeSteps {
  constructor(
    private readonly orm: MikroORM,
    private readonly checks: PostChecks,
    private readonly workflows: PostWorkflows,
    /** For channels reached through a browser extension: the account's way to it. */
    private readonly accountService: AccountService,
    private readonly guards: SendGuard[] = [],
  ) {}

  private get em() {
    return this.orm.em;
  }

  /**
   * The post's files after an edit: those given, plus those the body places (kr); without
   * `mediaIds` on a post to such channels only, exactly those the body places, with a note.
   */
  withMedia(
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

  /** 503 `bridge_offline` with `bridge.wake` when the account's extension is not online. */
  async requireBridge(accountId: string, plugin: ChannelPlugin): Promise<Bridge> {
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

  async guard(
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
    await checkSend(em, this.guards, plan);
  }

  merged(post: Post, input: PatchPostInput): PostContent {
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
  async startOwned(
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

  /**
   * 409 `publish_in_flight` while a run of the post is open, after waiting up to `waitMs` for it to
   * close (a run just unscheduled closes as soon as the worker reads the signal). Checked before the
   * post changes: Temporal would refuse the new run, and the post would then say it is going out
   * (or scheduled) with no run to do it.
   */
  async requireNoOpenRun(id: string, waitMs: number): Promise<void> {
    if (!(await this.workflows.isRunning(id))) return;
    if (waitMs > 0 && (await this.workflows.waitForOutcome(id, waitMs))) return;
    throw publishInFlight(id);
  }

  async bumpRuns(id: string): Promise<void> {
    await this.em.getConnection().execute('update posts set runs = runs + 1 where id = ?', [id]);
  }
}

/**
 * A post deleted from its channels (or a draft deleted before sending) is a record only: nothing
 * can change, go out or be retried. `code` is the spec's refusal of that route.
 */
export function refuseDeleted(post: Post, code: 'post_not_editable' | 'nothing_to_retry'): void {
  if (!post.deletedAt) return;
  throw AppError.of(
    code,
    { postId: post.id, deletedAt: post.deletedAt.toISOString() },
    'The post was deleted; make a new one instead.',
  );
}

/** The post's time once `input` applies: a new one, none (to draft), or the one it had. */
function scheduledAtAfter(post: Post, input: PatchPostInput): string | null {
  if (input.scheduledAt === null || input.draft === true) return null;
  if (typeof input.scheduledAt === 'string') return input.scheduledAt;
  return post.scheduledAt ? post.scheduledAt.toISOString() : null;
}
