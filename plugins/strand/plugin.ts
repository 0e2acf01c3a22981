import type {
  ChannelLimits,
  ChannelPost,
  ChannelQuota,
  ChannelReply,
  ChannelPlugin,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureRow,
  PublishContext,
  PublishItem,
  PostMetrics,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import { eachItemMedia } from '../../core/channels/media-rules';
import { AppError, type Violation } from '../../core/errors/app-error';
import { classifyStrandError } from './classify';
import { strandConnect } from './connect';
import { strandEngagement } from './engagement';
import type { EngagementCapability } from '../../core/channels/engagement';
import { StrandApiError, StrandClient } from './client';
import { ContainerMemory } from './container-memory';
import { DEFAULT_POLL, type PollOptions } from './container-wait';
import { StrandEmulator } from './emulator';
import { SUBCODE } from './graph-errors';
import { CAROUSEL_MAX, REPLY_CONTROLS, TEXT_LIMIT } from './limits';
import { findPost } from './lookup';
import { planMedia, strandMediaViolations } from './media-plan';
import { PublishFlow, type SendOptions } from './publish-flow';
import { strandMetrics, strandReplies } from './reads';
import { validateStrandDraft } from './rules';
import { strandSandboxAccount } from './sandbox';

const DEFAULT_BASE_URL = 'https://graph.threads.net/v1.0';
const FEATURES: FeatureDeclarations = {
  topicTag: { supported: true },
  media: { supported: true },
  edit: {
    supported: false,
    condition: 'The channel has no way to rewrite a published post; delete it and post again.',
  },
  refresh: { supported: false, condition: 'The channel has nothing to refresh.' },
  like: { supported: false, condition: 'The channel offers no way to like a post through its API.' },
  reply: {
    supported: 'partial',
    condition:
      "Under the account's own posts and the replies to them, unless it has the keyword-search or mentions permission.",
  },
  follow: { supported: false, condition: 'The channel offers no way to follow an account through its API.' },
  hideReply: {
    supported: 'partial',
    condition: "Top-level replies under the account's own posts, not its own replies.",
  },
};

export interface StrandPluginOptions {
  /** How often and how long to wait for a container to be ready; tests make it fast. */
  poll?: Partial<PollOptions>;
}

/** The platform's rolling publishing quota for an account, as `GET /v1/channels/quota` shows it. */
export type StrandQuota = Required<ChannelQuota>;

/**
 * The chain channel modelled on the Threads API: 500 characters per item (emoji as UTF-8 bytes),
 * one topic tag on the first item, text, image, video and carousel posts pulled by URL, and two
 * publishing steps (container, then publish) that make a retry safe.
 */
export class StrandPlugin implements ChannelPlugin {
  readonly id = 'strand';
  readonly name = 'Strand';
  readonly chain = true;
  readonly defaultBaseUrl = DEFAULT_BASE_URL;

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: { limit: TEXT_LIMIT, counting: 'characters', note: 'emoji count as their UTF-8 bytes' },
    // A carousel takes images and videos together, so nothing is dropped for mixing.
    media: { images: CAROUSEL_MAX, videos: CAROUSEL_MAX, mixImagesAndVideo: true },
  };

  readonly optionsSchema: Record<string, unknown> = {
    type: 'object',
    properties: {
      replyControl: {
        type: 'string',
        enum: [...REPLY_CONTROLS],
        description: 'Who may reply to each post of the chain; everyone when left out.',
      },
      linkAttachment: {
        type: 'string',
        format: 'uri',
        pattern: '^https?://',
        description:
          'A link shown as a preview card under the first post; only on a post without media (dropped with a warning otherwise).',
      },
    },
    additionalProperties: false,
  };

  readonly connect = strandConnect;

  /** Reply, delete the reply and hide replies (plugins/strand/engagement.ts). */
  readonly engagement: EngagementCapability = strandEngagement({
    client: (ctx) => this.client(ctx),
    publish: (ctx, item) => this.publish(ctx, item),
    remove: (ctx, externalId) => this.remove(ctx, externalId),
  });

  readonly sandbox: ChannelSandbox = {
    account: strandSandboxAccount,
    createEmulator: () => new StrandEmulator(),
  };

  private readonly poll: PollOptions;
  private readonly flow = new PublishFlow(new ContainerMemory());

  constructor(options: StrandPluginOptions = {}) {
    this.poll = { ...DEFAULT_POLL, ...options.poll };
  }

  validate(draft: TargetDraft): Violation[] {
    return [...validateStrandDraft(draft), ...eachItemMedia(draft, strandMediaViolations)];
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const plan = planMedia(item);
    // Refused files stop the item before any call, so nothing half-made is left on the platform.
    if (plan.violations.length > 0) throw new AppError(plan.violations);
    const warnings = [...plan.warnings];
    const options = sendOptions(item, plan.mediaType === 'TEXT', warnings);

    const client = this.client(ctx);
    const externalId = await this.flow.send(
      {
        client,
        baseUrl: ctx.account.baseUrl,
        userId: ctx.account.externalAccountId,
        poll: this.poll,
        signal: ctx.signal,
      },
      item,
      plan,
      options,
    );
    const result: PublishResult = { externalId, url: await this.postUrl(ctx, client, externalId) };
    if (warnings.length > 0) result.warnings = warnings;
    return result;
  }

  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    const client = this.client(ctx);
    const plan = planMedia(item);
    const found = await findPost(
      client,
      ctx.account.externalAccountId,
      {
        text: item.text,
        replyToId: item.replyToExternalId,
        mediaType: plan.violations.length === 0 ? plan.mediaType : undefined,
      },
      since,
    );
    return found ? { externalId: found.id, url: await this.postUrl(ctx, client, found.id) } : null;
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    try {
      await this.client(ctx).deleteMedia(externalId);
    } catch (err) {
      // A delete whose answer was lost and is then retried finds the post gone: that is success.
      if (err instanceof StrandApiError && err.subcode === SUBCODE.noSuchObject) return;
      throw err;
    }
  }

  /** The account's root posts, newest first (chain items after the root are replies, not listed). */
  async channelPosts(ctx: PublishContext, limit: number): Promise<ChannelPost[]> {
    const posts = await this.client(ctx).recentMedia(ctx.account.externalAccountId, limit);
    return posts.slice(0, limit).map((post) => {
      const at = post.timestamp === undefined ? NaN : Date.parse(post.timestamp);
      if (Number.isNaN(at)) throw new Error(`strand sent no timestamp for post ${post.id}`);
      const url = ctx.account.sandbox ? sandboxPostUrl(ctx.account, post.id) : post.permalink;
      return {
        externalId: post.id,
        text: post.text ?? '',
        createdAt: new Date(at).toISOString(),
        ...(url !== undefined ? { url } : {}),
        ...(post.replied_to ? { replyToExternalId: post.replied_to.id } : {}),
      };
    });
  }

  /** The post's insights: views, likes, replies, reposts, quotes, shares. */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    return strandMetrics(this.client(ctx), externalId);
  }

  /** Top-level replies to the post, everyone's, newest first. */
  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    return strandReplies(this.client(ctx), externalId, limit);
  }

  /** The account's rolling publishing quota (feature row `quota`). */
  async quota(ctx: PublishContext): Promise<StrandQuota> {
    const limit = await this.client(ctx).publishingLimit(ctx.account.externalAccountId);
    return {
      used: limit.quota_usage,
      total: limit.config.quota_total,
      windowSeconds: limit.config.quota_duration,
    };
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyStrandError(error);
  }

  private client(ctx: PublishContext): StrandClient {
    return new StrandClient(ctx.account.baseUrl, ctx.account.credentials.accessToken ?? '', ctx.signal);
  }

  /**
   * The sandbox serves its own page per post. On the real platform the public link carries a short
   * code only the platform knows, so it is asked for; the post is out either way, so a failed
   * read leaves the URL out rather than failing the publish.
   */
  private async postUrl(ctx: PublishContext, client: StrandClient, id: string): Promise<string | undefined> {
    if (ctx.account.sandbox) return sandboxPostUrl(ctx.account, id);
    return client.permalink(id).catch(() => undefined);
  }
}

/** `options.strand` in the platform's terms; the API has already checked it against `optionsSchema`. */
function sendOptions(item: PublishItem, textOnly: boolean, warnings: string[]): SendOptions {
  const options: SendOptions = {};
  if (typeof item.options.replyControl === 'string') options.replyControl = item.options.replyControl;
  const link = item.options.linkAttachment;
  // The card goes under the first post only; on later chain items it would repeat.
  if (typeof link === 'string' && item.index === 0) {
    if (textOnly) options.linkAttachment = link;
    else
      warnings.push(
        'linkAttachment was not sent: the channel shows a link card only on a post without media.',
      );
  }
  return options;
}
