/**
 * `options.photo`: its JSON Schema (what clients may send) and one reader that turns whatever
 * arrived into typed options. The reader never throws: `validate` is pure and may see options the
 * schema has not checked, and the rules, not the reader, say what is wrong with them.
 */

export type PhotoKind = 'feed' | 'reel' | 'story';

/**
 * The reel's cover. Until the media service resolves `coverMediaId` to a file, a client (or the
 * API) may describe the cover inline, which is what lets `validate` check its type and size.
 */
export interface CoverFile {
  id?: string;
  url?: string;
  contentType?: string;
  bytes?: number;
}

/** As sent: `x` and `y` are checked by the rules, so they stay unknown here. */
export interface UserTagInput {
  username: string;
  x: unknown;
  y: unknown;
}

export interface PhotoOptions {
  kind: PhotoKind;
  /** Present when `coverMediaId` was given at all; a plain id becomes `{ id }`. */
  cover?: CoverFile;
  collaborators: string[];
  userTags: UserTagInput[];
  firstComment?: string;
  shareToFeed?: boolean;
}

const KINDS: readonly PhotoKind[] = ['feed', 'reel', 'story'];

export function readPhotoOptions(options: Record<string, unknown>): PhotoOptions {
  const kind = KINDS.find((k) => k === options.kind) ?? 'feed';
  const read: PhotoOptions = {
    kind,
    collaborators: Array.isArray(options.collaborators)
      ? options.collaborators.filter((c): c is string => typeof c === 'string' && c !== '')
      : [],
    userTags: Array.isArray(options.userTags) ? options.userTags.flatMap(readUserTag) : [],
  };
  const cover = readCover(options.coverMediaId);
  if (cover) read.cover = cover;
  if (typeof options.firstComment === 'string' && options.firstComment.trim() !== '') {
    read.firstComment = options.firstComment;
  }
  if (typeof options.shareToFeed === 'boolean') read.shareToFeed = options.shareToFeed;
  return read;
}

function readCover(value: unknown): CoverFile | undefined {
  if (typeof value === 'string') return value === '' ? undefined : { id: value };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const cover: CoverFile = {};
  if (typeof raw.id === 'string') cover.id = raw.id;
  if (typeof raw.url === 'string') cover.url = raw.url;
  if (typeof raw.contentType === 'string') cover.contentType = raw.contentType;
  if (typeof raw.bytes === 'number') cover.bytes = raw.bytes;
  return cover;
}

function readUserTag(value: unknown): UserTagInput[] {
  if (typeof value !== 'object' || value === null) return [];
  const raw = value as Record<string, unknown>;
  return typeof raw.username === 'string' ? [{ username: raw.username, x: raw.x, y: raw.y }] : [];
}

/**
 * Shapes only. Ranges and counts the spec gives codes to (tag positions, three collaborators)
 * are left to `validate`, so a client gets `photo_user_tag_position` rather than `invalid_params`.
 */
export const photoOptionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: KINDS,
      description:
        "What to publish: 'feed' (default; one image or video, or a carousel of 2-10), 'reel' (one video) or 'story' (one image or video, shown for 24 hours, no caption).",
    },
    coverMediaId: {
      description:
        'Reel only: the cover image (JPEG, up to 8MB). A media id, or until media ids resolve to files, the cover described inline as {url, contentType, bytes}.',
      oneOf: [
        { type: 'string', minLength: 1 },
        {
          type: 'object',
          properties: {
            id: { type: 'string', description: 'The media id, when there is one.' },
            url: { type: 'string', description: 'Where the platform can fetch the cover.' },
            contentType: { type: 'string', description: "Must be 'image/jpeg'." },
            bytes: { type: 'integer', minimum: 0, description: 'File size in bytes; up to 8MB.' },
          },
          required: ['contentType', 'bytes'],
          additionalProperties: false,
        },
      ],
    },
    collaborators: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      description: 'Usernames invited as collaborators (up to 3); not on stories.',
    },
    userTags: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          username: { type: 'string', minLength: 1 },
          x: { type: 'number', description: 'Horizontal position, 0 (left) to 1 (right).' },
          y: { type: 'number', description: 'Vertical position, 0 (top) to 1 (bottom).' },
        },
        required: ['username'],
        additionalProperties: false,
      },
      description: 'People tagged on the image (on the first image of a carousel); images only.',
    },
    firstComment: {
      type: 'string',
      description: 'Posted as the first comment right after the post; not on stories.',
    },
    shareToFeed: {
      type: 'boolean',
      description: 'Reel only: also show the reel in the profile feed (the platform default is true).',
    },
  },
  additionalProperties: false,
};
