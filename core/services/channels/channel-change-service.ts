import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget } from '../../entities';
import type { ChannelPlugin, ClassifiedFailure, PublishContext, PublishItem } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import type { AccountService } from '../accounts/account-service';
import type { MediaService } from '../media/media-service';
import { channelOptions } from '../posts/channel-options';

export type ChangeResult =
  | { targetId: string; ok: true }
  | { targetId: string; ok: false; code: string; message: string }
  | { targetId: string; retry: ClassifiedFailure };

/** Edits and deletes of posts that are out on their channels, one target at a time. */
export class ChannelChangeService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly media?: MediaService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** Rewrites the target's first item with the post's current text for that channel. */
  async edit(targetId: string, finalTry: boolean): Promise<ChangeResult> {
    const { target, post, account } = await this.load(targetId);
    const plugin = this.plugins.get(target.platform);
    if (!plugin.edit || !target.externalId) {
      return { targetId, ok: false, code: 'post_not_editable', message: 'The channel cannot rewrite posts.' };
    }
    const own = channelOptions(post.options, target.platform);
    const item: PublishItem = {
      text: post.threadItems?.[0]?.content ?? own.content ?? post.content,
      mediaIds: post.mediaIds,
      options: own.options,
      index: 0,
    };
    try {
      // A channel that lays the post out again (the Korean blog's editor) needs the files too.
      if (plugin.bridge && this.media)
        item.media = await this.media.forPublish(post.workspaceId, post.mediaIds);
      await plugin.edit(this.accounts.callContext(account), target.externalId, item);
      return { targetId, ok: true };
    } catch (err) {
      return this.failure(targetId, plugin.classify(err), finalTry);
    }
  }

  /** Deletes every item of the target from its channel, the last first, and marks it deleted. */
  async remove(targetId: string, finalTry: boolean): Promise<ChangeResult> {
    const { target, account } = await this.load(targetId);
    if (target.deletedAt) return { targetId, ok: true };
    const plugin = this.plugins.get(target.platform);
    if (!plugin.remove)
      return { targetId, ok: false, code: 'not_supported', message: 'The channel cannot delete posts.' };
    const ids =
      target.itemExternalIds.length > 0
        ? target.itemExternalIds
        : target.externalId
          ? [target.externalId]
          : [];
    const ctx = this.accounts.callContext(account);
    await this.keepMetrics(target, plugin, ctx);
    try {
      for (const id of [...ids].reverse()) await plugin.remove(ctx, id);
    } catch (err) {
      return this.failure(targetId, plugin.classify(err), finalTry);
    }
    target.deletedAt = new Date();
    await this.em.flush();
    return { targetId, ok: true };
  }

  /**
   * Reads the post's counts one last time before it leaves the channel: a deleted post keeps its
   * metrics. Best effort: a read that fails does not hold up the delete the person asked for.
   */
  private async keepMetrics(target: PostTarget, plugin: ChannelPlugin, ctx: PublishContext): Promise<void> {
    if (!plugin.metrics || !target.externalId || target.status !== 'published') return;
    try {
      target.lastMetrics = await plugin.metrics(ctx, target.externalId);
      target.lastMetricsAt = new Date();
      await this.em.flush();
    } catch (err) {
      console.warn(
        `target ${target.id}: could not read its metrics before deleting`,
        plugin.classify(err).message,
      );
    }
  }

  /**
   * Records the outcome on the post: a delete that reached every target marks the post deleted;
   * any failure is the post's `error`, naming the channels.
   */
  async finish(
    postId: string,
    kind: 'edit' | 'delete',
    results: ChangeResult[],
  ): Promise<{ failed: string[] }> {
    const post = await this.em.findOneOrFail(Post, { id: postId });
    const failed = results.filter((r): r is Extract<ChangeResult, { ok: false }> => 'ok' in r && !r.ok);
    if (kind === 'delete' && failed.length === 0) post.deletedAt = new Date();
    post.error =
      failed.length === 0
        ? null
        : {
            code: failed[0].code,
            message: `The ${kind} did not reach every channel: ${failed.map((f) => f.message).join(' ')}`,
          };
    await this.em.flush();
    return { failed: failed.map((f) => f.targetId) };
  }

  private failure(targetId: string, failure: ClassifiedFailure, finalTry: boolean): ChangeResult {
    if (failure.retryable && !finalTry) return { targetId, retry: failure };
    return { targetId, ok: false, code: failure.code, message: failure.message };
  }

  private async load(targetId: string) {
    const target = await this.em.findOneOrFail(PostTarget, { id: targetId });
    const post = await this.em.findOneOrFail(Post, { id: target.postId });
    const account = await this.em.findOneOrFail(Account, { id: target.accountId! });
    return { target, post, account };
  }
}
