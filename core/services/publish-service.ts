import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, PublishAttempt, type PostStatus } from '../entities';
import { newId } from '../ids';
import type { ChannelPlugin, ClassifiedFailure, PublishContext, PublishItem } from '../channels/plugin';
import type { PluginRegistry } from '../channels/registry';
import { PlatformNetworkError } from '../http/platform-http';
import type { AccountService } from './account-service';

export interface PublishPlan {
  targets: Array<{ targetId: string; items: number }>;
}

/**
 * What one try at one item came to. `retry`: a failure a later try may fix; the caller (a Temporal
 * activity) throws so Temporal retries, waiting `retryAfterSeconds` when the platform said so.
 */
export type ItemOutcome =
  | { kind: 'published'; externalId: string; url?: string }
  | { kind: 'failed'; code: string; retryable: boolean }
  | { kind: 'retry'; failure: ClassifiedFailure };

/**
 * Sends targets to their platforms without ever posting twice: every platform call is preceded by
 * a `sending` attempt row, and a try that finds such a row from an earlier, unanswered try asks the
 * platform before sending again (DESIGN: Never post twice).
 */
export class PublishService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  async plan(postId: string): Promise<PublishPlan> {
    const targets = await this.em.find(
      PostTarget,
      { postId, status: { $ne: 'published' } },
      { orderBy: { id: 'asc' } },
    );
    return { targets: targets.map((t) => ({ targetId: t.id, items: 1 })) };
  }

  async publishItem(targetId: string, index: number, finalTry: boolean): Promise<ItemOutcome> {
    const target = await this.em.findOneOrFail(PostTarget, { id: targetId });
    if (target.status === 'published' && target.externalId) {
      return { kind: 'published', externalId: target.externalId, url: target.url ?? undefined };
    }
    const post = await this.em.findOneOrFail(Post, { id: target.postId });
    const account = target.accountId ? await this.em.findOne(Account, { id: target.accountId }) : null;
    if (!account || account.state === 'disconnected') {
      return this.fail(target, {
        code: 'account_disconnected',
        retryable: false,
        message: 'The account was disconnected.',
      });
    }
    if (account.state === 'expired') {
      return this.fail(target, {
        code: 'account_expired',
        retryable: false,
        message: "The channel's token expired.",
      });
    }
    const plugin = this.plugins.get(target.platform);
    const ctx: PublishContext = { account: this.accounts.context(account) };
    const item = this.itemFor(post, target, index);

    const earlier = await this.em.find(
      PublishAttempt,
      { targetId, itemIndex: index },
      { orderBy: { id: 'asc' } },
    );
    const sent = earlier.find((a) => a.outcome === 'sent' && a.externalId);
    if (sent) return this.succeed(target, sent.externalId!, sent.url ?? undefined);
    const unknown = earlier.filter((a) => a.outcome === 'sending');
    if (unknown.length > 0) {
      const found = await this.lookUp(plugin, ctx, item, unknown);
      if (found !== 'none') return found;
    }

    const attempt = this.em.create(PublishAttempt, {
      id: newId('att'),
      targetId,
      itemIndex: index,
      outcome: 'sending',
      startedAt: new Date(),
    });
    target.status = 'publishing';
    await this.em.flush();

    try {
      const result = await plugin.publish(ctx, item);
      attempt.outcome = 'sent';
      attempt.externalId = result.externalId;
      attempt.url = result.url ?? null;
      attempt.finishedAt = new Date();
      target.warnings = [...target.warnings, ...(result.warnings ?? [])];
      return await this.succeed(target, result.externalId, result.url);
    } catch (err) {
      const failure = plugin.classify(err);
      // An unanswered request may have gone through: leave the attempt `sending` so the next try looks first.
      const mayHaveReached = err instanceof PlatformNetworkError && err.mayHaveReached;
      attempt.outcome = mayHaveReached ? 'sending' : 'failed';
      attempt.errorCode = failure.code;
      attempt.finishedAt = new Date();
      if (failure.retryable && !finalTry) {
        target.errorCode = failure.code;
        target.errorMessage = failure.message;
        await this.em.flush();
        return { kind: 'retry', failure };
      }
      return this.fail(target, failure);
    }
  }

  /**
   * Earlier tries got no answer. Ask the platform; if it holds the post, that try succeeded. If the
   * platform cannot be asked, do not guess: the target ends `publish_unconfirmed` until a forced retry.
   */
  private async lookUp(
    plugin: ChannelPlugin,
    ctx: PublishContext,
    item: PublishItem,
    unknown: PublishAttempt[],
  ): Promise<ItemOutcome | 'none'> {
    const target = await this.em.findOneOrFail(PostTarget, { id: unknown[0].targetId });
    if (!plugin.findPublished) {
      unknown.forEach((a) => (a.outcome = 'failed'));
      return this.fail(target, {
        code: 'publish_unconfirmed',
        retryable: false,
        message:
          'The channel may have published this but never confirmed it; check the channel, then retry with force.',
      });
    }
    const found = await plugin.findPublished(ctx, item, unknown[0].startedAt);
    if (found) {
      const last = unknown[unknown.length - 1];
      last.outcome = 'sent';
      last.externalId = found.externalId;
      last.url = found.url ?? null;
      unknown.slice(0, -1).forEach((a) => (a.outcome = 'not_sent'));
      return this.succeed(target, found.externalId, found.url);
    }
    unknown.forEach((a) => (a.outcome = 'not_sent'));
    await this.em.flush();
    return 'none';
  }

  private async succeed(target: PostTarget, externalId: string, url?: string): Promise<ItemOutcome> {
    target.status = 'published';
    target.externalId = externalId;
    target.url = url ?? null;
    target.errorCode = null;
    target.errorMessage = null;
    target.retryable = null;
    target.publishedAt ??= new Date();
    await this.em.flush();
    return { kind: 'published', externalId, url };
  }

  private async fail(
    target: PostTarget,
    failure: Pick<ClassifiedFailure, 'code' | 'retryable' | 'message'>,
  ): Promise<ItemOutcome> {
    target.status = 'failed';
    target.errorCode = failure.code;
    target.errorMessage = failure.message;
    target.retryable = failure.retryable;
    await this.em.flush();
    return { kind: 'failed', code: failure.code, retryable: failure.retryable };
  }

  /** Settles the post from its targets: all out is published, none is failed, some is partial. */
  async settle(postId: string): Promise<PostStatus> {
    const post = await this.em.findOneOrFail(Post, { id: postId });
    const targets = await this.em.find(PostTarget, { postId });
    const out = targets.filter((t) => t.status === 'published').length;
    post.status = out === targets.length ? 'published' : out === 0 ? 'failed' : 'partial';
    await this.em.flush();
    return post.status;
  }

  private itemFor(post: Post, target: PostTarget, index: number): PublishItem {
    const { content, ...options } = post.options[target.platform] ?? {};
    return {
      text: typeof content === 'string' ? content : post.content,
      mediaIds: [],
      options,
      index,
    };
  }
}
