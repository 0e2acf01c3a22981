import { tooLong } from '../../core/channels/media-rules';
import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { VidRuleError } from './errors';
import { VID_PLATFORM } from './limits';
import { pickThumbnail } from './media';
import { readVidOptions } from './options';

/**
 * [?] The longest video the platform takes from any account (12 hours; unverified accounts are
 * held to 15 minutes, which only the platform knows and answers at upload).
 */
export const VID_MAX_SECONDS = 12 * 60 * 60;

/**
 * The file rules of a draft whose files are described, on what `pickFiles` will send: the first
 * video (further videos and images are dropped with a warning, never refused), its length, and
 * the thumbnail as the file it is (a short takes none; type and size of the real file).
 */
export function vidDraftMediaViolations(draft: TargetDraft): Violation[] {
  const files = draft.media;
  if (!files) return [];
  const options = readVidOptions(draft.options);
  const others = files.filter((file) => file.id !== options.thumbnail?.mediaId);
  const video = others.find((file) => file.kind === 'video');
  if (!video) {
    // No media at all is the draft rule's to say.
    if (others.length === 0) return [];
    return [
      violation(
        'vid_video_required',
        { platform: VID_PLATFORM, limit: 1, actual: 0 },
        `A post to vid needs one video; mediaIds hold ${others.length} image(s) and no video.`,
      ),
    ];
  }
  const found: Violation[] = [];
  if (video.durationSec !== undefined && video.durationSec > VID_MAX_SECONDS) {
    found.push(tooLong(VID_PLATFORM, video, VID_MAX_SECONDS));
  }
  try {
    pickThumbnail(files, options, video);
  } catch (err) {
    if (!(err instanceof VidRuleError)) throw err;
    found.push(err.violation);
  }
  return found;
}
