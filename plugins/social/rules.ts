import type { PublishMedia, TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { lengthWithEmojiAsBytes } from '../../core/text/count';
import { dateTimeOf } from '../../core/text/dates';
import { readSocialOptions, type SocialOptions } from './options';

/** The Page post limit the platform documents: 63,206 characters. */
export const SOCIAL_TEXT_LIMIT = 63_206;
/** Comments (the first comment) are capped lower than posts: 8,000 characters. */
export const SOCIAL_COMMENT_LIMIT = 8_000;
/** The most photos this plugin puts in one multi-photo post; more are cut with a warning. */
export const SOCIAL_IMAGE_LIMIT = 10;
export const REEL_MIN_SEC = 3;
export const REEL_MAX_SEC = 90;
/** A video story may run at most 60 seconds (a reel shown as a story is cut there too). */
export const STORY_VIDEO_MAX_SEC = 60;
/** Feed videos go by `file_url`, a non-resumable upload: at most 20 minutes and 1 GB. */
export const FEED_VIDEO_MAX_SEC = 20 * 60;
export const VIDEO_URL_MAX_BYTES = 1024 * 1024 * 1024;
/** Photos and photo stories: files over 10 MB are refused. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const SCHEDULE_MIN_MS = 10 * 60 * 1000;
export const SCHEDULE_MAX_MS = 28 * 24 * 60 * 60 * 1000;
/** Reels are 9:16; the small slack lets 1080x1920 and 540x960 through but not 3:4 or square. */
const REEL_ASPECT = 9 / 16;
const ASPECT_SLACK = 0.01;

const PLATFORM = 'social';

/** What a rule needs to know about a file; PublishMedia carries it at publish time. */
export type MediaFacts = Pick<PublishMedia, 'id' | 'kind' | 'contentType' | 'bytes'> &
  Partial<Pick<PublishMedia, 'width' | 'height' | 'durationSec'>>;

/**
 * A channel rule broken at publish time, where the files' kinds, sizes and durations are known.
 * Thrown before any platform call; `classify` reports the first violation's code, not retryable.
 */
export class SocialRuleError extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.message).join(' '));
    this.name = 'SocialRuleError';
  }
}

/**
 * Every rule of the spec's social table that a draft breaks, decided from the text, the number of
 * files and the options (a draft carries media ids, not the files' kinds: the file-kind rules run
 * in `mediaViolations` at publish time). Order: text, shape, link, reel, story, schedule, targeting.
 * Empty content is the API's rule for every channel and is not repeated here.
 */
export function validateSocialDraft(draft: TargetDraft, now: number = Date.now()): Violation[] {
  const options = readSocialOptions(draft.options);
  const mediaCount = draft.mediaIds.length;
  return [
    ...textViolations(draft.text, options),
    ...shapeViolations(draft),
    ...linkViolations(options, mediaCount),
    ...reelCountViolations(options, mediaCount),
    ...storyViolations(options, draft.text, mediaCount),
    ...scheduleViolations(options, now),
    ...targetingViolations(options, mediaCount),
  ];
}

function textViolations(text: string, options: SocialOptions): Violation[] {
  const found: Violation[] = [];
  const actual = lengthWithEmojiAsBytes(text);
  if (actual > SOCIAL_TEXT_LIMIT) {
    found.push(violation('content_too_long', { platform: PLATFORM, limit: SOCIAL_TEXT_LIMIT, actual }));
  }
  const comment = options.firstComment ?? '';
  const commentLength = lengthWithEmojiAsBytes(comment);
  if (commentLength > SOCIAL_COMMENT_LIMIT) {
    found.push(
      violation(
        'content_too_long',
        {
          platform: PLATFORM,
          field: 'options.social.firstComment',
          limit: SOCIAL_COMMENT_LIMIT,
          actual: commentLength,
        },
        `The first comment is ${commentLength} characters; social comments take ${SOCIAL_COMMENT_LIMIT}.`,
      ),
    );
  }
  return found;
}

function shapeViolations(draft: TargetDraft): Violation[] {
  const found: Violation[] = [];
  // A Page post stands alone; there is no reply chain to hang items on.
  if (draft.threadItems !== undefined) found.push(violation('chain_not_supported', { platform: PLATFORM }));
  if (draft.topicTag !== undefined) found.push(violation('topic_tag_not_supported', { platform: PLATFORM }));
  return found;
}

function linkViolations(options: SocialOptions, mediaCount: number): Violation[] {
  if (options.link === undefined) return [];
  const found: Violation[] = [];
  if (!isHttpUrl(options.link)) {
    found.push(violation('social_link_invalid', { platform: PLATFORM, field: 'options.social.link' }));
  }
  // The platform draws the link's own preview card; a post carries either that or files.
  if (mediaCount > 0) found.push(violation('social_link_with_media', { platform: PLATFORM }));
  return found;
}

function reelCountViolations(options: SocialOptions, mediaCount: number): Violation[] {
  if (options.kind !== 'reel' || mediaCount === 1) return [];
  return [violation('social_reel_video_required', { platform: PLATFORM, limit: 1, actual: mediaCount })];
}

function storyViolations(options: SocialOptions, text: string, mediaCount: number): Violation[] {
  if (options.kind !== 'story') return [];
  const found: Violation[] = [];
  if (mediaCount !== 1) {
    found.push(violation('social_story_single_media', { platform: PLATFORM, limit: 1, actual: mediaCount }));
  }
  if (text.trim() !== '') {
    found.push(
      violation(
        'social_story_no_caption',
        { platform: PLATFORM },
        "A story shows no caption; send it with options.social.content set to ''.",
      ),
    );
  }
  if (hasFirstComment(options)) found.push(violation('social_story_no_extras', { platform: PLATFORM }));
  return found;
}

function scheduleViolations(options: SocialOptions, now: number): Violation[] {
  if (options.scheduledPublishTime === undefined) return [];
  const found: Violation[] = [];
  const value = options.scheduledPublishTime;
  if (options.kind !== 'feed') {
    found.push(violation('social_schedule_feed_only', { platform: PLATFORM, kind: options.kind }));
  }
  const at = parseSchedule(value);
  if (at === undefined) {
    found.push(
      violation(
        'social_schedule_invalid',
        { platform: PLATFORM, field: 'options.social.scheduledPublishTime' },
        "'options.social.scheduledPublishTime' must be an ISO 8601 date and time with a timezone offset.",
      ),
    );
  } else if (at - now < SCHEDULE_MIN_MS || at - now > SCHEDULE_MAX_MS) {
    found.push(
      violation(
        'social_schedule_range',
        { platform: PLATFORM, actual: value },
        `Scheduled for ${String(value)}; a scheduled post must be 10 minutes to 28 days ahead.`,
      ),
    );
  }
  // The first comment goes under the live post, and a scheduled one is not live yet.
  if (hasFirstComment(options)) {
    found.push(violation('social_schedule_no_first_comment', { platform: PLATFORM }));
  }
  return found;
}

function targetingViolations(options: SocialOptions, mediaCount: number): Violation[] {
  const targeting = options.feedTargeting;
  if (targeting === undefined || Object.keys(targeting).length === 0) return [];
  if (options.kind === 'feed' && mediaCount === 0) return [];
  return [violation('social_targeting_text_only', { platform: PLATFORM })];
}

/**
 * The rules that need the files themselves, run at publish time on the files that will be sent
 * (after trimming): what a reel or a story holds, durations, the reel's shape and file sizes.
 */
export function mediaViolations(options: SocialOptions, media: readonly MediaFacts[]): Violation[] {
  if (options.kind === 'reel') return reelMediaViolations(media);
  if (options.kind === 'story') return storyMediaViolations(media);
  return media.flatMap((file) =>
    file.kind === 'video' ? videoLimits(file, FEED_VIDEO_MAX_SEC, VIDEO_URL_MAX_BYTES) : photoLimits(file),
  );
}

function reelMediaViolations(media: readonly MediaFacts[]): Violation[] {
  const videos = media.filter((m) => m.kind === 'video');
  if (media.length !== 1 || videos.length !== 1) {
    return [
      violation(
        'social_reel_video_required',
        { platform: PLATFORM, limit: 1, actual: media.length, videos: videos.length },
        `A reel needs exactly one video and nothing else; got ${media.length} file(s), ${videos.length} of them video.`,
      ),
    ];
  }
  const found: Violation[] = [];
  const [video] = videos;
  const duration = video.durationSec;
  if (duration !== undefined && (duration < REEL_MIN_SEC || duration > REEL_MAX_SEC)) {
    found.push(
      violation(
        'social_reel_duration',
        { platform: PLATFORM, limit: REEL_MAX_SEC, min: REEL_MIN_SEC, actual: duration },
        `The reel runs ${duration} seconds; reels run ${REEL_MIN_SEC}-${REEL_MAX_SEC} seconds.`,
      ),
    );
  }
  if (video.width && video.height && Math.abs(video.width / video.height - REEL_ASPECT) > ASPECT_SLACK) {
    found.push(
      violation(
        'media_aspect_ratio',
        { platform: PLATFORM, mediaId: video.id, limit: '9:16', actual: `${video.width}:${video.height}` },
        `A reel is 9:16; this video is ${video.width}x${video.height}.`,
      ),
    );
  }
  return found;
}

function storyMediaViolations(media: readonly MediaFacts[]): Violation[] {
  if (media.length !== 1) {
    return [violation('social_story_single_media', { platform: PLATFORM, limit: 1, actual: media.length })];
  }
  const [file] = media;
  return file.kind === 'video'
    ? videoLimits(file, STORY_VIDEO_MAX_SEC, VIDEO_URL_MAX_BYTES)
    : photoLimits(file);
}

function videoLimits(file: MediaFacts, maxSec: number, maxBytes: number): Violation[] {
  const found: Violation[] = [];
  if (file.durationSec !== undefined && file.durationSec > maxSec) {
    found.push(
      violation('media_too_long', {
        platform: PLATFORM,
        mediaId: file.id,
        limit: maxSec,
        actual: file.durationSec,
      }),
    );
  }
  if (file.bytes > maxBytes) found.push(tooLarge(file, maxBytes));
  return found;
}

function photoLimits(file: MediaFacts): Violation[] {
  return file.bytes > PHOTO_MAX_BYTES ? [tooLarge(file, PHOTO_MAX_BYTES)] : [];
}

function tooLarge(file: MediaFacts, limit: number): Violation {
  return violation('media_too_large', {
    platform: PLATFORM,
    mediaId: file.id,
    limit,
    limitMb: limit / (1024 * 1024),
    actual: file.bytes,
  });
}

/**
 * An edit may rewrite the text but not who the post was shown to: the platform fixes a post's
 * feed targeting when it goes out. Both sides are `targetingKey`s of the Graph object.
 */
export function targetingChangeViolations(published: string, requested: string): Violation[] {
  return published === requested ? [] : [violation('social_targeting_not_editable', { platform: PLATFORM })];
}

/** Epoch milliseconds of an ISO 8601 date-time with offset; undefined for anything else. */
export function parseSchedule(value: unknown): number | undefined {
  return dateTimeOf(value)?.getTime();
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function hasFirstComment(options: SocialOptions): boolean {
  return (options.firstComment ?? '').trim() !== '';
}
