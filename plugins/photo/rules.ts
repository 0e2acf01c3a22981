import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { lengthWithEmojiAsBytes } from '../../core/text/count';
import { readPhotoOptions, type PhotoOptions } from './options';

export const PLATFORM = 'photo';
export const PHOTO_CAPTION_LIMIT = 2200;
export const PHOTO_CAROUSEL_LIMIT = 10;
export const PHOTO_MAX_COLLABORATORS = 3;
/** 8MB as the platform means it (binary megabytes), for images and reel covers alike. */
export const PHOTO_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const REEL_SECONDS = { min: 3, max: 900 } as const;
export const STORY_SECONDS = { min: 3, max: 60 } as const;

/**
 * Every rule a photo target breaks that the draft alone can show, in a fixed order: chain and
 * topic tag, caption length, media presence and count per kind, story extras, cover, collaborators,
 * tag positions. Rules that need the files themselves (is it a video, how long) are checked by
 * `planPost` at publish time, before anything is sent. Empty content is the API's rule for every
 * channel, so it is not repeated here.
 */
export function validatePhotoDraft(draft: TargetDraft): Violation[] {
  const options = readPhotoOptions(draft.options);
  const violations: Violation[] = [];
  if (draft.threadItems !== undefined) {
    violations.push(violation('chain_not_supported', { platform: PLATFORM }));
  }
  if (draft.topicTag !== undefined && draft.topicTag !== '') {
    violations.push(violation('topic_tag_not_supported', { platform: PLATFORM }));
  }
  // A story shows no caption, so its text is never sent and its length does not matter.
  if (options.kind !== 'story') {
    const tooLong = captionViolation(draft.text);
    if (tooLong) violations.push(tooLong);
  }
  violations.push(...mediaCountViolations(draft.mediaIds.length, options));
  violations.push(...optionViolations(options));
  return violations;
}

export function captionViolation(text: string): Violation | undefined {
  const actual = lengthWithEmojiAsBytes(text);
  if (actual <= PHOTO_CAPTION_LIMIT) return undefined;
  return violation(
    'content_too_long',
    { platform: PLATFORM, limit: PHOTO_CAPTION_LIMIT, actual },
    `Caption is ${actual} characters (emoji count as their UTF-8 bytes); photo allows ${PHOTO_CAPTION_LIMIT}.`,
  );
}

/**
 * Without media there is nothing to post; that one code says it, rather than also every kind's
 * "exactly one" rule. Over 10 feed items is not a violation: publish keeps the first 10 and warns.
 */
export function mediaCountViolations(count: number, options: PhotoOptions): Violation[] {
  if (count === 0) return [violation('media_required', { platform: PLATFORM })];
  if (options.kind === 'reel' && count !== 1) {
    return [
      violation(
        'photo_reel_video_required',
        { platform: PLATFORM, limit: 1, actual: count },
        `A reel takes exactly one video; got ${count} media items.`,
      ),
    ];
  }
  if (options.kind === 'story' && count !== 1) {
    return [
      violation(
        'photo_story_single_media',
        { platform: PLATFORM, limit: 1, actual: count },
        `A story takes exactly one image or video; got ${count} media items.`,
      ),
    ];
  }
  return [];
}

function optionViolations(options: PhotoOptions): Violation[] {
  const violations: Violation[] = [];
  if (options.kind === 'story' && (options.firstComment !== undefined || options.collaborators.length > 0)) {
    const extras = [
      ...(options.firstComment !== undefined ? ['firstComment'] : []),
      ...(options.collaborators.length > 0 ? ['collaborators'] : []),
    ];
    violations.push(
      violation(
        'photo_story_no_extras',
        { platform: PLATFORM, options: extras },
        `A story takes no ${extras.join(' or ')}.`,
      ),
    );
  }
  violations.push(...coverViolations(options));
  if (options.collaborators.length > PHOTO_MAX_COLLABORATORS) {
    violations.push(
      violation('photo_too_many_collaborators', {
        platform: PLATFORM,
        limit: PHOTO_MAX_COLLABORATORS,
        actual: options.collaborators.length,
      }),
    );
  }
  options.userTags.forEach((tag, index) => {
    if (!inUnitRange(tag.x) || !inUnitRange(tag.y)) {
      violations.push(
        violation(
          'photo_user_tag_position',
          { platform: PLATFORM, index, username: tag.username },
          `User tag ${index} (${tag.username}) needs 'x' and 'y' between 0 and 1.`,
        ),
      );
    }
  });
  return violations;
}

/** Type and size are checked only when the cover is described; a bare media id cannot show them. */
function coverViolations(options: PhotoOptions): Violation[] {
  const cover = options.cover;
  if (!cover) return [];
  const violations: Violation[] = [];
  if (options.kind !== 'reel') violations.push(violation('photo_cover_reel_only', { platform: PLATFORM }));
  if (cover.contentType !== undefined && !isJpegType(cover.contentType)) {
    violations.push(
      violation(
        'photo_cover_type',
        { platform: PLATFORM, contentType: cover.contentType },
        `Reel cover must be image/jpeg; got ${cover.contentType}.`,
      ),
    );
  }
  if (cover.bytes !== undefined && cover.bytes > PHOTO_IMAGE_MAX_BYTES) {
    violations.push(
      violation('photo_cover_too_large', {
        platform: PLATFORM,
        limit: PHOTO_IMAGE_MAX_BYTES,
        limitMb: 8,
        actual: cover.bytes,
      }),
    );
  }
  return violations;
}

export function isJpegType(contentType: string): boolean {
  return contentType.split(';')[0].trim().toLowerCase() === 'image/jpeg';
}

function inUnitRange(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
