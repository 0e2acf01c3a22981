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
