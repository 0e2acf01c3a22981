/**
 * The strand platform's numbers, in one place so the plugin's checks and the emulator's refusals
 * can never drift apart (PLATFORMS.md "strand"; media figures from the platform's media specs).
 */

export const PLATFORM = 'strand';

/** Characters per post or chain item, emoji counted as their UTF-8 bytes. */
export const TEXT_LIMIT = 500;

export const TOPIC_TAG_MAX = 50;
/** The platform refuses a topic tag with a period or an ampersand. */
export const TOPIC_TAG_FORBIDDEN = /[.&]/;

/** Who may reply to a post (`reply_control`). */
export const REPLY_CONTROLS: readonly string[] = [
  'everyone',
  'accounts_you_follow',
  'mentioned_only',
  'parent_post_author_only',
  'followers_only',
];

export const CAROUSEL_MIN = 2;
export const CAROUSEL_MAX = 20;

export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/quicktime'];

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 300;
/** Widths above this are refused for video; images of any width are resized by the platform. */
export const VIDEO_MAX_WIDTH = 1920;
/** Width divided by height, inclusive bounds. */
export const IMAGE_ASPECT = { min: 1 / 10, max: 10 } as const;
export const VIDEO_ASPECT = { min: 1 / 100, max: 10 } as const;

/** Rolling 24-hour publishing quota per account (replies and deletes have their own). */
export const QUOTA_WINDOW_SECONDS = 86_400;
export const POST_QUOTA = 250;
export const REPLY_QUOTA = 1000;
export const DELETE_QUOTA = 100;

/** Unpublished containers expire this long after creation. */
export const CONTAINER_TTL_MS = 24 * 60 * 60 * 1000;
