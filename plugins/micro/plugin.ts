import type {
  ChannelLimits,
  ChannelPost,
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
import type { EngagementCapability } from '../../core/channels/engagement';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import { eachItemMedia } from '../../core/channels/media-rules';
import type { Violation } from '../../core/errors/app-error';
import { classifyMicroError } from './classify';
import { microConnect } from './connect';
import { microEngagement } from './engagement';
import { MicroApiError, MicroClient } from './client';
import { MicroEmulator } from './emulator';
import { MICRO_MAX_IMAGES, selectMicroMedia, uploadMicroMedia, type MicroMediaOptions } from './media';
import { microMediaViolations } from './media-rules';
import { isoTime, microMetrics, microReplies, repliedTo } from './reads';
import { MICRO_TEXT_LIMIT, validateMicroDraft } from './rules';
import { microSandboxAccount } from './sandbox';

const DEFAULT_BASE_URL = 'https://api.x.com';
/** How far before `since` the lookup starts, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Far more than any account posts in the minutes a lookup covers; past it the lookup gives up. */
const MAX_LOOKUP_PAGES = 5;
/** `max_results` of the timeline read must be within 5-100. */
const MIN_PAGE = 5;
const MAX_PAGE = 100;

const FEATURES: FeatureDeclarations = {
  topicTag: { supported: false, condition: 'This channel takes no topic tag.' },
  media: { supported: true },
  edit: { supported: false, condition: 'The channel has no edit operation.' },
  hideReply: {
    supported: 'partial',
    condition: "Replies to the account's own posts, not its own replies.",
  },
};

/** The chain channel modelled on X API v2: 280 weighted characters per item, no topic tag. */
export class MicroPlugin implements ChannelPlugin {
  readonly id = 'micro';
  readonly name = 'Microblog';
  readonly chain = true;
  /** A text item is one API call (media uploads are not quick). */
  readonly quickTextSend = true;
  readonly defaultBaseUrl = DEFAULT_BASE_URL;

  /** `options`: upload segment size and processing poll timing (tests make them small). */
  constructor(private readonly mediaOptions: MicroMediaOptions = {}) {
    this.engagement = microEngagement({
      client: (ctx) => this.client(ctx),
      postUrl: (ctx, id) => this.postUrl(ctx, id),
      mediaOptions,
    });
  }

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: { limit: MICRO_TEXT_LIMIT, counting: 'weighted', note: 'URLs count 23, CJK and emoji 2' },
    media: { images: MICRO_MAX_IMAGES, videos: 1, mixImagesAndVideo: false },
  };

  readonly optionsSchema: Record<string, unknown> = {
    type: 'object',
    properties: {
      replySettings: {
        type: 'string',
        enum: ['following', 'mentionedUsers', 'subscribers'],
        description: 'Who may reply to the post; everyone when left out.',
      },
    },
    additionalProperties: false,
  };

  readonly connect = microConnect;

  /** Like, reply, follow and hide (plugins/micro/engagement.ts). */
  readonly engagement: EngagementCapability;

  readonly sandbox: ChannelSandbox = {
    account: microSandboxAccount,
    createEmulator: () => new MicroEmulator(),
  };

  validate(draft: TargetDraft): Violation[] {
    return [...validateMicroDraft(draft), ...eachItemMedia(draft, microMediaViolations)];
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const replySettings = item.options.replySettings;
    const client = this.client(ctx);
    const given = item.media ?? [];
    const warnings: string[] = [];
    if (item.mediaIds.length > given.length) {
      warnings.push(
        `${item.mediaIds.length - given.length} media item(s) not sent: their files were not available.`,
      );
    }
    const selected = selectMicroMedia(given);
    warnings.push(...selected.warnings);
    const mediaIds: string[] = [];
    for (const media of selected.media) {
      mediaIds.push(await uploadMicroMedia(client, media, this.mediaOptions, ctx.signal));
    }
    const tweet = await client.createTweet({
      text: item.text,
      replyToId: item.replyToExternalId,
      replySettings: typeof replySettings === 'string' ? replySettings : undefined,
      mediaIds,
    });
    const result: PublishResult = { externalId: tweet.id, url: this.postUrl(ctx, tweet.id) };
    if (warnings.length > 0) result.warnings = warnings;
    return result;
  }

  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    const client = this.client(ctx);
    const start = new Date(since.getTime() - CLOCK_SLACK_MS);
    const wanted = item.text.normalize('NFC');
    let token: string | undefined;
    for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
      const { tweets, nextToken } = await client.userTweets(ctx.account.externalAccountId, start, token);
      const found = tweets.find(
        (t) => t.text.normalize('NFC') === wanted && repliedTo(t) === item.replyToExternalId,
      );
      if (found) return { externalId: found.id, url: this.postUrl(ctx, found.id) };
      if (nextToken === undefined) return null;
      token = nextToken;
    }
    // null would mean "surely not there" and invite a second post; after this many pages we cannot tell.
    throw new Error(
      `micro: over ${MAX_LOOKUP_PAGES * 100} tweets since ${start.toISOString()}; lookup gave up`,
    );
  }

  /** The account's timeline, replies included; the platform serves at least 5 a page, so cut to `limit`. */
  async channelPosts(ctx: PublishContext, limit: number): Promise<ChannelPost[]> {
    const tweets = await this.client(ctx).recentTweets(
      ctx.account.externalAccountId,
      Math.min(Math.max(limit, MIN_PAGE), MAX_PAGE),
    );
    return tweets.slice(0, limit).map((t) => {
      const replyTo = repliedTo(t);
      return {
        externalId: t.id,
        text: t.text,
        url: this.postUrl(ctx, t.id),
        createdAt: isoTime(t.created_at, t.id),
        ...(replyTo !== undefined ? { replyToExternalId: replyTo } : {}),
      };
    });
  }

  /** The tweet's public counts: views, likes, replies, reposts, quotes, bookmarks as `saves`. */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    return microMetrics(this.client(ctx), externalId);
  }

  /** Every tweet of the post's conversation from the last 7 days (the platform's recent search). */
  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    return microReplies(this.client(ctx), externalId, limit);
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    try {
      await this.client(ctx).deleteTweet(externalId);
    } catch (err) {
      // A delete whose answer was lost and is then retried finds the tweet gone: that is success.
      if (err instanceof MicroApiError && err.status === 404) return;
      throw err;
    }
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyMicroError(error);
  }

  private client(ctx: PublishContext): MicroClient {
    return new MicroClient(ctx.account.baseUrl, ctx.account.credentials.accessToken ?? '', ctx.signal);
  }

  /** The real platform's status page, or the emulator's stand-in for it. */
  private postUrl(ctx: PublishContext, id: string): string {
    return ctx.account.sandbox
      ? sandboxPostUrl(ctx.account, id)
      : `https://x.com/${encodeURIComponent(ctx.account.handle.replace(/^@/, ''))}/status/${id}`;
  }
}
