import type {
  ChannelLimits,
  ChannelPost,
  ChannelPlugin,
  ChannelReply,
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
import type { EngagementCapability } from '../../core/channels/engagement';
import type { DmCapability } from '../../core/channels/dm';
import { metaDm } from '../../core/channels/meta-dm';
import type { Violation } from '../../core/errors/app-error';
import { classifyPhotoError } from './classify';
import { parseGraphTime, PhotoApiError, PhotoClient } from './client';
import { photoConnect } from './connect';
import { PhotoEmulator } from './emulator';
import { photoEngagement } from './engagement';
import { findPublishedId } from './lookup';
import { photoOptionsSchema } from './options';
import { photoDraftMediaViolations } from './media-rules';
import { planPost } from './plan';
import { publishPlan, type PollSettings } from './publisher';
import { photoMetrics, photoReplies } from './reads';
import { PHOTO_CAPTION_LIMIT, PHOTO_CAROUSEL_LIMIT, validatePhotoDraft } from './rules';
import { photoSandboxAccount } from './sandbox';

const FEATURES: FeatureDeclarations = {
  chain: {
    supported: false,
    condition: 'Each photo post stands alone; only the chain channels take a chain.',
  },
  topicTag: { supported: false, condition: 'Photo posts carry no topic tag; hashtags go in the caption.' },
  media: { supported: true },
  edit: {
    supported: false,
    condition: "The platform's API cannot change a published post's caption or media.",
  },
  delete: { supported: false, condition: "Published media cannot be deleted through the platform's API." },
  replies: {
    supported: 'partial',
    condition: 'Comments on feed posts and reels; a story takes no comments.',
  },
  publishOptions: { supported: false, condition: 'Only the short-video channel has publish options.' },
  refresh: { supported: false, condition: 'This channel has no account data to refresh.' },
  like: {
    supported: 'partial',
    condition:
      'Needs the instagram_manage_engagement permission: an older connection answers reconsent_required, and feature_in_review while app review cannot grant it. Not stories.',
  },
  reply: {
    supported: 'partial',
    condition: "Comments on the account's own feed posts and reels, and replies to them; text only.",
  },
  follow: { supported: false, condition: 'The Instagram API cannot follow accounts.' },
  hideReply: {
    supported: 'partial',
    condition: "Comments on the account's own media, not its own comments.",
  },
  dm: {
    supported: 'partial',
    condition:
      'One private reply per comment, within 7 days of the comment, on comments under feed posts and reels.',
  },
  pastComments: {
    supported: 'partial',
    condition: 'Comments still inside the 7-day private-reply window.',
  },
};

/** Polling of containers; tests shorten it. */
export type PhotoPluginOptions = Partial<PollSettings>;

/**
 * Long enough for a reel to process, short enough to give up inside the publish activity's
 * 5-minute budget with an `upload_stalled` rather than be cut off without an answer.
 */
const DEFAULT_POLL: PollSettings = { pollIntervalMs: 5_000, maxWaitMs: 4 * 60_000 };

/** The posts-in-24-hours allowance as the platform reports it (`GET /v1/channels/quota`). */
export interface PhotoQuota {
  used: number;
  total?: number;
  windowSeconds?: number;
}

/**
 * The photo and reel channel, modelled on the Instagram Graph API's content publishing: feed posts
 * (one image or video, or a carousel of 2-10), reels and stories, each made as a container and
 * then published. A reply (`replyToExternalId`) is a comment on the replied post.
 *
 * No `remove` and no `edit`: the platform's API can do neither to a published post.
 */
export class PhotoPlugin implements ChannelPlugin {
  readonly id = 'photo';
  readonly name = 'Photo and reels';
  readonly chain = false;
  // Instagram Login tokens (connect.ts) work on graph.instagram.com only.
  readonly defaultBaseUrl = 'https://graph.instagram.com/v21.0';

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: {
      limit: PHOTO_CAPTION_LIMIT,
      counting: 'characters',
      note: 'emoji count as their UTF-8 bytes; stories show no caption',
    },
    media: { images: PHOTO_CAROUSEL_LIMIT, videos: PHOTO_CAROUSEL_LIMIT, mixImagesAndVideo: true },
  };

  readonly optionsSchema: Record<string, unknown> = photoOptionsSchema;

  readonly connect = photoConnect;

  readonly sandbox: ChannelSandbox = {
    account: photoSandboxAccount,
    createEmulator: () => new PhotoEmulator(),
  };

  /** Like, reply and hide (plugins/photo/engagement.ts). */
  readonly engagement: EngagementCapability = photoEngagement({
    client: (ctx) => this.client(ctx),
    postUrl: (ctx, client, mediaId) => this.postUrl(ctx, client, mediaId),
  });

  /** Instagram private replies to commenters and its `comments` webhooks (core/channels/meta-dm.ts). */
  readonly dm: DmCapability = metaDm({
    object: 'instagram',
    token: (ctx) => ctx.account.credentials.accessToken ?? '',
    apiError: (err) => new PhotoApiError(err.status, err.headers, err.body),
  });

  private readonly poll: PollSettings;

  constructor(options: PhotoPluginOptions = {}) {
    this.poll = {
      pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL.pollIntervalMs,
      maxWaitMs: options.maxWaitMs ?? DEFAULT_POLL.maxWaitMs,
    };
  }

  validate(draft: TargetDraft): Violation[] {
    return [...validatePhotoDraft(draft), ...photoDraftMediaViolations(draft)];
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const client = this.client(ctx);
    if (item.replyToExternalId !== undefined) return this.comment(ctx, client, item);
    const plan = planPost(item);
    const { mediaId, warnings } = await publishPlan(
      client,
      ctx.account.externalAccountId,
      plan,
      this.poll,
      ctx.signal,
    );
    const result: PublishResult = { externalId: mediaId, url: await this.postUrl(ctx, client, mediaId) };
    if (warnings.length > 0) result.warnings = warnings;
    return result;
  }

  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    const client = this.client(ctx);
    const id = await findPublishedId(client, ctx.account.externalAccountId, item, since);
    if (id === null) return null;
    const url =
      item.replyToExternalId !== undefined
        ? await this.postUrl(ctx, client, item.replyToExternalId)
        : await this.postUrl(ctx, client, id);
    return { externalId: id, url };
  }

  /**
   * The account's feed posts and reels, newest first (what a post link or ownerHandle with
   * externalId is looked up among).
   */
  async channelPosts(ctx: PublishContext, limit: number): Promise<ChannelPost[]> {
    const client = this.client(ctx);
    const page = await client.listMedia(ctx.account.externalAccountId);
    const posts: ChannelPost[] = [];
    for (const media of page.items.slice(0, limit)) {
      const at = parseGraphTime(media.timestamp);
      if (at === undefined) throw new Error(`photo sent no timestamp for media ${media.id}`);
      posts.push({
        externalId: media.id,
        text: media.caption ?? '',
        url: await this.postUrl(ctx, client, media.id),
        createdAt: new Date(at).toISOString(),
      });
    }
    return posts;
  }

  /** How much of the 24-hour publishing allowance the account has used. */
  async quota(ctx: PublishContext): Promise<PhotoQuota> {
    const limit = await this.client(ctx).publishingLimit(ctx.account.externalAccountId);
    return {
      used: limit.quota_usage,
      ...(limit.config
        ? { total: limit.config.quota_total, windowSeconds: limit.config.quota_duration }
        : {}),
    };
  }

  /** The post's insights: reach, views and shares; likes, comments and saves, or a story's replies. */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    return photoMetrics(this.client(ctx), externalId);
  }

  /** Comments on a feed post or reel, newest first; a story answers `not_supported`. */
  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    return photoReplies(this.client(ctx), externalId, limit);
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyPhotoError(error);
  }

  /** A reply is a comment, which carries text only: one step, no container. */
  private async comment(ctx: PublishContext, client: PhotoClient, item: PublishItem): Promise<PublishResult> {
    const replyTo = item.replyToExternalId!;
    const id = await client.createComment(replyTo, item.text);
    const result: PublishResult = { externalId: id, url: await this.postUrl(ctx, client, replyTo) };
    const files = Math.max(item.mediaIds.length, item.media?.length ?? 0);
    if (files > 0)
      result.warnings = [
        `A reply is a comment, which carries text only; ${files} media item(s) were not sent.`,
      ];
    return result;
  }

  private client(ctx: PublishContext): PhotoClient {
    return new PhotoClient(ctx.account.baseUrl, ctx.account.credentials.accessToken ?? '', ctx.signal);
  }

  /**
   * The post's public page. On the real platform only the permalink knows the post's short code;
   * reading it is best effort, since the post is already up and must not fail over its link.
   * The sandbox serves its own page per post.
   */
  private async postUrl(ctx: PublishContext, client: PhotoClient, mediaId: string): Promise<string> {
    if (ctx.account.sandbox) return sandboxPostUrl(ctx.account, mediaId);
    const profile = `https://www.instagram.com/${encodeURIComponent(ctx.account.handle.replace(/^@/, ''))}/`;
    return client.permalink(mediaId).then(
      (permalink) => permalink ?? profile,
      () => profile,
    );
  }
}
