import { tooShort } from '../../core/channels/media-rules';
import type { DraftMedia, TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { readPhotoOptions, type PhotoKind } from './options';
import {
  isJpegType,
  mediaCountViolations,
  PHOTO_CAROUSEL_LIMIT,
  PHOTO_IMAGE_MAX_BYTES,
  PLATFORM,
  REEL_SECONDS,
  STORY_SECONDS,
} from './rules';

export const PHOTO_VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', ...PHOTO_VIDEO_TYPES];
/** Feed images between 4:5 (portrait) and 1.91:1 (landscape). */
const FEED_RATIO = { min: 4 / 5, max: 1.91 };
/** Reels and stories up to 1920 pixels wide. */
const MAX_VIDEO_WIDTH = 1920;
/** A video inside a carousel runs 3 to 60 seconds. */
const CAROUSEL_VIDEO_SECONDS = { min: 3, max: 60 } as const;

/**
 * The rules only the probed files can show, on the files a post of this kind sends: file types,
 * image size and shape, video kind, duration and width. Shared by `validate` (when the API
 * describes the files) and the publish plan, so create and send never disagree.
 */
export function photoMediaViolations(kind: PhotoKind, media: readonly DraftMedia[]): Violation[] {
  const sent = trimFeed(kind, media).media;
  return [...sent.flatMap(fileViolations), ...kindViolations(kind, sent)];
}

/** The file rules of a draft whose files are described; none when the counts are already wrong. */
export function photoDraftMediaViolations(draft: TargetDraft): Violation[] {
  if (!draft.media) return [];
  const options = readPhotoOptions(draft.options);
  // media_required, or a reel or story of the wrong count: validate already says so.
  if (mediaCountViolations(draft.media.length, options).length > 0) return [];
  return photoMediaViolations(options.kind, draft.media);
}

/**
 * Over 10 feed items are cut to 10 (spec, 2026-09-17), since a carousel holds no more; the
 * warning says which were left out.
 */
export function trimFeed<T extends DraftMedia>(
  kind: PhotoKind,
  media: readonly T[],
): { media: T[]; warnings: string[] } {
  if (kind !== 'feed' || media.length <= PHOTO_CAROUSEL_LIMIT) return { media: [...media], warnings: [] };
  return {
    media: media.slice(0, PHOTO_CAROUSEL_LIMIT),
    warnings: [
      `Only the first ${PHOTO_CAROUSEL_LIMIT} of ${media.length} media items were sent: a carousel holds at most ${PHOTO_CAROUSEL_LIMIT}.`,
    ],
  };
}

/** Per file: a type the platform takes, and images within its size. */
function fileViolations(file: DraftMedia): Violation[] {
  const type = file.contentType.split(';')[0].trim().toLowerCase();
  const accepted =
    file.kind === 'video' ? PHOTO_VIDEO_TYPES.includes(type) : file.kind === 'image' && isJpegType(type);
  if (!accepted) {
    return [
      violation(
        'media_type_not_supported',
        { platform: PLATFORM, types: PHOTO_ACCEPTED_TYPES, mediaId: file.id, contentType: file.contentType },
        `Media ${file.id} is ${file.contentType}; photo takes ${PHOTO_ACCEPTED_TYPES.join(', ')}.`,
      ),
    ];
  }
  if (file.kind === 'image' && file.bytes > PHOTO_IMAGE_MAX_BYTES) {
    return [
      violation('media_too_large', {
        platform: PLATFORM,
        limit: PHOTO_IMAGE_MAX_BYTES,
        limitMb: 8,
        actual: file.bytes,
        mediaId: file.id,
      }),
    ];
  }
  return [];
}

function kindViolations(kind: PhotoKind, media: readonly DraftMedia[]): Violation[] {
  if (kind === 'reel') return reelViolations(media);
  if (kind === 'story') return storyViolations(media[0]);
  return media.flatMap((file) => feedViolations(file, media.length > 1));
}

function reelViolations(media: readonly DraftMedia[]): Violation[] {
  const videos = media.filter(isVideo).length;
  if (media.length !== 1 || videos !== 1) {
    return [
      violation(
        'photo_reel_video_required',
        { platform: PLATFORM, limit: 1, actual: media.length, videos },
        `A reel takes exactly one video and nothing else; got ${media.length} item(s), ${videos} video(s).`,
      ),
    ];
  }
  return [
    ...durationViolations(media[0], 'photo_reel_duration', REEL_SECONDS, 'Reel'),
    ...widthViolations(media[0]),
  ];
}

function storyViolations(file: DraftMedia): Violation[] {
  if (!isVideo(file)) return [];
  return [
    ...durationViolations(file, 'photo_story_duration', STORY_SECONDS, 'Story video'),
    ...widthViolations(file),
  ];
}

/**
 * A single feed video goes out as a reel shown in the feed, so the reel's minimum (and its code)
 * applies; past the maximum it is `media_too_long`. A carousel video runs 3-60 s and has no code
 * of its own for too short (see core/channels/media-rules.ts).
 */
function feedViolations(file: DraftMedia, inCarousel: boolean): Violation[] {
  if (isVideo(file)) {
    const range = inCarousel ? CAROUSEL_VIDEO_SECONDS : REEL_SECONDS;
    const actual = file.durationSec;
    if (actual !== undefined && actual > range.max) {
      return [
        violation(
          'media_too_long',
          { platform: PLATFORM, limit: range.max, actual, mediaId: file.id },
          `Video ${file.id} runs ${actual} s; ${inCarousel ? 'a carousel video' : 'a feed video'} runs at most ${range.max} s.`,
        ),
      ];
    }
    if (actual !== undefined && actual < range.min) {
      return inCarousel
        ? [tooShort(PLATFORM, file, range.min)]
        : durationViolations(file, 'photo_reel_duration', REEL_SECONDS, 'A feed video (posted as a reel)');
    }
    return [];
  }
  if (file.width === undefined || file.height === undefined || file.height === 0) return [];
  const ratio = file.width / file.height;
  if (ratio >= FEED_RATIO.min && ratio <= FEED_RATIO.max) return [];
  return [
    violation(
      'media_aspect_ratio',
      {
        platform: PLATFORM,
        limit: '4:5 to 1.91:1',
        actual: `${file.width}:${file.height}`,
        mediaId: file.id,
      },
      `Image ${file.id} is ${file.width}x${file.height}; feed images must be between 4:5 and 1.91:1.`,
    ),
  ];
}

function durationViolations(
  file: DraftMedia,
  code: 'photo_reel_duration' | 'photo_story_duration',
  range: { min: number; max: number },
  subject: string,
): Violation[] {
  const actual = file.durationSec;
  if (actual === undefined || (actual >= range.min && actual <= range.max)) return [];
  const limit = actual < range.min ? range.min : range.max;
  return [
    violation(
      code,
      { platform: PLATFORM, limit, actual, min: range.min, max: range.max, mediaId: file.id },
      `${subject} runs ${actual} s; it must run ${range.min}-${range.max} s.`,
    ),
  ];
}

function widthViolations(file: DraftMedia): Violation[] {
  if (file.width === undefined || file.width <= MAX_VIDEO_WIDTH) return [];
  return [
    violation(
      'media_dimensions',
      { platform: PLATFORM, limit: MAX_VIDEO_WIDTH, actual: file.width, mediaId: file.id },
      `Video ${file.id} is ${file.width} pixels wide; photo takes up to ${MAX_VIDEO_WIDTH}.`,
    ),
  ];
}

export function isVideo(file: DraftMedia): boolean {
  return file.kind === 'video';
}
