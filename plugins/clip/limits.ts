/**
 * The platform's numbers in one place, shared by the rules, the publisher and the emulator so the
 * three never disagree.
 */

/** A video's caption (sent as `post_info.title`), counted in UTF-16 units as the platform does. */
export const CAPTION_LIMIT = 2200;
/** A photo post's caption (`post_info.description`); the platform allows more than for videos. */
export const PHOTO_DESCRIPTION_LIMIT = 4000;
/** A photo post's title (`options.clip.title`), in UTF-16 units. */
export const TITLE_LIMIT = 90;
export const MAX_PHOTOS = 35;
export const MAX_VIDEOS = 1;

/** Formats the platform takes: photos as JPEG or WebP only, videos as MP4, WebM or QuickTime. */
export const PHOTO_TYPES = ['image/jpeg', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

const MB = 1024 * 1024;

/**
 * How a FILE_UPLOAD video is cut into chunks. Every chunk but the last is `minChunkBytes` to
 * `maxChunkBytes`; the last may grow to `maxFinalChunkBytes` to take the trailing bytes; a video
 * under `minChunkBytes` goes whole. Configurable so that tests can use files of a few kilobytes;
 * the plugin and its emulator are built from the same numbers.
 */
export interface TransferLimits {
  minChunkBytes: number;
  maxChunkBytes: number;
  maxFinalChunkBytes: number;
  maxChunks: number;
}

export const PLATFORM_TRANSFER_LIMITS: TransferLimits = {
  minChunkBytes: 5 * MB,
  maxChunkBytes: 64 * MB,
  maxFinalChunkBytes: 128 * MB,
  maxChunks: 1000,
};

/** Chunk size the plugin prefers: inside the bounds whichever way "5 MB" is read (10^6 or 2^20). */
export const PREFERRED_CHUNK_BYTES = 10 * MB;
