import { violation, type Violation } from '../errors/app-error';
import type { DraftMedia, TargetDraft } from './plugin';

/**
 * Pieces every channel's media rules share, so the same broken rule reads the same everywhere.
 *
 * A video shorter than a channel's minimum has no code of its own in the spec except where a
 * channel names one (photo_reel_duration, photo_story_duration, social_reel_duration). Elsewhere
 * it is refused as `platform_rejected_content` (422, one of that code's statuses: the channel
 * would refuse the content and retrying cannot help) with `reason: 'media_too_short'` and the
 * minimum as `limit`; `media_too_long` would name the opposite problem.
 */
export function tooShort(platform: string, file: DraftMedia, min: number): Violation {
  return violation(
    'platform_rejected_content',
    { platform, reason: 'media_too_short', mediaId: file.id, limit: min, actual: file.durationSec },
    `Video ${file.id} runs ${file.durationSec} s; ${platform} takes videos of at least ${min} s.`,
  );
}

/** `media_too_long`: a video past the channel's longest, in seconds. */
export function tooLong(platform: string, file: DraftMedia, max: number, what = 'videos'): Violation {
  return violation(
    'media_too_long',
    { platform, mediaId: file.id, limit: max, actual: file.durationSec },
    `Video ${file.id} runs ${file.durationSec} s; ${platform} takes ${what} up to ${max} s.`,
  );
}

/** `media_dimensions`: a video wider than the channel takes (an image's width is never a reason). */
export function tooWide(platform: string, file: DraftMedia, maxWidth: number): Violation {
  return violation(
    'media_dimensions',
    { platform, mediaId: file.id, limit: maxWidth, actual: file.width },
    `Video ${file.id} is ${file.width} pixels wide; ${platform} takes videos up to ${maxWidth}.`,
  );
}

/** A width:height ratio as people write it: 10:1, 1:3, 1.91:1. */
export function ratioText(ratio: number): string {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return ratio >= 1 ? `${round(ratio)}:1` : `1:${round(1 / ratio)}`;
}

/**
 * Runs `check` on the files of every item that will be sent: each chain item's own files (with
 * `item` beside each violation), or the post's. Items whose files are not described are skipped.
 */
export function eachItemMedia(
  draft: TargetDraft,
  check: (media: readonly DraftMedia[]) => Violation[],
): Violation[] {
  if (!draft.threadItems) return draft.media ? check(draft.media) : [];
  return draft.threadItems.flatMap((item, index) =>
    item.media ? check(item.media).map((v) => ({ ...v, extra: { ...v.extra, item: index } })) : [],
  );
}
