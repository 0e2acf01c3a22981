import type { ChannelReply, PostMetrics } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import type { Account, PostTarget } from '../../entities';
import { isDisconnected } from '../accounts/account-guard';
import type { ChannelReadService } from '../channels/channel-read-service';

/** Replies a thread view shows per target, newest first. */
export const CHANNEL_REPLIES_LIMIT = 25;
/** The most a channel is asked for in one read. */
const MAX_READ = 100;

/** Why an entry has no values: the channel's own failure, or a fact about the target. */
export interface EntryError {
  code: string;
  message: string;
}

/** One target's metrics: `supported` false (with `not_supported`) when its channel keeps none. */
export interface TargetMetrics {
  targetId: string;
  platform: string;
  supported: boolean;
  /** What the channel reported; null when there is nothing to show (not out, unsupported, failed). */
  values: PostMetrics | null;
  /** For a post deleted from the channel: when `values` were read, just before the delete. */
  asOf?: string;
  error?: EntryError;
}

/**
 * A reply on the channel. Ours carry `ours: true` and where they came from: `postId` for one of
 * our reply posts, `replyId` (the engagement action's id) for a reply sent by POST /v1/engagement/reply.
 */
export interface ChannelReplyView extends ChannelReply {
  postId?: string;
  replyId?: string;
  ours?: true;
}

/** One target's replies as the channel lists them (other people's and ours), newest first. */
export interface TargetChannelReplies {
  targetId: string;
  platform: string;
  supported: boolean;
  data: ChannelReplyView[];
  error?: EntryError;
}

/** What a target's post is made of on the channel, and which of its replies are our posts. */
export interface TargetContext {
  /** The external ids of the post itself: its root and every chain item. */
  ownIds: Set<string>;
  /** External id on this account of each of our reply posts, to its post id. */
  ourReplies: Map<string, string>;
  /** External id on this account of each reply sent through engagement, to its action id. */
  engagementReplies?: Map<string, string>;
}

/**
 * The live part of a thread view: each target's metrics and the replies its channel lists. The
 * platform calls run on the worker (`ChannelReadService.readPost`), one short workflow each, all
 * targets at once; a failure stays on its target's entry.
 */
export class PostEngagement {
  constructor(
    private readonly plugins: PluginRegistry,
    private readonly reads: ChannelReadService,
  ) {}

  async ofTarget(
    target: PostTarget,
    account: Account | undefined,
    context: TargetContext,
  ): Promise<{ metrics: TargetMetrics; channelReplies: TargetChannelReplies }> {
    const [metrics, channelReplies] = await Promise.all([
      this.metrics(target, account),
      this.replies(target, account, context),
    ]);
    return { metrics, channelReplies };
  }

  private async metrics(target: PostTarget, account: Account | undefined): Promise<TargetMetrics> {
    const entry: TargetMetrics = {
      targetId: target.id,
      platform: target.platform,
      supported: false,
      values: null,
    };
    const stop = this.why(target, account, 'metrics');
    entry.supported = stop?.code !== 'not_supported';
    // A deleted post keeps the counts read before it left the channel.
    if (target.deletedAt && target.lastMetrics) {
      return { ...entry, values: target.lastMetrics, asOf: target.lastMetricsAt?.toISOString() };
    }
    if (stop) return stop.code === 'not_published' ? entry : { ...entry, error: stop };
    const read = await this.reads.readPost<PostMetrics>(account!, 'metrics', this.subject(target));
    return read.ok ? { ...entry, values: read.data } : { ...entry, error: read.error };
  }

  private async replies(
    target: PostTarget,
    account: Account | undefined,
    context: TargetContext,
  ): Promise<TargetChannelReplies> {
    const entry: TargetChannelReplies = {
      targetId: target.id,
      platform: target.platform,
      supported: false,
      data: [],
    };
    const stop = this.why(target, account, 'replies');
    entry.supported = stop?.code !== 'not_supported';
    if (stop) return stop.code === 'not_published' ? entry : { ...entry, error: stop };
    // Chain items come back as replies to the root; asking for that many more keeps the page full.
    const limit = Math.min(MAX_READ, CHANNEL_REPLIES_LIMIT + context.ownIds.size);
    const read = await this.reads.readPost<ChannelReply[]>(account!, 'replies', this.subject(target), limit);
    if (!read.ok) return { ...entry, error: read.error };
    entry.data = read.data
      .filter((reply) => !context.ownIds.has(reply.externalId))
      .slice(0, CHANNEL_REPLIES_LIMIT)
      .map((reply) => {
        const postId = context.ourReplies.get(reply.externalId);
        if (postId !== undefined) return { ...reply, postId, ours: true as const };
        const replyId = context.engagementReplies?.get(reply.externalId);
        return replyId === undefined ? reply : { ...reply, replyId, ours: true as const };
      });
    return entry;
  }

  /** The post a read is about (the root, for a chain's later item) and its id on the channel. */
  private subject(target: PostTarget): { postId: string; externalId: string } {
    return { postId: target.postId, externalId: target.externalId! };
  }

  /**
   * Why the channel is not asked: it has no such capability (`not_supported`, the feature row's
   * sentence), the account is gone (`account_disconnected`), or there is nothing out to ask
   * about (`not_published`, shown as an empty entry). Undefined: ask.
   */
  private why(
    target: PostTarget,
    account: Account | undefined,
    capability: 'metrics' | 'replies',
  ): EntryError | undefined {
    const plugin = this.plugins.has(target.platform) ? this.plugins.get(target.platform) : undefined;
    if (!plugin || plugin[capability] === undefined) {
      return {
        code: 'not_supported',
        message: plugin
          ? this.reads.reasonFor(target.platform, capability)
          : `The ${target.platform} channel is not available.`,
      };
    }
    if (isDisconnected(account)) {
      return {
        code: 'account_disconnected',
        message: `The account that published this post was disconnected; reconnect it to read its ${capability}.`,
      };
    }
    if (target.status !== 'published' || !target.externalId || target.deletedAt) {
      return { code: 'not_published', message: 'Nothing of this target is on the channel.' };
    }
    return undefined;
  }
}
