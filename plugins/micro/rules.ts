import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { weightedLength } from './weighted-length';

/** X's limit for a default account; longer posts need a paid tier this channel does not model. */
export const MICRO_TEXT_LIMIT = 280;

const PLATFORM = 'micro';

/**
 * Every rule a micro target breaks, in the order clients read them: text length (per chain item
 * when there is a chain, since each item is its own post), then the topic tag. Empty content is
 * the API's rule for every channel, so it is not repeated here.
 */
export function validateMicroDraft(draft: TargetDraft): Violation[] {
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
  if (draft.topicTag !== undefined && draft.topicTag !== '') {
    violations.push(violation('topic_tag_not_supported', { platform: PLATFORM }));
  }
  return violations;
}

function lengthViolation(text: string, where: { item?: number }): Violation | undefined {
  const actual = weightedLength(text);
  if (actual <= MICRO_TEXT_LIMIT) return undefined;
  const subject = where.item === undefined ? 'Text' : `Chain item ${where.item}`;
  return violation(
    'content_too_long',
    { platform: PLATFORM, limit: MICRO_TEXT_LIMIT, actual, ...where },
    `${subject} is ${actual} weighted characters; micro allows ${MICRO_TEXT_LIMIT} (URLs count 23, CJK and emoji 2).`,
  );
}
