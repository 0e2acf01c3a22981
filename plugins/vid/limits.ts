import { codePoints } from '../../core/text/count';

/**
 * The video channel's numbers (spec: Limits, video channel codes) and the two measures the
 * platform applies to them. Rules and emulator both read them here, so whatever passes
 * `validate` is never refused by the emulator for the same reason.
 */

export const VID_PLATFORM = 'vid';
/** Title, counted in characters (code points). */
export const VID_TITLE_LIMIT = 100;
/** The post text becomes the description, which the platform caps in UTF-8 bytes. */
export const VID_DESCRIPTION_LIMIT = 5000;
export const VID_TAGS_LIMIT = 500;
export const VID_THUMBNAIL_LIMIT = 2 * 1024 * 1024;
export const VID_THUMBNAIL_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
/** A vertical video this long or shorter is a short, which takes no custom thumbnail. */
export const VID_SHORT_MAX_SECONDS = 180;
export const VID_PRIVACY_STATUSES: readonly string[] = ['public', 'unlisted', 'private'];
/** A reply goes out as a top-level comment, which the platform caps at this many characters. */
export const VID_COMMENT_LIMIT = 10_000;
/** Category "People & Blogs", what the platform's own upload page preselects. */
export const VID_DEFAULT_CATEGORY = '22';
/** Resumable uploads take chunks in multiples of 256 KiB; only the last chunk may be shorter. */
export const UPLOAD_GRANULE = 256 * 1024;

/**
 * What the tags cost against the 500 limit: their characters, plus two for each tag with a space
 * (the platform stores such a tag wrapped in quotation marks, and the quotes count).
 */
export function tagsLength(tags: readonly string[]): number {
  return tags.reduce((total, tag) => total + codePoints(tag) + (tag.includes(' ') ? 2 : 0), 0);
}

export function hasAngleBrackets(text: string): boolean {
  return text.includes('<') || text.includes('>');
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An ISO 8601 date and time with its offset. Date.parse alone is too lenient (it takes
 * "2026-02-30" and strings without a zone, which the platform would read in its own zone).
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}
