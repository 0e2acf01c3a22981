import type {
  AccountContext,
  ChannelLimits,
  ChannelPlugin,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureRow,
  PostMetrics,
  PublishContext,
  PublishItem,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import type { Violation } from '../../core/errors/app-error';
import { classifyClipError } from './classify';
import { clipConnect } from './connect';
import { ClipClient } from './client';
import { ClipEmulator } from './emulator';
import { CAPTION_LIMIT, MAX_PHOTOS, MAX_VIDEOS } from './limits';
import { CLIP_OPTIONS_SCHEMA } from './options';
import { ClipPublisher, type ClipOutcome } from './publisher';
import { clipEngagement } from './engagement';
import { clipMetrics } from './reads';
import { clipDraftMediaViolations } from './media-rules';
import { validateClipDraft } from './rules';
import { clipSandboxAccount } from './sandbox';
import { resolveSettings, type ClipSettings, type ClipSettingsInput } from './settings';

const NO_ENGAGEMENT = "The channel's posting API offers no engagement operations.";

const FEATURES: FeatureDeclarations = {
  chain: {
    supported: false,
    condition: 'A short-video post stands alone; only the chain channels take a chain.',
  },
  topicTag: {
    supported: false,
    condition: 'Hashtags go in the caption; the channel has no separate topic tag.',
  },
  media: { supported: true },
  edit: { supported: false, condition: 'The channel has no operation to change a published post.' },
  delete: { supported: false, condition: 'The channel has no delete operation; remove the post in the app.' },
  replies: { supported: false, condition: "The channel's posting API cannot read a post's comments." },
  channelPosts: { supported: false, condition: "The channel's posting API lists no posts." },
  refresh: {
    supported: false,
    condition: 'The account has nothing to refresh; publish options are read live.',
  },
  like: { supported: false, condition: NO_ENGAGEMENT },
  reply: { supported: false, condition: 'The channel has no reply operation.' },
  follow: { supported: false, condition: NO_ENGAGEMENT },
  hideReply: { supported: false, condition: NO_ENGAGEMENT },
};

/** What the creator may do right now, as a client shows it before composing (never cached). */
export interface ClipPublishOptions {
  creatorNickname: string;
  privacyLevels: string[];
  canPost: boolean;
  maxVideoDurationSec: number;
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  /** Read as the contract's `Record<string, unknown>` (GET /v1/channels/publish-options). */
  [field: string]: unknown;
}

/**
 * The short-video channel (modelled on the TikTok Content Posting API): one video uploaded in
 * chunks, or up to 35 photos the platform pulls from their URLs, always with a privacy level the
 * creator may use now.
 *
 * No `findPublished`: the posting API lists no posts. A lost answer on a photo init, or on a
 * video's last chunk that the status cannot settle, may still become a post, so the target then
 * ends `publish_unconfirmed` rather than risk a second copy. Everything short of that is known:
 * once the init answered, the publish id is polled to its end and never initialised again, and a
 * video container that never got all its bytes cannot go out, so it is safe to start over.
 */
export class ClipPlugin implements ChannelPlugin {
  readonly id = 'clip';
  readonly name = 'Short video';
  readonly chain = false;
  readonly defaultBaseUrl = 'https://open.tiktokapis.com';

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: {
      limit: CAPTION_LIMIT,
      counting: 'utf16-units',
      note: 'the caption; a photo post also needs a title of up to 90 UTF-16 units',
    },
    media: { images: MAX_PHOTOS, videos: MAX_VIDEOS, mixImagesAndVideo: false },
  };

  readonly optionsSchema: Record<string, unknown> = CLIP_OPTIONS_SCHEMA;

  readonly connect = clipConnect;

  /** No engagement operations; links and ids are read so requests get `not_supported` (engagement.ts). */
  readonly engagement = clipEngagement;

  readonly sandbox: ChannelSandbox;

  private readonly settings: ClipSettings;

  /** `settings` is for tests and the sandbox: small chunks and quick polls. The service passes none. */
  constructor(settings: ClipSettingsInput = {}) {
    this.settings = resolveSettings(settings);
    this.sandbox = {
      account: clipSandboxAccount,
      // The emulator enforces the same chunk bounds the plugin cuts by.
      createEmulator: () => new ClipEmulator({ transfer: this.settings.transfer }),
    };
  }

  validate(draft: TargetDraft): Violation[] {
    return [...validateClipDraft(draft), ...clipDraftMediaViolations(draft)];
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const outcome = await new ClipPublisher(this.client(ctx), this.settings, ctx.signal).publish(item);
    const externalId = outcome.postId ?? outcome.publishId;
    const warnings = [...outcome.warnings];
    if (outcome.inbox) {
      warnings.push(
        'The platform sent the post to the creator’s inbox to finish in the app; it is not public yet.',
      );
    }
    const url = clipPostUrl(ctx.account, outcome);
    return { externalId, ...(url ? { url } : {}), ...(warnings.length > 0 ? { warnings } : {}) };
  }

  /** The creator's current settings, read live: privacy levels, whether they may post, longest video. */
  async publishOptions(ctx: PublishContext): Promise<ClipPublishOptions> {
    const info = await this.client(ctx).creatorInfo();
    return {
      creatorNickname: info.creator_nickname,
      privacyLevels: info.privacy_level_options,
      canPost: info.can_post !== false,
      maxVideoDurationSec: info.max_video_post_duration_sec,
      commentDisabled: info.comment_disabled,
      duetDisabled: info.duet_disabled,
      stitchDisabled: info.stitch_disabled,
    };
  }

  /**
   * The post's views, likes, comments and shares from the platform's video query. A post that
   * only reached the creator's inbox has no public id yet: `not_published`.
   */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    return clipMetrics(this.client(ctx), externalId);
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyClipError(error);
  }

  private client(ctx: PublishContext): ClipClient {
    return new ClipClient(ctx.account.baseUrl, ctx.account.credentials.accessToken ?? '', ctx.signal);
  }
}

/**
 * The real platform links a post by handle and id (photo posts under /photo/); the sandbox serves
 * its own page. Without a public id (a post still in moderation, or in the inbox) there is no link.
 */
export function clipPostUrl(account: AccountContext, outcome: ClipOutcome): string | undefined {
  if (account.sandbox) return sandboxPostUrl(account, outcome.postId ?? outcome.publishId);
  if (outcome.postId === undefined) return undefined;
  const handle = encodeURIComponent(account.handle.replace(/^@/, ''));
  return `https://www.tiktok.com/@${handle}/${outcome.kind === 'photo' ? 'photo' : 'video'}/${outcome.postId}`;
}
