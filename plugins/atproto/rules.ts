import type { ChannelLimits, DraftMedia, TargetDraft } from '../../core/channels/plugin';
import { eachItemMedia } from '../../core/channels/media-rules';
import { textLimitViolations } from '../../core/channels/text-limit';
import { violation, type Violation } from '../../core/errors/app-error';

const PLATFORM = 'atproto';

/** What the post lexicon allows (`app.bsky.feed.post`): 300 graphemes, and 3000 bytes however few graphemes. */
export const ATPROTO_LIMITS = {
  text: {
    limit: 300,
    counting: 'graphemes',
    note: 'and at most 3000 UTF-8 bytes: a long run of combined emoji can reach that first',
  },
  media: { images: 4, videos: 0, mixImagesAndVideo: false },
} as const satisfies ChannelLimits;

export const TEXT_MAX_BYTES = 3000;
/** `app.bsky.embed.images`: each image blob at most 1,000,000 bytes. */
export const IMAGE_MAX_BYTES = 1_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Alt texts are stored on the record; the lexicon has no limit, the reference app keeps them to 2000. */
export const ALT_MAX_GRAPHEMES = 2000;

/** Every rule an `atproto` target breaks, in a fixed order. */
export function validateAtprotoDraft(draft: TargetDraft): Violation[] {
  const found: Violation[] = [];
  const items = draft.threadItems ?? [{ text: draft.text }];
  for (const [i, item] of items.entries()) {
    const where = draft.threadItems ? { item: i } : {};
    found.push(...textLimitViolations(PLATFORM, ATPROTO_LIMITS.text, item.text, where));
    found.push(
      ...textLimitViolations(PLATFORM, { limit: TEXT_MAX_BYTES, counting: 'utf8-bytes' }, item.text, where),
    );
  }
  found.push(...eachItemMedia(draft, mediaViolations));
  if (draft.topicTag !== undefined) found.push(violation('topic_tag_not_supported', { platform: PLATFORM }));
  return found;
}

function mediaViolations(media: readonly DraftMedia[]): Violation[] {
  const found: Violation[] = [];
  for (const file of media.slice(0, ATPROTO_LIMITS.media.images)) {
    if (file.kind === 'video' || !(IMAGE_TYPES as readonly string[]).includes(file.contentType)) {
      found.push(
        violation(
          'media_type_not_supported',
          { platform: PLATFORM, mediaId: file.id, types: [...IMAGE_TYPES] },
          `${file.id} is ${file.contentType}; ${PLATFORM} takes images only (videos are not sent yet).`,
        ),
      );
    } else if (file.bytes > IMAGE_MAX_BYTES) {
      found.push(
        violation('media_too_large', {
          platform: PLATFORM,
          mediaId: file.id,
          limit: IMAGE_MAX_BYTES,
          limitMb: IMAGE_MAX_BYTES / 1_000_000,
          actual: file.bytes,
        }),
      );
    }
  }
  return found;
}
