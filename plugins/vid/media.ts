import type { DraftMedia, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { VID_PLATFORM, VID_SHORT_MAX_SECONDS, VID_THUMBNAIL_LIMIT, VID_THUMBNAIL_TYPES } from './limits';
import type { VidOptions } from './options';
import { VidRuleError } from './errors';

const platform = VID_PLATFORM;

/** The files one upload sends, and what was left out and why. */
export interface VidFiles {
  video: PublishMedia;
  thumbnail?: PublishMedia;
  warnings: string[];
}

/**
 * Picks the one video and the thumbnail from the item's files. Since 2026-09-17 extra files are
 * trimmed with a warning rather than refused: the first video is kept, further videos and any
 * image that is not the thumbnail are dropped. Throws a `VidRuleError` when nothing can go out.
 */
export function pickFiles(item: PublishItem, options: VidOptions): VidFiles {
  const files = item.media ?? [];
  const thumbnailId = options.thumbnail?.mediaId;
  const others = files.filter((file) => file.id !== thumbnailId);
  const videos = others.filter((file) => file.kind === 'video');
  const video = videos[0];
  if (!video) {
    const reason =
      item.mediaIds.length > 0 && files.length === 0
        ? 'No video file was handed to the channel.'
        : 'A post to vid needs exactly one video.';
    throw new VidRuleError('vid_video_required', { platform, limit: 1, actual: 0 }, reason);
  }

  const warnings: string[] = [];
  if (videos.length > 1) {
    warnings.push(
      `vid takes exactly one video: kept ${video.id}, dropped ${videos.length - 1} more (${ids(videos.slice(1))}).`,
    );
  }
  const images = others.filter((file) => file.kind !== 'video');
  if (images.length > 0) {
    warnings.push(
      `vid cannot mix images with the video: dropped ${images.length} image(s) (${ids(images)}); ` +
        'an image can go out as the thumbnail through options.vid.thumbnail.',
    );
  }

  const picked = pickThumbnail(files, options, video);
  if (picked.warning) warnings.push(picked.warning);
  return { video, thumbnail: picked.thumbnail, warnings };
}

/**
 * The thumbnail file `options.vid.thumbnail` names, checked as the file it is (the options only
 * described it when the post was made). Throws a `VidRuleError` for a short, a wrong type or an
 * oversize image; a file that was not handed over is only a warning, since the video can still go.
 */
export function pickThumbnail<T extends DraftMedia>(
  files: readonly T[],
  options: VidOptions,
  video: DraftMedia | undefined,
): { thumbnail?: T; warning?: string } {
  const thumbnailId = options.thumbnail?.mediaId;
  if (thumbnailId === undefined) return {};
  if (video && isShort(video)) {
    throw new VidRuleError('vid_short_no_thumbnail', {
      platform,
      width: video.width,
      height: video.height,
      durationSec: video.durationSec,
    });
  }
  const thumbnail = files.find((file) => file.id === thumbnailId);
  if (!thumbnail) {
    return { warning: `Thumbnail ${thumbnailId} not set: its file was not handed to the channel.` };
  }
  if (!VID_THUMBNAIL_TYPES.includes(thumbnail.contentType)) {
    throw new VidRuleError('vid_thumbnail_type', {
      platform,
      contentType: thumbnail.contentType,
      types: VID_THUMBNAIL_TYPES,
    });
  }
  if (thumbnail.bytes > VID_THUMBNAIL_LIMIT) {
    throw new VidRuleError('vid_thumbnail_too_large', {
      platform,
      limit: VID_THUMBNAIL_LIMIT,
      limitMb: 2,
      actual: thumbnail.bytes,
    });
  }
  return { thumbnail };
}

/** Vertical and at most three minutes: the platform shows it as a short. Unknown sizes are not. */
export function isShort(video: DraftMedia): boolean {
  const { width, height, durationSec } = video;
  if (width === undefined || height === undefined || durationSec === undefined) return false;
  return height > width && durationSec <= VID_SHORT_MAX_SECONDS;
}

function ids(files: PublishMedia[]): string {
  return files.map((file) => file.id).join(', ');
}
