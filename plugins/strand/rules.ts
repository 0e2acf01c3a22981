import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { codePoints, lengthWithEmojiAsBytes } from '../../core/text/count';
import { PLATFORM, TEXT_LIMIT, TOPIC_TAG_FORBIDDEN, TOPIC_TAG_MAX } from './limits';

/**
 * Every rule a strand target breaks that the draft alone can decide, in the order clients read
 * them: text length (per chain item when there is a chain, since each item is its own post), then
 * the topic tag. Media rules need the probed files and run at publish (media-plan.ts); empty
 * content is the API's rule for every channel.
 */
export function validateStrandDraft(draft: TargetDraft): Violation[] {
  const violations: Violation[] = [];
  if (draft.threadItems) {
    draft.threadItems.forEach((item, index) => {
      const tooLong = lengthViolation(item.text, { item: index });
      if (tooLong) violations.push(tooLong);
    });
  } else {
    const tooLong = lengthViolation(draft.text, {});
    if (tooLong) violations.push(tooLong);
  }
  if (draft.topicTag !== undefined) {
    const tagProblem = topicTagViolation(draft.topicTag);
    if (tagProblem) violations.push(tagProblem);
  }
  return violations;
}

function lengthViolation(text: string, where: { item?: number }): Violation | undefined {
  const actual = lengthWithEmojiAsBytes(text);
  if (actual <= TEXT_LIMIT) return undefined;
  const subject = where.item === undefined ? 'Text' : `Chain item ${where.item}`;
  return violation(
    'content_too_long',
    { platform: PLATFORM, limit: TEXT_LIMIT, actual, ...where },
    `${subject} is ${actual} characters; ${PLATFORM} allows ${TEXT_LIMIT} (emoji count as their UTF-8 bytes).`,
  );
}

/**
 * One tag of 1-50 characters without "." or "&"; the platform refuses anything else. A tag is a
 * label, not post text, so it is counted in plain characters.
 */
export function topicTagViolation(tag: string): Violation | undefined {
  const length = codePoints(tag);
  if (length === 0 || length > TOPIC_TAG_MAX) {
    return violation(
      'topic_tag_invalid',
      { platform: PLATFORM, topicTag: tag, limit: TOPIC_TAG_MAX, actual: length },
      `A ${PLATFORM} topic tag takes 1 to ${TOPIC_TAG_MAX} characters; this one has ${length}.`,
    );
  }
  if (TOPIC_TAG_FORBIDDEN.test(tag)) {
    return violation(
      'topic_tag_invalid',
      { platform: PLATFORM, topicTag: tag },
      `A ${PLATFORM} topic tag cannot contain "." or "&".`,
    );
  }
  return undefined;
}
