import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { AuthContext } from '../../auth/auth-context';
import type { ChannelPlugin, ChannelPost, ChannelQuota } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import { Account, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { catalogue } from '../../errors/catalogue';
import { randomToken } from '../../ids';
import {
  READ_CHANNEL_WORKFLOW,
  readWorkflowId,
  type ChannelRead,
  type ReadChannelInput,
  type ReadFailure,
  type ReadOutcome,
} from '../../temporal/read-workflows';
import type { WorkspaceService } from '../people/workspace-service';
import { PostIdAttribute, WorkspaceIdAttribute } from '../../temporal/search-attributes';
import { POST_READ_CACHE_MS, PostReadCache } from '../posts/post-read-cache';
import type { PostRead } from './post-read';
import { ReadSlots } from './read-slots';

/** How long the API waits for a live read before answering 503 `platform_timeout`. */
export const READ_TIMEOUT_MS = 30_000;

/** Statuses a rejected read passes on from the platform (catalogue: platform_rejected_content). */
const REJECTED_STATUSES = [400, 404, 422, 503];

type ReadCapability = 'channelPosts' | 'quota' | 'publishOptions' | 'metrics' | 'replies';

/** The capability each read needs, and its feature row. */
const CAPABILITY: Record<ChannelRead, ReadCapability> = {
  posts: 'channelPosts',
  quota: 'quota',
  publishOptions: 'publishOptions',
  metrics: 'metrics',
  replies: 'replies',
};

export interface ChannelPostView extends ChannelPost {
  accountId: string;
  platform: string;
}

export interface QuotaView {
  accountId: string;
  platform: string;
  used: number;
  total: number | null;
  windowSeconds: number | null;
}

/** One account a workspace-wide read could not read, in place of failing the whole answer. */
export interface AccountReadError {
  accountId: string;
  platform: string;
  code: string;
  message: string;
}

export interface ReadList<T> {
  data: T[];
  errors: AccountReadError[];
}

/**
 * Live reads of what is on a channel (posts, quota, publish options, a post's metrics and
 * replies). Each read is a short `readChannel` workflow the API awaits, so the platform call runs
 * on the worker with the publish path's credentials and classification. At most `MAX_LIVE_READS`
 * run at once per API process (core/services/channels/read-slots.ts); a post's metrics and replies are
 * shared by its readers for a few seconds (core/services/posts/post-read-cache.ts); the rest is never
 * cached.
 */
export class ChannelReadService {
  private readonly slots = new ReadSlots();
  private readonly postReads: PostReadCache;

  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly workspaces: WorkspaceService,
    private readonly client: Client,
    private readonly taskQueue: string,
    postReadCacheMs = POST_READ_CACHE_MS,
    private readonly timeoutMs = READ_TIMEOUT_MS,
  ) {
    this.postReads = new PostReadCache(postReadCacheMs);
  }

  /** One account's posts, or every live account's merged newest first and cut to `limit`. */
  async posts(
    auth: AuthContext,
    workspace: Workspace,
    query: { accountId?: string; limit: number },
  ): Promise<ReadList<ChannelPostView>> {
    const { data, errors } = await this.readEach(auth, workspace, query.accountId, 'posts', query.limit);
    const posts = data.flatMap(({ account, value }) =>
      (value as ChannelPost[]).map((p) => ({ accountId: account.id, platform: account.platform, ...p })),
    );
    // Stable: posts of one account keep the platform's order when their times tie.
    posts.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return { data: posts.slice(0, query.limit), errors };
  }

  async quota(auth: AuthContext, workspace: Workspace, accountId?: string): Promise<ReadList<QuotaView>> {
    const { data, errors } = await this.readEach(auth, workspace, accountId, 'quota');
    return {
      data: data.map(({ account, value }) => {
        const quota = value as ChannelQuota;
        return {
          accountId: account.id,
          platform: account.platform,
          used: quota.used,
          total: quota.total ?? null,
          windowSeconds: quota.windowSeconds ?? null,
        };
      }),
      errors,
    };
  }

  /** The short-video channel's current publish settings for one account; never cached. */
  async publishOptions(
    auth: AuthContext,
    workspace: Workspace,
    accountId: string,
  ): Promise<Record<string, unknown>> {
    const account = await this.account(auth, workspace, accountId);
    this.requireCapability(account, 'publishOptions');
    return (await this.readOne(account, 'publishOptions')) as Record<string, unknown>;
  }

  /**
   * A post's metrics or replies on the channel, for one target of a thread view. Never throws a
   * channel's failure: it comes back as `{code, message}`, so one target cannot fail the others.
   */
  async readPost<T>(
    account: Account,
    read: 'metrics' | 'replies',
    target: { postId: string; externalId: string },
    limit?: number,
  ): Promise<PostRead<T>> {
    const key = `${account.id} ${read} ${target.externalId} ${limit ?? ''}`;
    return this.postReads.get(key, async () => {
      try {
        const data = await this.readOne(account, read, limit, target.externalId, target.postId);
        return { ok: true, data: data as T };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { ok: false, error: { code: err.code, message: err.message } };
      }
    });
  }

  /** The feature row's sentence for a capability the channel lacks. */
  reasonFor(platform: string, capability: ReadCapability): string {
    return reasonOf(this.plugins.get(platform), capability);
  }

  /**
   * With `accountId`: that account only, and a failure fails the request. Without: every live
   * account of the workspace in parallel, each failure (or missing capability) an `errors` entry.
   */
  private async readEach(
    auth: AuthContext,
    workspace: Workspace,
    accountId: string | undefined,
    read: ChannelRead,
    limit?: number,
  ): Promise<{ data: { account: Account; value: unknown }[]; errors: AccountReadError[] }> {
    if (accountId !== undefined) {
      const account = await this.account(auth, workspace, accountId);
      this.requireCapability(account, read);
      return { data: [{ account, value: await this.readOne(account, read, limit) }], errors: [] };
    }
    const accounts = await this.orm.em.find(
      Account,
      { workspaceId: workspace.id, state: { $ne: 'disconnected' } },
      { orderBy: { platform: 'asc' } },
    );
    const results = await Promise.all(
      accounts.map(async (account): Promise<{ account: Account; value?: unknown; error?: AppError }> => {
        try {
          this.requireCapability(account, read);
          return { account, value: await this.readOne(account, read, limit) };
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          return { account, error: err };
        }
      }),
    );
    const data: { account: Account; value: unknown }[] = [];
    const errors: AccountReadError[] = [];
    for (const { account, value, error } of results) {
      if (error) {
        errors.push({
          accountId: account.id,
          platform: account.platform,
          code: error.code,
          message: error.message,
        });
      } else data.push({ account, value });
    }
    return { data, errors };
  }

  /** A live account of this workspace: else 404 `account_not_found`, or `workspace_mismatch`. */
  private async account(auth: AuthContext, workspace: Workspace, accountId: string): Promise<Account> {
    return this.workspaces.accountIn(auth, workspace, accountId, this.orm.em);
  }

  /** 400 `not_supported` (with the platform) when the channel cannot do this read. */
  private requireCapability(account: Account, read: ChannelRead): void {
    const plugin = this.plugins.get(account.platform);
    const capability = CAPABILITY[read];
    if (plugin[capability] !== undefined) return;
    throw AppError.of(
      'not_supported',
      { platform: account.platform, accountId: account.id },
      reasonOf(plugin, capability),
    );
  }

  /**
   * Runs one `readChannel` workflow and waits for it, when a read slot is free; its failure becomes
   * the spec's error. `postId` names the post read about, in the run's id and search attributes.
   */
  private readOne(
    account: Account,
    read: ChannelRead,
    limit?: number,
    externalId?: string,
    postId?: string,
  ): Promise<unknown> {
    return this.slots.run(() => this.runRead(account, read, limit, externalId, postId));
  }

  private async runRead(
    account: Account,
    read: ChannelRead,
    limit?: number,
    externalId?: string,
    postId?: string,
  ): Promise<unknown> {
    const input: ReadChannelInput = {
      accountId: account.id,
      read,
      ...(limit ? { limit } : {}),
      ...(externalId !== undefined ? { externalId } : {}),
    };
    const handle = await this.client.workflow.start(READ_CHANNEL_WORKFLOW, {
      taskQueue: this.taskQueue,
      workflowId: readWorkflowId(postId ?? account.id, read, randomToken(12)),
      args: [input],
      typedSearchAttributes: [
        { key: WorkspaceIdAttribute, value: account.workspaceId },
        ...(postId ? [{ key: PostIdAttribute, value: postId }] : []),
      ],
      // Nobody waits past the API's own timeout; the run must not linger after it.
      workflowExecutionTimeout: this.timeoutMs + 5_000,
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = Symbol('timeout');
    const timeout = new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), this.timeoutMs);
    });
    let outcome: ReadOutcome | typeof timedOut;
    try {
      outcome = await Promise.race([handle.result() as Promise<ReadOutcome>, timeout]);
    } catch (err) {
      // The run itself failed (not a classified platform answer): the channel read did not happen.
      console.error(`channel read ${read} for ${account.id} failed`, err);
      throw AppError.of(
        'platform_error',
        { platform: account.platform, accountId: account.id },
        `The ${account.platform} channel could not be read.`,
      );
    } finally {
      clearTimeout(timer);
    }
    if (outcome === timedOut) {
      await handle.terminate('the API stopped waiting').catch(() => undefined);
      throw AppError.of(
        'platform_timeout',
        { platform: account.platform, accountId: account.id },
        `The ${account.platform} channel did not answer within ${this.timeoutMs / 1000} seconds.`,
        503,
      );
    }
    if (!outcome.ok) throw failureError(account, outcome.failure);
    return outcome.data;
  }
}

/** A classified read failure as the spec answers it. */
function failureError(account: Account, failure: ReadFailure): AppError {
  const extra = { platform: account.platform, accountId: account.id };
  if (failure.code === 'platform_rejected_content') {
    const status =
      failure.upstreamStatus !== undefined && REJECTED_STATUSES.includes(failure.upstreamStatus)
        ? failure.upstreamStatus
        : 400;
    return AppError.of(failure.code, extra, failure.message, status);
  }
  if (failure.code === 'account_not_found') {
    return AppError.of(failure.code, { accountId: account.id }, failure.message);
  }
  // platform_error, platform_auth_error, permission_denied and anything else a plugin names:
  // the catalogue's status, 503 for codes that only ever sat on a target.
  const status = catalogue[failure.code]?.status;
  return AppError.of(failure.code, extra, failure.message, typeof status === 'number' ? status : 503);
}

function reasonOf(plugin: ChannelPlugin, feature: ReadCapability): string {
  const row = plugin.features.find((r) => r.feature === feature);
  return row?.condition ?? `The ${plugin.id} channel cannot do this.`;
}
