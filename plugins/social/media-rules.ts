import type { TargetDraft } from '../../core/channels/plugin';
import type { Violation } from '../../core/errors/app-error';
import { trim } from './media-plan';
import { readSocialOptions } from './options';
import { mediaViolations } from './rules';

/**
 * The file rules of a draft whose files are described, on what publish will send: a feed post's
 * set after trimming (a mixed set keeps its video; a dropped file is no reason to refuse), a
 * reply's one image. Shapes the draft rules already refuse (a reel or story of the wrong count,
 * a link post with files) are not repeated.
 */
export function socialDraftMediaViolations(draft: TargetDraft): Violation[] {
  const media = draft.media;
  if (!media || media.length === 0) return [];
  const options = readSocialOptions(draft.options);
  if (draft.reply) {
    const photo = media.find((m) => m.kind !== 'video');
    return photo ? mediaViolations({ kind: 'feed' }, [photo]) : [];
  }
  if (options.kind !== 'feed') return media.length === 1 ? mediaViolations(options, media) : [];
  if (options.link !== undefined) return [];
  return mediaViolations(options, trim(media).kept);
}
