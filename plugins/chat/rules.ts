import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { lengthWithEmojiAsBytes } from '../../core/text/count';

export const CHAT_TEXT_LIMIT = 4096;
/** A message with media carries its text as a caption, which the platform keeps much shorter. */
export const CHAT_CAPTION_LIMIT = 1024;
/** An album (media group) holds 2 to 10 files. */
export const CHAT_MEDIA_GROUP_MAX = 10;

/**
 * Every rule a chat target breaks, in a fixed order. Empty content is checked by the API for all
 * channels at once, so it is not repeated here.
 */
export function validateChatDraft(draft: TargetDraft): Violation[] {
  const violations: Violation[] = [];
  const actual = lengthWithEmojiAsBytes(draft.text);
  // With media the text goes out as the caption of the (first) file.
  const limit = draft.mediaIds.length > 0 ? CHAT_CAPTION_LIMIT : CHAT_TEXT_LIMIT;
  if (actual > limit) {
    violations.push(violation('content_too_long', { platform: 'chat', limit, actual }));
  }
  // A bot sends messages one by one; there is no reply chain to hang items on.
  if (draft.threadItems !== undefined)
    violations.push(violation('chain_not_supported', { platform: 'chat' }));
  if (draft.topicTag !== undefined)
    violations.push(violation('topic_tag_not_supported', { platform: 'chat' }));
  return violations;
}
