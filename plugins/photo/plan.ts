import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import type { ContainerParams } from './client';
import { PhotoMediaMissingError, PhotoRuleError } from './errors';
import { readPhotoOptions, type PhotoKind } from './options';
import {
  isJpegType,
  PHOTO_CAROUSEL_LIMIT,
  PHOTO_IMAGE_MAX_BYTES,
  PLATFORM,
  REEL_SECONDS,
  STORY_SECONDS,
  validatePhotoDraft,
} from './rules';

/** What one publish sends: the containers to create, in order, and what to say about it. */
export interface PostPlan {
  kind: PhotoKind;
  /** One container per file. With `album` set these are carousel items, in the carousel's order. */
  items: ContainerParams[];
  /** The carousel container, created once its items are done; its `children` are filled in then. */
  album?: ContainerParams;
  firstComment?: string;
  warnings: string[];
}

const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
const ACCEPTED_TYPES = ['image/jpeg', ...VIDEO_TYPES];
/** Feed images between 4:5 (portrait) and 1.91:1 (landscape). */
const FEED_RATIO = { min: 4 / 5, max: 1.91 };
/** Reels and stories up to 1920 pixels wide. */
const MAX_VIDEO_WIDTH = 1920;
const CAROUSEL_VIDEO_MAX_SECONDS = 60;

/**
 * Turns one item into containers, or refuses it before anything is created. The draft's rules run
 * again (a stored post may predate a rule), then the rules only the probed files can show: file
 * types, image size and shape, video kind and duration. Over 10 feed items are cut to 10 with a
 * warning (spec, 2026-09-17), since a carousel holds no more.
 */
export function planPost(item: PublishItem): PostPlan {
  const options = readPhotoOptions(item.options);
  const given = item.media ?? [];
  if (given.length < item.mediaIds.length)
    throw new PhotoMediaMissingError(item.mediaIds.length, given.length);
  const draftBroken = validatePhotoDraft({
    text: item.text,
    mediaIds: given.map((m) => m.id),
    options: item.options,
    topicTag: item.topicTag,
  });
  if (draftBroken.length > 0) throw new PhotoRuleError(draftBroken);

  const warnings: string[] = [];
  let media = given;
  if (options.kind === 'feed' && media.length > PHOTO_CAROUSEL_LIMIT) {
    warnings.push(
      `Only the first ${PHOTO_CAROUSEL_LIMIT} of ${media.length} media items were sent: a carousel holds at most ${PHOTO_CAROUSEL_LIMIT}.`,
    );
    media = media.slice(0, PHOTO_CAROUSEL_LIMIT);
  }
  const broken = [...media.flatMap(fileViolations), ...kindViolations(options.kind, media)];
  if (broken.length > 0) throw new PhotoRuleError(broken);

  const caption = options.kind === 'story' || item.text === '' ? undefined : item.text;
  if (options.kind === 'story' && item.text.trim() !== '') {
    warnings.push('Stories show no caption; the text was not sent.');
  }
  const plan = buildContainers(options.kind, media, caption);
  const collaborators = options.collaborators.length > 0 ? options.collaborators : undefined;
  const owner = plan.album ?? plan.items[0];
  if (collaborators) owner.collaborators = collaborators;

  if (options.userTags.length > 0) {
    const firstImage = plan.items.find((c) => c.image_url !== undefined && c.media_type !== 'STORIES');
    if (firstImage) {
      firstImage.user_tags = options.userTags.map((t) => ({
        username: t.username,
        x: Number(t.x),
        y: Number(t.y),
      }));
    } else {
      warnings.push('User tags were not sent: the platform takes them on feed images only.');
    }
  }
  if (options.kind === 'reel') {
    if (options.shareToFeed !== undefined) owner.share_to_feed = options.shareToFeed;
    if (options.cover?.url !== undefined) owner.cover_url = options.cover.url;
    else if (options.cover) {
      warnings.push(
        "The reel went out with the platform's own cover: the cover media id names no file to send yet.",
      );
    }
  }
  return { ...plan, kind: options.kind, firstComment: options.firstComment, warnings };
}

function buildContainers(
  kind: PhotoKind,
  media: PublishMedia[],
  caption: string | undefined,
): Pick<PostPlan, 'items' | 'album'> {
  const withCaption = caption === undefined ? {} : { caption };
  if (kind === 'story') {
    const file = media[0];
    return {
      items: [
        isVideo(file)
          ? { media_type: 'STORIES', video_url: file.url }
          : { media_type: 'STORIES', image_url: file.url },
      ],
    };
  }
  if (media.length === 1) {
    const file = media[0];
    if (!isVideo(file)) return { items: [{ image_url: file.url, ...withCaption }] };
    // The platform posts every single video as a reel now; a feed video is a reel shown in the feed.
    return {
      items: [
        {
          media_type: 'REELS',
          video_url: file.url,
          ...withCaption,
          ...(kind === 'feed' ? { share_to_feed: true } : {}),
        },
      ],
    };
  }
  return {
    items: media.map((file) =>
      isVideo(file)
        ? { media_type: 'VIDEO', video_url: file.url, is_carousel_item: true }
        : { image_url: file.url, is_carousel_item: true },
    ),
    album: { media_type: 'CAROUSEL', ...withCaption },
  };
}

/** Per file: a type the platform takes, and images within its size and (feed) shape. */
function fileViolations(file: PublishMedia): Violation[] {
  const type = file.contentType.split(';')[0].trim().toLowerCase();
  const accepted =
    file.kind === 'video' ? VIDEO_TYPES.includes(type) : file.kind === 'image' && isJpegType(type);
  if (!accepted) {
    return [
      violation(
        'media_type_not_supported',
        { platform: PLATFORM, types: ACCEPTED_TYPES, mediaId: file.id, contentType: file.contentType },
        `Media ${file.id} is ${file.contentType}; photo takes ${ACCEPTED_TYPES.join(', ')}.`,
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

function kindViolations(kind: PhotoKind, media: PublishMedia[]): Violation[] {
  if (kind === 'reel') return reelViolations(media);
  if (kind === 'story') return storyViolations(media[0]);
  return media.flatMap((file) => feedViolations(file, media.length > 1));
}

function reelViolations(media: PublishMedia[]): Violation[] {
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

function storyViolations(file: PublishMedia): Violation[] {
  if (!isVideo(file)) return [];
  return [
    ...durationViolations(file, 'photo_story_duration', STORY_SECONDS, 'Story video'),
    ...widthViolations(file),
  ];
}

function feedViolations(file: PublishMedia, inCarousel: boolean): Violation[] {
  if (isVideo(file)) {
    const max = inCarousel ? CAROUSEL_VIDEO_MAX_SECONDS : REEL_SECONDS.max;
    if (file.durationSec !== undefined && file.durationSec > max) {
      return [
        violation(
          'media_too_long',
          { platform: PLATFORM, limit: max, actual: file.durationSec, mediaId: file.id },
          `Video ${file.id} runs ${file.durationSec} s; ${inCarousel ? 'a carousel video' : 'a feed video'} runs at most ${max} s.`,
        ),
      ];
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
  file: PublishMedia,
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
      { platform: PLATFORM, limit, actual, min: range.min, max: range.max },
      `${subject} runs ${actual} s; it must run ${range.min}-${range.max} s.`,
    ),
  ];
}

function widthViolations(file: PublishMedia): Violation[] {
  if (file.width === undefined || file.width <= MAX_VIDEO_WIDTH) return [];
  return [
    violation(
      'media_dimensions',
      { platform: PLATFORM, limit: MAX_VIDEO_WIDTH, actual: file.width, mediaId: file.id },
      `Video ${file.id} is ${file.width} pixels wide; photo takes up to ${MAX_VIDEO_WIDTH}.`,
    ),
  ];
}

function isVideo(file: PublishMedia): boolean {
  return file.kind === 'video';
}
