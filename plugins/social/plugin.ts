import type {
  ChannelPost,
  ChannelLimits,
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
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import type { DmCapability } from '../../core/channels/dm';
import { metaDm } from '../../core/channels/meta-dm';
import type { EngagementCapability } from '../../core/channels/engagement';
import type { Violation } from '../../core/errors/app-error';
import { classifySocialError } from './classify';
import { socialConnect } from './connect';
import { SocialApiError, SocialClient, toApiError, type GraphPost } from './client';
import { SocialEmulator } from './emulator';
import { socialEngagement } from './engagement';
import { findSocialPost } from './lookup';
import { planPublish } from './media-plan';
import { socialDraftMediaViolations } from './media-rules';
import { graphFeedTargeting, readSocialOptions, targetingKey } from './options';
import { socialPostUrl } from './post-url';
import { DEFAULT_UPLOAD_CHUNK_BYTES, SocialPublisher } from './publisher';
import { socialMetrics, socialReplies } from './reads';
import {
  SOCIAL_IMAGE_LIMIT,
  SOCIAL_TEXT_LIMIT,
  SocialRuleError,
  targetingChangeViolations,
  validateSocialDraft,
} from './rules';
import { socialSandboxAccount } from './sandbox';
import { socialOptionsSchema } from './schema';

const FEATURES: FeatureDeclarations = {
  chain: {
    supported: false,
    condition: 'A Page post stands alone; only the chain channels take a chain.',
  },
  topicTag: { supported: false, condition: 'Page posts carry no topic tag.' },
  media: { supported: true },
  publishOptions: { supported: false, condition: 'Only the short-video channel has publish options.' },
  refresh: { supported: false, condition: 'A Page has no channel metadata to re-read.' },
  follow: { supported: false, condition: 'A Page cannot follow other accounts through the API.' },
  hideReply: {
    supported: 'partial',
    condition: "Comments on the Page's posts that the platform lets it hide, not the Page's own.",
  },
  dm: {
    supported: 'partial',
    condition:
      "One private reply per comment, within 7 days of the comment, on comments under the Page's posts.",
  },
  pastComments: {
    supported: 'partial',
    condition: 'Comments still inside the 7-day private-reply window.',
  },
};

/** The Graph error for an object that is not there (or not visible): "(#100) ... does not exist". */
const MISSING_OBJECT = { code: 100, subcode: 33 };

export interface SocialPluginSettings {
  /** Bytes per upload call for reels and video stories; tests make it small to see chunking. */
  uploadChunkBytes?: number;
}

/**
 * The social-network channel, modelled on the Facebook Pages API: feed posts (text, link, photo,
 * multi-photo, video), reels and stories on one Page, platform-side scheduling, a first comment,
 * feed targeting, replies as comments, edit and delete.
 */
export class SocialPlugin implements ChannelPlugin {
  readonly id = 'social';
  readonly name = 'Social network';
  readonly chain = false;
  readonly defaultBaseUrl = 'https://graph.facebook.com/v21.0';

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: { limit: SOCIAL_TEXT_LIMIT, counting: 'characters', note: 'emoji count as their UTF-8 bytes' },
    media: { images: SOCIAL_IMAGE_LIMIT, videos: 1, mixImagesAndVideo: false },
  };

  readonly optionsSchema: Record<string, unknown> = socialOptionsSchema;

  readonly connect = socialConnect;

  readonly sandbox: ChannelSandbox = {
    account: socialSandboxAccount,
    createEmulator: () => new SocialEmulator(),
  };

  /** Like, reply and hide, as the Page (plugins/social/engagement.ts). */
  readonly engagement: EngagementCapability = socialEngagement((ctx) => this.client(ctx));

  /** Page private replies to commenters and its `feed` webhooks (core/channels/meta-dm.ts). */
  readonly dm: DmCapability = metaDm({
    object: 'page',
    token: (ctx) => ctx.account.credentials.pageAccessToken ?? '',
    apiError: toApiError,
  });

  constructor(private readonly settings: SocialPluginSettings = {}) {}

  validate(draft: TargetDraft): Violation[] {
    return [...validateSocialDraft(draft), ...socialDraftMediaViolations(draft)];
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const planned = planPublish(item);
    const publisher = new SocialPublisher(
      this.client(ctx),
      ctx.account.externalAccountId,
      this.settings.uploadChunkBytes ?? DEFAULT_UPLOAD_CHUNK_BYTES,
    );
    const sent = await publisher.send(item, planned);
    return {
      externalId: sent.externalId,
      url: socialPostUrl(ctx.account, sent.externalId, sent.object),
      ...(sent.warnings.length > 0 ? { warnings: sent.warnings } : {}),
    };
  }

  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    const found = await findSocialPost(this.client(ctx), ctx.account.externalAccountId, item, since);
    if (!found) return null;
    return {
      externalId: found.externalId,
      url: socialPostUrl(ctx.account, found.externalId, found.object),
    };
  }

  /** The Page's feed (status, link and photo posts), newest first. */
  async channelPosts(ctx: PublishContext, limit: number): Promise<ChannelPost[]> {
    const page = await this.client(ctx).listEdge<GraphPost>(`/${ctx.account.externalAccountId}/feed`, {
      fields: 'id,message,created_time',
      limit: String(limit),
    });
    return page.data.slice(0, limit).map((post) => {
      const at = post.created_time === undefined ? NaN : Date.parse(post.created_time);
      if (Number.isNaN(at)) throw new Error(`social sent no created_time for post ${post.id}`);
      return {
        externalId: post.id,
        text: post.message ?? '',
        url: socialPostUrl(ctx.account, post.id, 'post'),
        createdAt: new Date(at).toISOString(),
      };
    });
  }

  /** The post's shares and its reaction and comment totals. */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    return socialMetrics(this.client(ctx), externalId);
  }

  /** Comments on the post, newest first, people's by name. */
  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    return socialReplies(this.client(ctx), externalId, limit);
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    try {
      await this.client(ctx).remove(externalId);
    } catch (err) {
      // A delete whose answer was lost and is then retried finds the object gone: that is done.
      if (isMissingObject(err)) return;
      throw err;
    }
  }

  /**
   * Rewrites the text in place: a post's (or comment's) `message`, a video's or reel's
   * `description`. The feed targeting is fixed once published, so an edit that asks for other
   * targeting than the platform holds is refused before anything changes. Files stay as they are.
   */
  async edit(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    const client = this.client(ctx);
    // Post and comment ids are "{a}_{b}"; video and reel ids are plain numbers.
    const isPost = externalId.includes('_');
    if (isPost && item.replyToExternalId === undefined) {
      const current = await client.read<{ feed_targeting?: Record<string, unknown> }>(externalId, [
        'feed_targeting',
      ]);
      const requested = readSocialOptions(item.options).feedTargeting;
      const broken = targetingChangeViolations(
        targetingKey(current.feed_targeting),
        targetingKey(requested ? graphFeedTargeting(requested) : undefined),
      );
      if (broken.length > 0) throw new SocialRuleError(broken);
    }
    await client.update(externalId, isPost ? { message: item.text } : { description: item.text });
  }

  classify(error: unknown): ClassifiedFailure {
    return classifySocialError(error);
  }

  private client(ctx: PublishContext): SocialClient {
    return new SocialClient(ctx.account.baseUrl, ctx.account.credentials.pageAccessToken ?? '', ctx.signal);
  }
}

function isMissingObject(err: unknown): boolean {
  return (
    err instanceof SocialApiError &&
    err.error.code === MISSING_OBJECT.code &&
    err.error.error_subcode === MISSING_OBJECT.subcode
  );
}
