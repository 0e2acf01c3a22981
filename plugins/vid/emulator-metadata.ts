import { codePoints, utf8Bytes } from '../../core/text/count';
import { failure, type GoogleFailure } from './emulator-shapes';
import {
  hasAngleBrackets,
  isIsoDateTime,
  tagsLength,
  VID_DESCRIPTION_LIMIT,
  VID_PRIVACY_STATUSES,
  VID_TAGS_LIMIT,
  VID_TITLE_LIMIT,
} from './limits';

/** Category ids the platform assigns to videos (others exist but cannot be chosen for an upload). */
const CATEGORIES = new Set([
  '1',
  '2',
  '10',
  '15',
  '17',
  '19',
  '20',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
]);

/** A video's snippet and status as the emulator keeps them. */
export interface VideoMetadata {
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  defaultLanguage?: string;
  privacyStatus: string;
  publishAt?: string;
  selfDeclaredMadeForKids?: boolean;
}

const invalid = (reason: string, message: string): GoogleFailure =>
  failure(400, reason, message, { domain: 'youtube.video' });

/**
 * Reads a video resource as the platform checks it on insert and on update, with the platform's
 * reasons. `update`: the whole snippet is replaced, so the category must be given. Status fields
 * left out take their defaults. Returns the metadata, or the failure to answer.
 */
export function readMetadata(
  resource: Record<string, unknown>,
  update: boolean,
): VideoMetadata | GoogleFailure {
  const snippet = objectOf(resource.snippet);
  const status = objectOf(resource.status);

  const title = snippet.title;
  if (
    typeof title !== 'string' ||
    title.trim() === '' ||
    codePoints(title) > VID_TITLE_LIMIT ||
    hasAngleBrackets(title)
  ) {
    return invalid('invalidTitle', 'The request metadata specifies an invalid or empty video title.');
  }
  const description = snippet.description ?? '';
  if (
    typeof description !== 'string' ||
    utf8Bytes(description) > VID_DESCRIPTION_LIMIT ||
    hasAngleBrackets(description)
  ) {
    return invalid('invalidDescription', 'The request metadata specifies an invalid video description.');
  }
  const tags = snippet.tags ?? [];
  if (
    !Array.isArray(tags) ||
    !tags.every((tag): tag is string => typeof tag === 'string') ||
    tagsLength(tags) > VID_TAGS_LIMIT
  ) {
    return invalid('invalidTags', 'The request metadata specifies invalid video keywords.');
  }
  const categoryId = snippet.categoryId ?? (update ? undefined : '22');
  if (typeof categoryId !== 'string' || !CATEGORIES.has(categoryId)) {
    return invalid('invalidCategoryId', 'The request metadata specifies an invalid video category.');
  }

  const privacyStatus = status.privacyStatus ?? 'public';
  if (typeof privacyStatus !== 'string' || !VID_PRIVACY_STATUSES.includes(privacyStatus)) {
    return invalid('invalidVideoMetadata', 'The request metadata is invalid.');
  }
  const publishAt = status.publishAt;
  if (
    publishAt !== undefined &&
    (typeof publishAt !== 'string' || !isIsoDateTime(publishAt) || privacyStatus !== 'private')
  ) {
    return invalid(
      'invalidPublishAt',
      'The request metadata specifies an invalid scheduled publishing time.',
    );
  }
  const madeForKids = status.selfDeclaredMadeForKids;
  return {
    title,
    description,
    tags,
    categoryId,
    ...(typeof snippet.defaultLanguage === 'string' ? { defaultLanguage: snippet.defaultLanguage } : {}),
    privacyStatus,
    ...(typeof publishAt === 'string' ? { publishAt } : {}),
    ...(typeof madeForKids === 'boolean' ? { selfDeclaredMadeForKids: madeForKids } : {}),
  };
}

export function isFailure(value: VideoMetadata | GoogleFailure): value is GoogleFailure {
  return 'status' in value && typeof value.status === 'number';
}

/** A JSON object as a record; anything else (an array, a string, nothing) as an empty one. */
export function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
