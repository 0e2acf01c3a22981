import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { violation } from '../../core/errors/app-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import type { SocialClient, UploadSession } from './client';
import type { Planned } from './media-plan';
import { graphFeedTargeting } from './options';
import { parseSchedule, SocialRuleError } from './rules';

/** Sized for a steady upload: big enough to keep calls few, small enough to resume cheaply. */
export const DEFAULT_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** Resumes after lost chunk answers before an upload gives up (and the publish is retried whole). */
const MAX_RESUMES = 3;

/** What one publish made: the external id, what kind of object it is (for its URL), warnings. */
export interface Sent {
  externalId: string;
  object: PostObject;
  warnings: string[];
}

export type PostObject = 'post' | 'video' | 'reel' | 'story' | 'comment';

/**
 * Runs a plan against the Pages API. Where the platform has two steps (an unpublished container,
 * then the call that publishes it) the container is made fresh on every try: a container from a
 * try whose publish answer was lost is never published again, and `findPublished` tells whether
 * that publish went through before a new try starts.
 */
export class SocialPublisher {
  constructor(
    private readonly client: SocialClient,
    private readonly pageId: string,
    private readonly chunkBytes: number = DEFAULT_UPLOAD_CHUNK_BYTES,
  ) {}

  async send(item: PublishItem, planned: Planned): Promise<Sent> {
    const sent = await this.create(item, planned);
    const warnings = [...planned.warnings];
    const comment = planned.options.firstComment?.trim() ? planned.options.firstComment : undefined;
    if (comment !== undefined && planned.options.scheduledPublishTime !== undefined) {
      // `validate` refuses this pair; should it arrive anyway, there is no live post to comment on.
      warnings.push('The first comment was not sent: a scheduled post is not live yet.');
    } else if (comment !== undefined && sent.object !== 'comment' && sent.object !== 'story') {
      // The post is out; a failed comment must not fail it (a retry would look for the post,
      // find it and stop), so it becomes a warning.
      try {
        await this.client.comment(sent.externalId, comment);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        warnings.push(`The post went out but its first comment did not: ${reason}`);
      }
    }
    return { ...sent, warnings };
  }

  private async create(item: PublishItem, { plan, options }: Planned): Promise<Omit<Sent, 'warnings'>> {
    const schedule = scheduleParams(options.scheduledPublishTime);
    const text = item.text;
    switch (plan.kind) {
      case 'text':
      case 'link': {
        const id = await this.client.createFeedPost(this.pageId, {
          message: text,
          ...(plan.kind === 'link' ? { link: plan.link } : {}),
          ...schedule,
          ...(options.feedTargeting ? { feed_targeting: graphFeedTargeting(options.feedTargeting) } : {}),
        });
        return { externalId: id, object: 'post' };
      }
      case 'photo': {
        const photo = await this.client.createPhoto(this.pageId, {
          url: plan.photo.url,
          caption: text,
          published: true,
          ...schedule,
        });
        return { externalId: photo.postId ?? photo.id, object: 'post' };
      }
      case 'album': {
        // Unpublished photos are the containers; the feed post publishes them together, in order.
        // A scheduled post needs them `temporary`, or the platform refuses to hold them that long.
        const attached: Array<{ media_fbid: string }> = [];
        for (const photo of plan.photos) {
          const made = await this.client.createPhoto(this.pageId, {
            url: photo.url,
            published: false,
            ...(schedule.published === false ? { temporary: true } : {}),
          });
          attached.push({ media_fbid: made.id });
        }
        const id = await this.client.createFeedPost(this.pageId, {
          message: text,
          attached_media: attached,
          ...schedule,
        });
        return { externalId: id, object: 'post' };
      }
      case 'video': {
        const id = await this.client.createVideo(this.pageId, {
          file_url: plan.video.url,
          description: text,
          ...(options.title !== undefined ? { title: options.title } : {}),
          ...schedule,
        });
        return { externalId: id, object: 'video' };
      }
      case 'reel': {
        const session = await this.client.startVideoUpload(this.pageId, 'video_reels');
        await this.upload(session, plan.video);
        await this.client.finishReel(this.pageId, session.video_id, text);
        return { externalId: session.video_id, object: 'reel' };
      }
      case 'videoStory': {
        const session = await this.client.startVideoUpload(this.pageId, 'video_stories');
        await this.upload(session, plan.video);
        const id = await this.client.finishVideoStory(this.pageId, session.video_id);
        return { externalId: id, object: 'story' };
      }
      case 'photoStory': {
        const photo = await this.client.createPhoto(this.pageId, { url: plan.photo.url, published: false });
        const id = await this.client.createPhotoStory(this.pageId, photo.id);
        return { externalId: id, object: 'story' };
      }
      case 'comment': {
        const id = await this.client.comment(item.replyToExternalId ?? '', text, plan.attachment?.url);
        return { externalId: id, object: 'comment' };
      }
    }
  }

  /**
   * Sends the file in order, chunk by chunk, each at the offset the upload host expects. A chunk
   * whose answer was lost may or may not have landed, so the upload asks the host how many bytes
   * it holds and goes on from there instead of guessing.
   */
  private async upload(session: UploadSession, media: PublishMedia): Promise<void> {
    const size = media.bytes;
    let offset = 0;
    let resumes = 0;
    while (offset < size) {
      const bytes = await media.read(offset, Math.min(size, offset + this.chunkBytes));
      if (bytes.length === 0) throw new Error(`social: media ${media.id} ended at byte ${offset} of ${size}`);
      try {
        await this.client.uploadChunk(session.upload_url, offset, size, bytes);
        offset += bytes.length;
      } catch (err) {
        if (!(err instanceof PlatformNetworkError) || resumes >= MAX_RESUMES) throw err;
        resumes += 1;
        offset = await this.client.uploadedBytes(session.video_id);
      }
    }
  }
}

/** `scheduledPublishTime` as the platform takes it: unpublished, with an epoch-seconds time. */
function scheduleParams(value: unknown): { published?: false; scheduled_publish_time?: number } {
  if (value === undefined) return {};
  const at = parseSchedule(value);
  // Never publish at once what was meant for later: an unreadable time stops the send.
  if (at === undefined) {
    throw new SocialRuleError([violation('social_schedule_invalid', { platform: 'social' })]);
  }
  return { published: false, scheduled_publish_time: Math.floor(at / 1000) };
}
