import type { MediaKind } from '../entities/media';

/** Every content type presign accepts, with the kind it makes. One list: presign and complete read it. */
export const ACCEPTED_TYPES: Readonly<Record<string, MediaKind>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'gif',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'application/pdf': 'document',
  'application/x-hwp': 'document',
  'application/hwp+zip': 'document',
};

const MB = 1024 * 1024;

/** The largest file of each kind (media_too_large carries the one that applied). */
export const SIZE_LIMITS: Readonly<Record<MediaKind, number>> = {
  image: 8 * MB,
  gif: 15 * MB,
  video: 1024 * MB,
  document: 50 * MB,
};

export const BYTES_PER_MB = MB;

/** A presigned upload that got no bytes for this long counts as stale. */
export const STALE_UPLOAD_MINUTES = 30;
/** A presigned upload never completed this long after it was made is reclaimed (media_expired). */
export const RECLAIM_AFTER_HOURS = 24;
/** Presign is refused while a workspace has this many stale uploads (upload_bytes_missing). */
export const STALE_UPLOADS_BLOCKING = 3;

/** How long a presigned upload URL works (a started upload runs to its end). */
export const UPLOAD_URL_TTL_MS = 2 * 60 * 60 * 1000;
/** How long the download URL in `GET /v1/media/{id}` works. */
export const DOWNLOAD_URL_TTL_MS = 60 * 60 * 1000;
/** How long the URL handed to a plugin at publish works: platforms may pull well after the call. */
export const PUBLISH_URL_TTL_MS = 6 * 60 * 60 * 1000;

/** The family a type belongs to, for "the bytes match what was declared": image, video, document. */
export function familyOf(kind: MediaKind): 'image' | 'video' | 'document' {
  return kind === 'gif' ? 'image' : kind;
}

/** A video fetched from a URL (POST /v1/media/from-url) may be at most this big; larger ones upload. */
export const URL_VIDEO_SIZE_LIMIT = 300 * MB;
/** Redirects followed when fetching media from a URL. */
export const URL_FETCH_MAX_REDIRECTS = 5;
/** A 429 asking to wait at most this long is retried once. */
export const URL_FETCH_MAX_RETRY_AFTER_SEC = 5;
/** How long a URL fetch waits for a connection, an answer, or the next bytes. */
export const URL_FETCH_TIMEOUT_MS = 30_000;

/** The most a file of this kind fetched from a URL may weigh. */
export function urlSizeLimit(kind: MediaKind): number {
  return kind === 'video' ? Math.min(URL_VIDEO_SIZE_LIMIT, SIZE_LIMITS.video) : SIZE_LIMITS[kind];
}

/** Upload links (POST /v1/media/upload-links): how many files one takes, and how long it works. */
export const UPLOAD_LINK_MAX_FILES = 50;
export const UPLOAD_LINK_DEFAULT_FILES = 10;
export const UPLOAD_LINK_MIN_MINUTES = 5;
export const UPLOAD_LINK_MAX_MINUTES = 1440;
export const UPLOAD_LINK_DEFAULT_MINUTES = 60;
/** A file that arrived through an upload link is kept this long, then reclaimed unless a post may still send it. */
export const LINK_UPLOAD_KEEP_DAYS = 7;
