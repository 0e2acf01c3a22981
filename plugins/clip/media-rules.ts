import { tooShort, tooWide } from '../../core/channels/media-rules';
import type { TargetDraft } from '../../core/channels/plugin';
import type { Violation } from '../../core/errors/app-error';
import { PLATFORM } from './rules';

/** [?] The platform's media guide: videos run at least 3 seconds. */
export const CLIP_VIDEO_MIN_SECONDS = 3;
/** [?] The platform's media guide: video frames 360 to 4096 pixels wide. */
export const CLIP_VIDEO_MAX_WIDTH = 4096;

/**
 * The file rules of a draft whose files are described, on the video a clip post sends (the first;
 * further ones are dropped with a warning). The longest video is the creator's own setting, read
 * live at publish (`media_too_long` there), so it is not guessed here. Whether a mixed set is
 * refused is publish's rule (publish-rules.ts).
 */
export function clipDraftMediaViolations(draft: TargetDraft): Violation[] {
  const video = draft.media?.find((m) => m.kind === 'video');
  if (!video) return [];
  const found: Violation[] = [];
  if (video.durationSec !== undefined && video.durationSec < CLIP_VIDEO_MIN_SECONDS) {
    found.push(tooShort(PLATFORM, video, CLIP_VIDEO_MIN_SECONDS));
  }
  if (video.width !== undefined && video.width > CLIP_VIDEO_MAX_WIDTH) {
    found.push(tooWide(PLATFORM, video, CLIP_VIDEO_MAX_WIDTH));
  }
  return found;
}
