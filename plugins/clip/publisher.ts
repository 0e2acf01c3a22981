import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { planChunks } from './chunks';
import type { ChunkUpload, ClipClient, CreatorInfo, PhotoPostInfo, PublishStatusData } from './client';
import { ClipRuleError, ClipUnconfirmedError, ClipUploadAbortedError } from './errors';
import { readClipOptions, type ClipOptions } from './options';
import { awaitOutcome } from './poll';
import { creatorViolations, planPost, type MediaPlan } from './publish-rules';
import type { ClipSettings } from './settings';

/** How one publish ended on the platform. */
export interface ClipOutcome {
  kind: 'video' | 'photo';
  publishId: string;
  /** The post's public id, once the platform gives it. */
  postId?: string;
  /** The platform put the post in the creator's inbox to finish there instead of publishing it. */
  inbox: boolean;
  warnings: string[];
}

/**
 * One post, the platform's way: check the files and options, ask for the creator's settings (every
 * time: they change as the account does), init, send the video's bytes in order, then wait for the
 * status. After the init answered, the publish id is followed to its end and never re-initialised.
 */
export class ClipPublisher {
  constructor(
    private readonly client: ClipClient,
    private readonly settings: ClipSettings,
    private readonly signal?: AbortSignal,
  ) {}

  async publish(item: PublishItem): Promise<ClipOutcome> {
    const options = readClipOptions(item.options);
    const plan = planPost(item, options);
    const creator = await this.client.creatorInfo();
    const refused = creatorViolations(options, plan, creator);
    if (refused.length > 0) throw new ClipRuleError(refused);

    const publishId =
      plan.kind === 'video'
        ? await this.sendVideo(item.text, plan.video, options, creator)
        : await this.sendPhotos(item.text, plan, options, creator);
    const status = await awaitOutcome(this.client, publishId, this.settings, this.signal);
    return {
      kind: plan.kind,
      publishId,
      postId: postIdOf(status),
      inbox: status.status === 'SEND_TO_USER_INBOX',
      warnings: plan.warnings,
    };
  }

  private async sendVideo(
    caption: string,
    video: PublishMedia,
    options: ClipOptions,
    creator: CreatorInfo,
  ): Promise<string> {
    const chunks = planChunks(video.bytes, this.settings.chunkBytes, this.settings.transfer);
    let init: { publish_id: string; upload_url?: string };
    try {
      init = await this.client.initVideo({
        post_info: {
          title: caption,
          ...sharedPostInfo(options, creator),
          disable_duet: options.disableDuet ?? creator.duet_disabled,
          disable_stitch: options.disableStitch ?? creator.stitch_disabled,
        },
        source_info: {
          source: 'FILE_UPLOAD',
          video_size: chunks.videoSize,
          chunk_size: chunks.chunkSize,
          total_chunk_count: chunks.totalChunkCount,
        },
      });
    } catch (err) {
      // A FILE_UPLOAD container whose answer was lost never received a byte, so it cannot go out.
      if (err instanceof PlatformNetworkError) {
        throw new ClipUploadAbortedError(`clip video init got no answer: ${err.message}`, err);
      }
      throw err;
    }
    if (!init.upload_url) {
      throw new ClipUploadAbortedError(
        `clip answered the video init ${init.publish_id} without an upload URL`,
      );
    }
    for (const [index, range] of chunks.ranges.entries()) {
      const body = await video.read(range.start, range.end);
      if (body.length !== range.end - range.start) {
        throw new ClipUploadAbortedError(
          `media ${video.id} gave ${body.length} bytes for ${range.start}-${range.end}; it changed since it was stored`,
        );
      }
      await this.sendChunk(init.publish_id, {
        uploadUrl: init.upload_url,
        body,
        ...range,
        total: chunks.videoSize,
        contentType: video.contentType,
        index,
        last: index === chunks.ranges.length - 1,
      });
    }
    return init.publish_id;
  }

  /**
   * One chunk. When its answer is lost the status says how many bytes arrived: the chunk landed,
   * or it did not and goes once more. Only the last chunk can make a post, so only a lost answer
   * there that the status cannot settle leaves the outcome unknown.
   */
  private async sendChunk(
    publishId: string,
    chunk: ChunkUpload & { last: boolean },
    resent = false,
  ): Promise<void> {
    try {
      await this.client.uploadChunk(chunk);
      return;
    } catch (err) {
      if (!(err instanceof PlatformNetworkError)) throw err;
      if (!err.mayHaveReached) throw new ClipUploadAbortedError(`clip upload stopped: ${err.message}`, err);
      let status: PublishStatusData;
      try {
        status = await this.client.fetchStatus(publishId);
      } catch (statusError) {
        if (chunk.last) throw new ClipUnconfirmedError(publishId, err);
        throw new ClipUploadAbortedError(`clip upload stopped: ${err.message}`, statusError);
      }
      const uploaded = status.uploaded_bytes ?? 0;
      if (status.status !== 'PROCESSING_UPLOAD' || uploaded >= chunk.end) return;
      if (uploaded === chunk.start && !resent) return this.sendChunk(publishId, chunk, true);
      throw new ClipUploadAbortedError(
        `clip upload stopped at byte ${uploaded} of chunk ${chunk.index} (${chunk.start}-${chunk.end})`,
        err,
      );
    }
  }

  private async sendPhotos(
    description: string,
    plan: Extract<MediaPlan, { kind: 'photo' }>,
    options: ClipOptions,
    creator: CreatorInfo,
  ): Promise<string> {
    // The platform pulls the photos from their URLs; a lost answer here may still become a post.
    const init = await this.client.initPhoto({
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: { title: options.title ?? '', description, ...sharedPostInfo(options, creator) },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_images: plan.photos.map((p) => p.url),
        photo_cover_index: 0,
      },
    });
    return init.publish_id;
  }
}

/** The `post_info` fields a video and a photo post share. */
function sharedPostInfo(
  options: ClipOptions,
  creator: CreatorInfo,
): Pick<
  PhotoPostInfo,
  'privacy_level' | 'disable_comment' | 'brand_content_toggle' | 'brand_organic_toggle'
> {
  return {
    privacy_level: options.privacyLevel ?? '',
    disable_comment: options.disableComment ?? creator.comment_disabled,
    brand_content_toggle: options.brandContentToggle ?? false,
    ...(options.brandOrganicToggle !== undefined ? { brand_organic_toggle: options.brandOrganicToggle } : {}),
  };
}

function postIdOf(status: PublishStatusData): string | undefined {
  const id = status.publicaly_available_post_id?.[0];
  return id === undefined ? undefined : String(id);
}
