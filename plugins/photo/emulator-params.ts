import { codePoints } from '../../core/text/count';
import { invalidParameter, type GraphFailure } from './emulator-graph';
import { PHOTO_CAPTION_LIMIT, PHOTO_CAROUSEL_LIMIT, PHOTO_MAX_COLLABORATORS } from './rules';

/**
 * `POST /{ig-user-id}/media` parameters as the photo emulator reads them: from the query string,
 * a form or a JSON body (the Graph API takes all three, so lists and objects may arrive as JSON
 * text or comma lists), checked for the shape each media type allows.
 */

export type ContainerMediaType = 'IMAGE' | 'VIDEO' | 'REELS' | 'STORIES' | 'CAROUSEL';

export interface UserTag {
  username: string;
  x: number;
  y: number;
}

export interface ContainerRequest {
  mediaType: ContainerMediaType;
  imageUrl?: string;
  videoUrl?: string;
  caption?: string;
  isCarouselItem: boolean;
  children?: string[];
  userTags?: UserTag[];
  collaborators?: string[];
  shareToFeed?: boolean;
  coverUrl?: string;
  thumbOffset?: number;
}

const MEDIA_TYPES: readonly ContainerMediaType[] = ['IMAGE', 'VIDEO', 'REELS', 'STORIES', 'CAROUSEL'];
const MAX_HASHTAGS = 30;
const MAX_MENTIONS = 20;
const MIN_CAROUSEL = 2;

export function readContainerRequest(raw: Record<string, unknown>): ContainerRequest | GraphFailure {
  const type = text(raw.media_type);
  const imageUrl = text(raw.image_url);
  const videoUrl = text(raw.video_url);
  if (type !== undefined && !MEDIA_TYPES.includes(type as ContainerMediaType)) {
    return invalidParameter(`The media type ${type} is not supported.`, 2207023);
  }
  // Without a type a container is an image; a lone video must say REELS since feed videos became reels.
  if (type === undefined && imageUrl === undefined) {
    return invalidParameter(
      videoUrl === undefined
        ? 'The parameter image_url is required.'
        : 'The VIDEO media type is no longer supported for feed posts. Please use REELS.',
    );
  }
  const request: ContainerRequest = {
    mediaType: (type as ContainerMediaType | undefined) ?? 'IMAGE',
    isCarouselItem: flag(raw.is_carousel_item) ?? false,
    imageUrl,
    videoUrl,
    caption: text(raw.caption),
    children: list(raw.children),
    collaborators: list(raw.collaborators),
    shareToFeed: flag(raw.share_to_feed),
    coverUrl: text(raw.cover_url),
  };
  if (raw.thumb_offset !== undefined) {
    const offset = Number(raw.thumb_offset);
    if (!Number.isInteger(offset) || offset < 0)
      return invalidParameter('thumb_offset must be a whole number of milliseconds.');
    request.thumbOffset = offset;
  }
  if (raw.user_tags !== undefined) {
    const tags = readUserTags(raw.user_tags);
    if (typeof tags === 'string') return invalidParameter(tags);
    request.userTags = tags;
  }
  return checkShape(request) ?? checkCaption(request.caption) ?? request;
}

/** Which parameters go with which media type. */
function checkShape(r: ContainerRequest): GraphFailure | undefined {
  const image = r.mediaType === 'IMAGE';
  const needsImageOrVideo = r.mediaType === 'STORIES' ? 'image_url or video_url' : undefined;
  if (image && r.imageUrl === undefined) return invalidParameter('The parameter image_url is required.');
  if ((r.mediaType === 'VIDEO' || r.mediaType === 'REELS') && r.videoUrl === undefined) {
    return invalidParameter('The parameter video_url is required.');
  }
  if (needsImageOrVideo && (r.imageUrl === undefined) === (r.videoUrl === undefined)) {
    return invalidParameter(`A story needs exactly one of ${needsImageOrVideo}.`);
  }
  if (image && r.videoUrl !== undefined) return invalidParameter('An image container takes no video_url.');
  if ((r.mediaType === 'VIDEO' || r.mediaType === 'REELS') && r.imageUrl !== undefined) {
    return invalidParameter('A video container takes no image_url.');
  }
  if (r.mediaType === 'VIDEO' && !r.isCarouselItem) {
    return invalidParameter('The VIDEO media type is no longer supported for feed posts. Please use REELS.');
  }
  if (r.isCarouselItem && !image && r.mediaType !== 'VIDEO') {
    return invalidParameter(`A ${r.mediaType} container cannot be a carousel item.`);
  }
  if (r.mediaType === 'CAROUSEL') {
    if (r.imageUrl !== undefined || r.videoUrl !== undefined) {
      return invalidParameter('A carousel container takes children, not image_url or video_url.');
    }
    const count = r.children?.length ?? 0;
    if (count < MIN_CAROUSEL || count > PHOTO_CAROUSEL_LIMIT) {
      return invalidParameter(
        `A carousel takes ${MIN_CAROUSEL} to ${PHOTO_CAROUSEL_LIMIT} children; got ${count}.`,
        2207028,
      );
    }
  } else if (r.children !== undefined) {
    return invalidParameter('Only a carousel container takes children.');
  }
  if (r.mediaType === 'STORIES' && r.caption !== undefined)
    return invalidParameter('Stories take no caption.');
  if (r.userTags !== undefined && !image) return invalidParameter('user_tags is supported for images only.');
  if (r.collaborators !== undefined) {
    if (r.mediaType === 'STORIES' || r.isCarouselItem) {
      return invalidParameter('collaborators is not supported for stories or carousel items.');
    }
    if (r.collaborators.length > PHOTO_MAX_COLLABORATORS) {
      return invalidParameter(
        `Up to ${PHOTO_MAX_COLLABORATORS} collaborators; got ${r.collaborators.length}.`,
      );
    }
  }
  if (r.mediaType !== 'REELS') {
    if (r.shareToFeed !== undefined) return invalidParameter('share_to_feed is supported for reels only.');
    if (r.coverUrl !== undefined) return invalidParameter('cover_url is supported for reels only.');
    if (r.thumbOffset !== undefined && r.mediaType !== 'VIDEO') {
      return invalidParameter('thumb_offset is supported for videos only.');
    }
  }
  return undefined;
}

/** The platform counts characters as code points; hashtags and mentions have their own caps. */
function checkCaption(caption: string | undefined): GraphFailure | undefined {
  if (caption === undefined) return undefined;
  const length = codePoints(caption);
  if (length > PHOTO_CAPTION_LIMIT) {
    return invalidParameter(`The caption is ${length} characters; the limit is ${PHOTO_CAPTION_LIMIT}.`);
  }
  const hashtags = caption.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;
  if (hashtags > MAX_HASHTAGS)
    return invalidParameter(`The caption has ${hashtags} hashtags; the limit is ${MAX_HASHTAGS}.`);
  const mentions = caption.match(/@[\p{L}\p{N}_.]+/gu)?.length ?? 0;
  if (mentions > MAX_MENTIONS)
    return invalidParameter(`The caption has ${mentions} mentions; the limit is ${MAX_MENTIONS}.`);
  return undefined;
}

function readUserTags(value: unknown): UserTag[] | string {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  if (!Array.isArray(parsed)) return 'user_tags must be a list of {username, x, y}.';
  const tags: UserTag[] = [];
  for (const [index, tag] of parsed.entries()) {
    const t = (typeof tag === 'object' && tag !== null ? tag : {}) as Record<string, unknown>;
    const x = Number(t.x);
    const y = Number(t.y);
    if (typeof t.username !== 'string' || t.username === '') return `user_tags[${index}] needs a username.`;
    if (t.x === undefined || t.y === undefined || !(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
      return `user_tags[${index}]: x and y must be between 0 and 1.`;
    }
    tags.push({ username: t.username, x, y });
  }
  return tags;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  return value === true || value === 'true' || value === '1';
}

/** A JSON array, a JSON array as text, or a comma list. */
function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' && value.trim().startsWith('[') ? parseJson(value) : value;
  const items = Array.isArray(parsed) ? parsed : String(parsed).split(',');
  return items.map((item) => String(item).trim()).filter((item) => item !== '');
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
