import { utf16Units } from '../../core/text/count';
import { invalidParams, PRIVACY_MISMATCH, type ClipRefusal } from './emulator-answers';
import type { CreatorSettings } from './emulator-state';
import { CAPTION_LIMIT, PHOTO_DESCRIPTION_LIMIT, TITLE_LIMIT } from './limits';
import { PRIVACY_LEVELS } from './options';

/**
 * The platform's check of `post_info` against its limits and the creator's settings: a privacy
 * level the creator has, no private branded content, no interaction the creator turned off.
 */
export function postInfoProblem(
  info: unknown,
  creator: CreatorSettings,
  kind: 'video' | 'photo',
): ClipRefusal | undefined {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) {
    return invalidParams('post_info is required.');
  }
  const fields = info as Record<string, unknown>;
  const privacy = fields.privacy_level;
  if (typeof privacy !== 'string' || !(PRIVACY_LEVELS as readonly string[]).includes(privacy)) {
    return invalidParams(`post_info.privacy_level must be one of ${PRIVACY_LEVELS.join(', ')}.`);
  }
  if (!creator.privacyLevelOptions.includes(privacy)) return PRIVACY_MISMATCH;

  const texts: Array<[string, number]> =
    kind === 'video'
      ? [['title', CAPTION_LIMIT]]
      : [
          ['title', TITLE_LIMIT],
          ['description', PHOTO_DESCRIPTION_LIMIT],
        ];
  for (const [name, limit] of texts) {
    const value = fields[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return invalidParams(`post_info.${name} must be a string.`);
    if (utf16Units(value) > limit) return invalidParams(`post_info.${name} is over ${limit} characters.`);
  }

  if (fields.brand_content_toggle === true && privacy === 'SELF_ONLY') {
    return invalidParams('Branded content cannot be posted with privacy_level SELF_ONLY.');
  }
  const switches: Array<[string, boolean]> = [['disable_comment', creator.commentDisabled]];
  if (kind === 'video') {
    switches.push(['disable_duet', creator.duetDisabled], ['disable_stitch', creator.stitchDisabled]);
  }
  for (const name of ['brand_content_toggle', 'brand_organic_toggle', ...switches.map(([n]) => n)]) {
    if (fields[name] !== undefined && typeof fields[name] !== 'boolean') {
      return invalidParams(`post_info.${name} must be a boolean.`);
    }
  }
  for (const [name, creatorTurnedOff] of switches) {
    if (creatorTurnedOff && fields[name] === false) {
      return invalidParams(`post_info.${name} must be true: the creator turned it off.`);
    }
  }
  return undefined;
}
