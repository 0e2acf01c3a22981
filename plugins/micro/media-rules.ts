import { ratioText, tooLong, tooShort, tooWide } from '../../core/channels/media-rules';
import type { DraftMedia } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { selectMicroMedia } from './media';

const PLATFORM = 'micro';

/** A video on a default account runs 0.5 s to 20 minutes (PLATFORMS.md). */
export const MICRO_VIDEO_SECONDS = { min: 0.5, max: 20 * 60 } as const;
/**
 * [?] The platform's media guide gives 1280x1024 for video while subscribed accounts upload 1080p;
 * only what no account may post is refused, so 1920 (a 1080p landscape video) is the widest.
 */
export const MICRO_VIDEO_MAX_WIDTH = 1920;
/** Video width divided by height, inclusive: 1:3 to 3:1 (the platform's media guide). */
export const MICRO_VIDEO_ASPECT = { min: 1 / 3, max: 3 } as const;

/**
 * The rules on the files one micro post sends: after the selection publish makes (a video wins,
 * else a GIF alone, else 4 images; what is dropped is only a warning), the video's length, width
 * and shape. Images are never refused for their size in pixels.
 */
export function microMediaViolations(media: readonly DraftMedia[]): Violation[] {
  const video = selectMicroMedia(media).media.find((m) => m.kind === 'video');
  if (!video) return [];
  const found: Violation[] = [];
  const seconds = video.durationSec;
  if (seconds !== undefined && seconds > MICRO_VIDEO_SECONDS.max)
    found.push(tooLong(PLATFORM, video, MICRO_VIDEO_SECONDS.max));
  if (seconds !== undefined && seconds < MICRO_VIDEO_SECONDS.min)
    found.push(tooShort(PLATFORM, video, MICRO_VIDEO_SECONDS.min));
  if (video.width !== undefined && video.width > MICRO_VIDEO_MAX_WIDTH)
    found.push(tooWide(PLATFORM, video, MICRO_VIDEO_MAX_WIDTH));
  if (video.width && video.height) {
    const ratio = video.width / video.height;
    if (ratio < MICRO_VIDEO_ASPECT.min || ratio > MICRO_VIDEO_ASPECT.max) {
      const limit = `${ratioText(MICRO_VIDEO_ASPECT.min)} to ${ratioText(MICRO_VIDEO_ASPECT.max)}`;
      found.push(
        violation(
          'media_aspect_ratio',
          { platform: PLATFORM, mediaId: video.id, limit, actual: ratioText(ratio) },
          `Video ${video.id} has an aspect ratio of ${ratioText(ratio)}; micro takes ${limit}.`,
        ),
      );
    }
  }
  return found;
}
