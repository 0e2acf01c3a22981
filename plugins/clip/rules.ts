import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { utf16Units } from '../../core/text/count';
import { CAPTION_LIMIT, TITLE_LIMIT } from './limits';
import type { ClipOptions } from './options';
import { readClipOptions } from './options';

export const PLATFORM = 'clip';

/**
 * Every rule a clip target breaks that can be told from the draft alone, in a fixed order. The
 * draft names its media by id only, so the rules that depend on what the files are (photo or
 * video, duration, format) and those that need the creator's current settings run in `publish`
 * (see publish-rules.ts). Empty content is the API's rule for every channel.
 */
export function validateClipDraft(draft: TargetDraft): Violation[] {
  const violations: Violation[] = [];
  // One limit for every clip post: the draft cannot tell a photo post (whose caption may reach
  // 4000) from a video, so the video caption's 2200 applies, as `limits.text` declares.
  const actual = utf16Units(draft.text);
  if (actual > CAPTION_LIMIT) {
    violations.push(
      violation(
        'content_too_long',
        { platform: PLATFORM, limit: CAPTION_LIMIT, actual },
        `Text is ${actual} UTF-16 units; clip allows ${CAPTION_LIMIT}.`,
      ),
    );
  }
  if (draft.mediaIds.length === 0) {
    violations.push(violation('media_required', { platform: PLATFORM }, 'clip cannot post text alone.'));
  }
  if (draft.threadItems !== undefined)
    violations.push(violation('chain_not_supported', { platform: PLATFORM }));
  if (draft.topicTag !== undefined && draft.topicTag !== '') {
    violations.push(violation('topic_tag_not_supported', { platform: PLATFORM }));
  }
  violations.push(...optionViolations(readClipOptions(draft.options)));
  return violations;
}

/** The rules on `options.clip` that hold whatever the media are: privacy, branding, title length. */
export function optionViolations(options: ClipOptions): Violation[] {
  const violations: Violation[] = [];
  if (options.privacyLevel === undefined) {
    // The catalogue's sentence names the MCP tool; a REST caller needs the REST path.
    violations.push(
      violation(
        'clip_privacy_required',
        { platform: PLATFORM },
        "'options.clip.privacyLevel' is required and has no default; the levels this account may use now are in GET /v1/channels/publish-options?accountId=<id>.",
      ),
    );
  } else if (options.brandContentToggle === true && options.privacyLevel === 'SELF_ONLY') {
    violations.push(violation('clip_branded_private', { platform: PLATFORM }));
  }
  if (options.title !== undefined) {
    const actual = utf16Units(options.title);
    if (actual > TITLE_LIMIT) {
      violations.push(
        violation(
          'clip_title_too_long',
          { platform: PLATFORM, limit: TITLE_LIMIT, actual },
          `Title is ${actual} UTF-16 units; clip allows ${TITLE_LIMIT}.`,
        ),
      );
    }
  }
  return violations;
}
