import { count, instant, nullableInstant, nullableText, onlyTrue, record, text } from './shapes';
import {
  UPLOAD_LINK_DEFAULT_FILES,
  UPLOAD_LINK_DEFAULT_MINUTES,
  UPLOAD_LINK_MAX_FILES,
  UPLOAD_LINK_MAX_MINUTES,
  UPLOAD_LINK_MIN_MINUTES,
} from '../../core/media/limits';

/**
 * Presign. No field is `required` here: a missing one is the spec's `media_fields_required`
 * (with `reason: bytes_unknown` when only `bytes` is missing), which the service answers.
 */
export const presignMediaSchema = {
  type: 'object',
  properties: {
    fileName: { type: 'string', maxLength: 255 },
    contentType: { type: 'string', maxLength: 255 },
    bytes: { type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
} as const;

export const mediaIdParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 } },
  required: ['id'],
} as const;

/** From URL: an https URL to fetch, and optionally the name to keep (else the URL's last segment). */
export const mediaFromUrlSchema = {
  type: 'object',
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2048 },
    fileName: { type: 'string', maxLength: 255 },
  },
  required: ['url'],
  additionalProperties: false,
} as const;

/** Upload link: how many files it takes and how long it works (core/media/limits.ts). */
export const uploadLinkSchema = {
  type: 'object',
  properties: {
    maxFiles: {
      type: 'integer',
      minimum: 1,
      maximum: UPLOAD_LINK_MAX_FILES,
      default: UPLOAD_LINK_DEFAULT_FILES,
    },
    expiresInMinutes: {
      type: 'integer',
      minimum: UPLOAD_LINK_MIN_MINUTES,
      maximum: UPLOAD_LINK_MAX_MINUTES,
      default: UPLOAD_LINK_DEFAULT_MINUTES,
    },
  },
  additionalProperties: false,
} as const;

export const mediaView = record({
  id: text,
  workspaceId: text,
  fileName: text,
  contentType: text,
  detectedType: nullableText,
  kind: { enum: ['image', 'video', 'gif', 'document'] },
  bytes: count,
  status: { enum: ['pending', 'ready', 'expired'] },
  width: { type: ['integer', 'null'] },
  height: { type: ['integer', 'null'] },
  durationSec: { type: ['number', 'null'] },
  aspectRatio: { type: ['number', 'null'] },
  sha256: nullableText,
  url: nullableText,
  urlExpiresAt: nullableInstant,
  createdAt: instant,
  completedAt: nullableInstant,
  expiresAt: nullableInstant,
});

/** POST /v1/media: where to PUT the bytes, then what to call. */
export const presignView = record({
  id: text,
  uploadUrl: text,
  method: { const: 'PUT' },
  headers: { type: 'object', additionalProperties: text },
  expiresAt: instant,
  next: record({ complete: text }),
});

/** PUT on a presigned upload URL: the bytes are stored; `complete` is next. */
export const storedUploadView = record({
  id: text,
  workspaceId: text,
  bytes: count,
  status: { const: 'pending' },
  next: record({ complete: text }),
});

export const uploadLinkView = record({
  id: text,
  url: text,
  maxFiles: count,
  expiresAt: instant,
  files: { type: 'array', items: mediaView },
});

export const deletedMediaView = record({ id: text, deleted: onlyTrue });
