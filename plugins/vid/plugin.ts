import type {
  ChannelLimits,
  ChannelPlugin,
  ChannelReply,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureRow,
  PublishContext,
  PostMetrics,
  PublishItem,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import type { Violation } from '../../core/errors/app-error';
import { classifyVidError } from './classify';
import { vidConnect } from './connect';
import { vidEngagement } from './engagement';
import type { EngagementCapability } from '../../core/channels/engagement';
import { VidApiError, VidClient } from './client';
import { VidEmulator } from './emulator';
import { VidRuleError } from './errors';
import { UPLOAD_GRANULE, VID_DESCRIPTION_LIMIT, VID_PLATFORM } from './limits';
import { findComment, findUpload } from './lookup';
import { pickFiles, pickThumbnail } from './media';
import { vidDraftMediaViolations } from './media-rules';
import { readVidOptions, type VidOptions } from './options';
import { newVideoResource, updatedVideoResource } from './resource';
import { validateVidDraft } from './rules';
import { vidSandboxAccount } from './sandbox';
import { uploadVideo, type UploadPolicy } from './upload';
import { vidOptionsSchema } from './options-schema';
import { vidMetrics, vidReplies } from './reads';

const FEATURES: FeatureDeclarations = {
  chain: {
    supported: false,
    condition: 'A video channel posts one video at a time; only the chain channels take a chain.',
  },
  topicTag: { supported: false, condition: 'Videos carry no topic tag; use options.vid.tags instead.' },
  media: { supported: true },
  edit: {
    supported: 'partial',
    condition:
      'Title, description, tags, privacy and thumbnail can change; the video file cannot be replaced.',
  },
  quota: {
    supported: false,
    condition: 'The platform reports no per-account allowance; its daily quota belongs to the whole service.',
  },
  publishOptions: { supported: false, condition: 'Only the short-video channel has publish options.' },
  refresh: { supported: false, condition: 'The video channel has no account metadata to re-read.' },
  like: { supported: 'partial', condition: 'Videos only; the API cannot like a comment.' },
  hideReply: {
    supported: 'partial',
    condition: "Comments under the channel's own videos; hidden means held for review.",
  },
};

/** Tuning for uploads; the defaults are the platform's and the spec's numbers, tests make them small. */
export interface VidPluginOptions {
  /** Bytes per chunk, a multiple of 256 KiB (default 8 MiB). */
  chunkSize?: number;
  /** No new bytes kept for this long stalls the upload (default 30 minutes). */
  stallAfterMs?: number;
  /** An upload running longer than this stalls (default 6 hours). */
  maxUploadMs?: number;
  /** First wait before asking a stuck upload again (default 1 s, doubling). */
  retryDelayMs?: number;
}

/** Video ids are 11 base64url characters; comment ids are longer. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video channel (modelled on the YouTube Data API v3): one video per post through a resumable
 * upload, the post text as its description and options.vid for the rest. A reply to a published
 * video goes out as a top-level comment under it, the platform's only way to answer a video.
 */
export class VidPlugin implements ChannelPlugin {
  readonly id = VID_PLATFORM;
  readonly name = 'Video';
  readonly chain = false;
  readonly defaultBaseUrl = 'https://www.googleapis.com';

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: {
      limit: VID_DESCRIPTION_LIMIT,
      counting: 'utf8-bytes',
      note: 'the text is the video description; options.vid.title is required, up to 100 characters',
    },
    media: { images: 0, videos: 1, mixImagesAndVideo: false },
  };

  readonly optionsSchema: Record<string, unknown> = vidOptionsSchema;

  readonly connect = vidConnect;

  /** Like a video, reply, subscribe, hold comments for review (plugins/vid/engagement.ts). */
  readonly engagement: EngagementCapability = vidEngagement({
    client: (ctx) => this.client(ctx),
    postUrl: (ctx, id, videoId) => this.postUrl(ctx, id, videoId),
  });

  readonly sandbox: ChannelSandbox = {
    account: vidSandboxAccount,
    createEmulator: () => new VidEmulator(),
  };

  private readonly policy: UploadPolicy;

  constructor(options: VidPluginOptions = {}) {
    const chunkSize = options.chunkSize ?? 8 * 1024 * 1024;
    if (!Number.isInteger(chunkSize) || chunkSize <= 0 || chunkSize % UPLOAD_GRANULE !== 0) {
      throw new RangeError(`vid chunkSize must be a positive multiple of ${UPLOAD_GRANULE} bytes`);
    }
    this.policy = {
      chunkSize,
      stallAfterMs: options.stallAfterMs ?? 30 * 60_000,
      maxUploadMs: options.maxUploadMs ?? 6 * 60 * 60_000,
      retryDelayMs: options.retryDelayMs ?? 1000,
    };
  }

  validate(draft: TargetDraft): Violation[] {
    const found = validateVidDraft(draft);
    // The thumbnail's declared type and size, when already refused, need no second word from its file.
    const fromFiles = vidDraftMediaViolations(draft).filter((v) => !found.some((f) => f.code === v.code));
    return [...found, ...fromFiles];
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const client = this.client(ctx);
    if (item.replyToExternalId !== undefined) return this.comment(ctx, client, item, item.replyToExternalId);

    const options = readVidOptions(item.options);
    const title = requireTitle(options);
    // Every check on the files comes before the upload opens, so a refusal leaves nothing behind.
    const files = pickFiles(item, options);
    const video = await uploadVideo(client, newVideoResource(item, options, title), files.video, this.policy);

    const warnings = [...files.warnings];
    if (files.thumbnail) {
      try {
        await client.setThumbnail(video.id, {
          bytes: await files.thumbnail.read(),
          contentType: files.thumbnail.contentType,
        });
      } catch (err) {
        // The video is up: failing the target now would only make a retry find it without a picture.
        warnings.push(`The video is up but its thumbnail was not set: ${classifyVidError(err).message}`);
      }
    }
    return {
      externalId: video.id,
      url: this.postUrl(ctx, video.id),
      ...(warnings.length ? { warnings } : {}),
    };
  }

  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    const client = this.client(ctx);
    if (item.replyToExternalId !== undefined) {
      const videoId = item.replyToExternalId;
      const id = await findComment(
        client,
        { videoId, channelId: ctx.account.externalAccountId, text: item.text },
        since,
      );
      return id === null ? null : { externalId: id, url: this.postUrl(ctx, id, videoId) };
    }
    const title = readVidOptions(item.options).title ?? '';
    const id = await findUpload(client, { title, description: item.text }, since);
    return id === null ? null : { externalId: id, url: this.postUrl(ctx, id) };
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    const client = this.client(ctx);
    try {
      await (VIDEO_ID.test(externalId) ? client.deleteVideo(externalId) : client.deleteComment(externalId));
    } catch (err) {
      // A delete whose answer was lost and is then sent again finds the video gone: that is success.
      if (err instanceof VidApiError && err.status === 404) return;
      throw err;
    }
  }

  /**
   * Rewrites title, description, tags and privacy (and sets a new thumbnail). The file stays: a
   * different video file than the published one is refused with `vid_video_not_replaceable`.
   */
  async edit(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    const client = this.client(ctx);
    if (!VIDEO_ID.test(externalId)) {
      await client.updateComment(externalId, item.text);
      return;
    }
    const options = readVidOptions(item.options);
    const current = await client.getVideo(externalId, 'snippet,status,fileDetails');
    const files = item.media ?? [];
    const video = files.find((file) => file.kind === 'video' && file.id !== options.thumbnail?.mediaId);
    const publishedSize = current?.fileDetails?.fileSize;
    if (video && publishedSize !== undefined && Number(publishedSize) !== video.bytes) {
      throw new VidRuleError('vid_video_not_replaceable', { platform: VID_PLATFORM, videoId: externalId });
    }
    const { thumbnail } = pickThumbnail(files, options, video);
    // Without the video (no such id, or not this channel's) the platform answers the update itself.
    await client.updateVideo(updatedVideoResource(externalId, current, item, options));
    if (thumbnail) {
      await client.setThumbnail(externalId, {
        bytes: await thumbnail.read(),
        contentType: thumbnail.contentType,
      });
    }
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyVidError(error);
  }

  /** A reply: the platform answers a video only with a comment, which carries text alone. */
  private async comment(
    ctx: PublishContext,
    client: VidClient,
    item: PublishItem,
    videoId: string,
  ): Promise<PublishResult> {
    const thread = await client.insertComment(videoId, item.text);
    const result: PublishResult = { externalId: thread.id, url: this.postUrl(ctx, thread.id, videoId) };
    if (item.mediaIds.length > 0) {
      result.warnings = [
        `A reply on vid is a comment under video ${videoId}: ${item.mediaIds.length} file(s) and the title were not sent.`,
      ];
    }
    return result;
  }

  /** The video's statistics: views, likes (unless hidden) and comments. */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    return vidMetrics(this.client(ctx), externalId);
  }

  /** Top-level comments under the video, newest first. */
  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    return vidReplies(this.client(ctx), externalId, limit);
  }

  private client(ctx: PublishContext): VidClient {
    return new VidClient(ctx.account.baseUrl, ctx.account.credentials.accessToken ?? '', ctx.signal);
  }

  /** The watch page (a comment is linked under its video), or the emulator's stand-in for it. */
  postUrl(ctx: PublishContext, id: string, videoId?: string): string {
    if (ctx.account.sandbox) return sandboxPostUrl(ctx.account, id);
    return videoId === undefined
      ? `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
      : `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&lc=${encodeURIComponent(id)}`;
  }
}

function requireTitle(options: VidOptions): string {
  const title = options.title?.trim() ? options.title : undefined;
  if (title === undefined) throw new VidRuleError('vid_title_required', { platform: VID_PLATFORM });
  return title;
}
