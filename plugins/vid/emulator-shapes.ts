import { createHash, randomBytes } from 'node:crypto';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';

/**
 * The platform's wire shapes for the emulator: the Google error envelope, and videos, playlist
 * items and comment threads rendered from stored posts.
 */

export interface GoogleFailure {
  status: number;
  reason: string;
  message: string;
  domain?: string;
  /** Google's canonical status name (UNAUTHENTICATED, RESOURCE_EXHAUSTED, ...). */
  statusName?: string;
  location?: string;
  headers?: Record<string, string>;
}

export const failure = (
  status: number,
  reason: string,
  message: string,
  more: Omit<GoogleFailure, 'status' | 'reason' | 'message'> = {},
): GoogleFailure => ({ status, reason, message, ...more });

/** The answer each refusal kind gives; nothing is stored. */
export const REFUSALS: Record<string, GoogleFailure> = {
  server_error: failure(500, 'backendError', 'Internal error encountered.', { statusName: 'INTERNAL' }),
  chunk_error: failure(503, 'backendError', 'Backend Error', { statusName: 'UNAVAILABLE' }),
  read_error: failure(500, 'backendError', 'Internal error encountered.', { statusName: 'INTERNAL' }),
  rate_limit: failure(429, 'rateLimitExceeded', 'The request cannot be completed: too many requests.', {
    domain: 'usageLimits',
    statusName: 'RESOURCE_EXHAUSTED',
    headers: { 'retry-after': '30' },
  }),
  auth: failure(
    401,
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    { statusName: 'UNAUTHENTICATED', location: 'Authorization' },
  ),
  quota_exceeded: failure(
    403,
    'quotaExceeded',
    'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    { domain: 'youtube.quota' },
  ),
  forbidden: failure(403, 'forbidden', 'The request is not properly authorized.', {
    domain: 'youtube.video',
  }),
  upload_limit: failure(
    400,
    'uploadLimitExceeded',
    'The user has exceeded the number of videos they may upload.',
    {
      domain: 'youtube.video',
    },
  ),
  invalid_title: failure(
    400,
    'invalidTitle',
    'The request metadata specifies an invalid or empty video title.',
    {
      domain: 'youtube.video',
    },
  ),
};

export const UNAUTHORIZED = REFUSALS.auth;

export function answerFailure(ctx: RouterContext, f: GoogleFailure): void {
  ctx.status = f.status;
  for (const [name, value] of Object.entries(f.headers ?? {})) ctx.set(name, value);
  ctx.body = {
    error: {
      code: f.status,
      message: f.message,
      errors: [
        {
          message: f.message,
          domain: f.domain ?? 'global',
          reason: f.reason,
          ...(f.location
            ? { location: f.location, locationType: f.status === 401 ? 'header' : 'parameter' }
            : {}),
        },
      ],
      ...(f.statusName ? { status: f.statusName } : {}),
    },
  };
}

export function newVideoId(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}

/** Top-level comment ids look like "Ugx…AaABAg": 26 characters, never 11 like a video id. */
export function newCommentId(): string {
  return `Ug${randomBytes(14).toString('base64url').slice(0, 18)}AaABAg`;
}

export function newUploadId(): string {
  return randomBytes(24).toString('base64url');
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function uploadsPlaylistOf(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

function etagOf(post: EmulatedPost): string {
  return createHash('sha1')
    .update(`${post.id}:${String(post.editedAt ?? post.createdAt)}`)
    .digest('base64url');
}

/**
 * What the world sees: a private video with a `publishAt` that has passed went public then, as
 * the platform's scheduled release does.
 */
export function privacyNow(post: EmulatedPost, nowMs: number): string {
  const privacy = String(post.privacyStatus);
  const publishAt = typeof post.publishAt === 'string' ? Date.parse(post.publishAt) : NaN;
  return privacy === 'private' && publishAt <= nowMs ? 'public' : privacy;
}

/** A video resource with the parts asked for; fileDetails only for its owner. */
export function renderVideo(
  post: EmulatedPost,
  parts: ReadonlySet<string>,
  opts: { nowMs: number; owner: boolean },
): Record<string, unknown> {
  const video: Record<string, unknown> = { kind: 'youtube#video', etag: etagOf(post), id: post.id };
  const tags = Array.isArray(post.tags) && post.tags.length > 0 ? { tags: post.tags } : {};
  if (parts.has('snippet')) {
    video.snippet = {
      publishedAt: post.createdAt,
      channelId: post.accountId,
      title: post.title,
      description: post.text,
      thumbnails: {
        default: { url: `https://i.ytimg.com/vi/${post.id}/default.jpg`, width: 120, height: 90 },
      },
      channelTitle: post.channelTitle,
      ...tags,
      categoryId: post.categoryId,
      liveBroadcastContent: 'none',
      ...(typeof post.defaultLanguage === 'string' ? { defaultLanguage: post.defaultLanguage } : {}),
      localized: { title: post.title, description: post.text },
    };
  }
  if (parts.has('status')) {
    const privacyStatus = privacyNow(post, opts.nowMs);
    video.status = {
      uploadStatus: 'processed',
      privacyStatus,
      ...(privacyStatus === 'private' && typeof post.publishAt === 'string'
        ? { publishAt: post.publishAt }
        : {}),
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: post.selfDeclaredMadeForKids === true,
      ...(typeof post.selfDeclaredMadeForKids === 'boolean'
        ? { selfDeclaredMadeForKids: post.selfDeclaredMadeForKids }
        : {}),
    };
  }
  if (parts.has('fileDetails') && opts.owner) {
    video.fileDetails = { fileSize: String(post.bytes), fileType: 'video' };
  }
  return video;
}

export function renderPlaylistItem(
  post: EmulatedPost,
  playlistId: string,
  position: number,
): Record<string, unknown> {
  return {
    kind: 'youtube#playlistItem',
    etag: etagOf(post),
    id: Buffer.from(`${playlistId}.${post.id}`).toString('base64url'),
    snippet: {
      publishedAt: post.createdAt,
      channelId: post.accountId,
      title: post.title,
      description: post.text,
      channelTitle: post.channelTitle,
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: post.id },
      videoOwnerChannelId: post.accountId,
    },
  };
}

export function renderComment(post: EmulatedPost): Record<string, unknown> {
  return {
    kind: 'youtube#comment',
    etag: etagOf(post),
    id: post.id,
    snippet: {
      channelId: post.videoChannelId,
      videoId: post.replyToId,
      textDisplay: post.text,
      textOriginal: post.text,
      authorDisplayName: `@${String(post.channelTitle)}`,
      authorChannelId: { value: post.accountId },
      canRate: true,
      viewerRating: 'none',
      likeCount: 0,
      publishedAt: post.createdAt,
      updatedAt: post.editedAt ?? post.createdAt,
    },
  };
}

export function renderCommentThread(post: EmulatedPost): Record<string, unknown> {
  return {
    kind: 'youtube#commentThread',
    etag: etagOf(post),
    id: post.id,
    snippet: {
      channelId: post.videoChannelId,
      videoId: post.replyToId,
      topLevelComment: renderComment(post),
      canReply: true,
      totalReplyCount: 0,
      isPublic: true,
    },
  };
}

/** Page tokens are opaque to clients; here they carry the offset of the page's first item. */
export function pageOf<T>(
  items: T[],
  token: string | undefined,
  size: number,
): { page: T[]; nextPageToken?: string } | undefined {
  let offset = 0;
  if (token !== undefined) {
    const decoded = /^o:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    if (!decoded) return undefined;
    offset = Number(decoded[1]);
  }
  const page = items.slice(offset, offset + size);
  const next =
    offset + size < items.length ? Buffer.from(`o:${offset + size}`).toString('base64url') : undefined;
  return { page, ...(next ? { nextPageToken: next } : {}) };
}
