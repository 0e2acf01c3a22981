import {
  platformRequest,
  PlatformNetworkError,
  PlatformResponseError,
  type PlatformRequest,
} from '../../core/http/platform-http';
import { graphErrorFields, type GraphError } from '../../core/http/graph-error';

/** The Graph API refused a call; `headers` keep the rate-limit usage headers classify reads. */
export class SocialApiError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly error: GraphError,
  ) {
    super(`social answered ${status} (#${error.code}${subcodeText(error)}): ${error.message}`);
    this.name = 'SocialApiError';
  }
}

/** The upload host refused a chunk; it answers `{"debug_info": {retriable, type, message}}`, not Graph's shape. */
export class UploadApiError extends Error {
  constructor(
    readonly status: number,
    readonly retriable: boolean,
    readonly type: string,
    readonly detail: string,
  ) {
    super(`social upload answered ${status} (${type}): ${detail}`);
    this.name = 'UploadApiError';
  }
}

export interface FeedPostParams {
  message?: string;
  link?: string;
  published?: boolean;
  scheduled_publish_time?: number;
  attached_media?: Array<{ media_fbid: string }>;
  feed_targeting?: Record<string, unknown>;
}

export interface PhotoParams {
  url: string;
  caption?: string;
  published: boolean;
  scheduled_publish_time?: number;
  /** For unpublished photos a scheduled multi-photo post will attach later. */
  temporary?: boolean;
}

export interface VideoParams {
  file_url: string;
  title?: string;
  description?: string;
  published?: boolean;
  scheduled_publish_time?: number;
}

export interface UploadSession {
  video_id: string;
  upload_url: string;
}

/** One page of an edge listing; `after` is the cursor of the next page, absent on the last. */
export interface EdgePage<T> {
  data: T[];
  after?: string;
}

/** Items as the listings return them; fields are present only when asked for and set. */
export interface GraphPost {
  id: string;
  message?: string;
  description?: string;
  created_time?: string;
  scheduled_publish_time?: number;
  from?: { id: string; name?: string };
}

export interface GraphStory {
  post_id: string;
  status?: string;
  creation_time?: string;
  media_type?: string;
  media_id?: string;
  url?: string;
}

const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The Pages API over `platformRequest`, acting for one Page with its Page access token. Paths are
 * the Graph API's, relative to a versioned base (`https://graph.facebook.com/v21.0` or the
 * emulator). JSON bodies, which the Graph API accepts alongside form posts.
 */
export class SocialClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly accessToken: string,
    private readonly signal?: AbortSignal,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async createFeedPost(pageId: string, params: FeedPostParams): Promise<string> {
    const res = await this.graph<{ id?: unknown }>('POST', `/${pageId}/feed`, params);
    return requireId(res.id);
  }

  /** `{id}` is the photo; `post_id` the feed post a published photo makes. */
  async createPhoto(pageId: string, params: PhotoParams): Promise<{ id: string; postId?: string }> {
    const res = await this.graph<{ id?: unknown; post_id?: unknown }>('POST', `/${pageId}/photos`, params);
    return { id: requireId(res.id), postId: typeof res.post_id === 'string' ? res.post_id : undefined };
  }

  async createVideo(pageId: string, params: VideoParams): Promise<string> {
    const res = await this.graph<{ id?: unknown }>('POST', `/${pageId}/videos`, params);
    return requireId(res.id);
  }

  /** Opens an upload session on `video_reels` or `video_stories`. */
  async startVideoUpload(pageId: string, edge: 'video_reels' | 'video_stories'): Promise<UploadSession> {
    const res = await this.graph<{ video_id?: unknown; upload_url?: unknown }>('POST', `/${pageId}/${edge}`, {
      upload_phase: 'start',
    });
    if (typeof res.upload_url !== 'string') throw lostAnswer('an upload session without upload_url');
    return { video_id: requireId(res.video_id), upload_url: res.upload_url };
  }

  async finishReel(pageId: string, videoId: string, description: string): Promise<void> {
    const res = await this.graph<{ success?: unknown }>('POST', `/${pageId}/video_reels`, {
      upload_phase: 'finish',
      video_id: videoId,
      video_state: 'PUBLISHED',
      description,
    });
    if (res.success !== true) throw lostAnswer('a reel finish without success');
  }

  /** Publishes an uploaded video as a story; the answer's `post_id` is the story. */
  async finishVideoStory(pageId: string, videoId: string): Promise<string> {
    const res = await this.graph<{ post_id?: unknown }>('POST', `/${pageId}/video_stories`, {
      upload_phase: 'finish',
      video_id: videoId,
    });
    return requireId(res.post_id);
  }

  async createPhotoStory(pageId: string, photoId: string): Promise<string> {
    const res = await this.graph<{ post_id?: unknown }>('POST', `/${pageId}/photo_stories`, {
      photo_id: photoId,
    });
    return requireId(res.post_id);
  }

  async comment(objectId: string, message: string, attachmentUrl?: string): Promise<string> {
    const body: Record<string, string> = { message };
    if (attachmentUrl !== undefined) body.attachment_url = attachmentUrl;
    const res = await this.graph<{ id?: unknown }>('POST', `/${objectId}/comments`, body);
    return requireId(res.id);
  }

  /** Likes (or, `liked` false, unlikes) a post or comment as the Page; a repeat is answered as done. */
  async like(objectId: string, liked: boolean): Promise<void> {
    await this.graph(liked ? 'POST' : 'DELETE', `/${objectId}/likes`);
  }

  /** Hides (or shows again) a comment under one of the Page's posts. */
  async hideComment(commentId: string, hidden: boolean): Promise<void> {
    await this.graph('POST', `/${commentId}`, { is_hidden: hidden });
  }

  async update(objectId: string, fields: Record<string, string>): Promise<void> {
    await this.graph('POST', `/${objectId}`, fields);
  }

  async remove(objectId: string): Promise<void> {
    await this.graph('DELETE', `/${objectId}`);
  }

  async read<T>(objectId: string, fields: string[]): Promise<T> {
    return this.graph<T>('GET', `/${objectId}`, undefined, { fields: fields.join(',') });
  }

  /** How many bytes the upload host holds for a video: where an interrupted upload resumes. */
  async uploadedBytes(videoId: string): Promise<number> {
    const res = await this.read<{ status?: { uploading_phase?: { bytes_transferred?: unknown } } }>(videoId, [
      'status',
    ]);
    const transferred = Number(res.status?.uploading_phase?.bytes_transferred ?? 0);
    return Number.isFinite(transferred) ? transferred : 0;
  }

  /**
   * Sends bytes `offset`..`offset + bytes.length` of a `fileSize`-byte file to the upload host.
   * A relative `upload_url` (the emulator's, which cannot know where it is mounted) is resolved
   * against the base URL; the real platform's absolute one is left as it is.
   */
  async uploadChunk(uploadUrl: string, offset: number, fileSize: number, bytes: Buffer): Promise<void> {
    const url = new URL(uploadUrl, `${this.baseUrl}/`).toString();
    try {
      await platformRequest({
        method: 'POST',
        url,
        headers: {
          authorization: `OAuth ${this.accessToken}`,
          offset: String(offset),
          file_size: String(fileSize),
          'content-type': 'application/octet-stream',
        },
        body: bytes,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        signal: this.signal,
      });
    } catch (err) {
      throw err instanceof PlatformResponseError ? toApiError(err) : err;
    }
  }

  /** One page of an edge (`feed`, `videos`, `comments`, ...), newest first where the edge sorts so. */
  async listEdge<T>(path: string, params: Record<string, string>, after?: string): Promise<EdgePage<T>> {
    const query = { ...params, ...(after !== undefined ? { after } : {}) };
    const res = await this.graph<{
      data?: unknown;
      paging?: { cursors?: { after?: unknown }; next?: unknown };
    }>('GET', path, undefined, query);
    if (!Array.isArray(res.data)) throw new Error(`social: ${path} answered without a data list`);
    const cursor = res.paging?.cursors?.after;
    const more = typeof res.paging?.next === 'string' && typeof cursor === 'string';
    return { data: res.data as T[], after: more ? (cursor as string) : undefined };
  }

  private async graph<T>(
    method: PlatformRequest['method'],
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<T> {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    try {
      const res = await platformRequest<T>({
        method,
        url: `${this.baseUrl}${path}${search}`,
        headers: { authorization: `Bearer ${this.accessToken}` },
        body,
        signal: this.signal,
      });
      return (res.body ?? {}) as T;
    } catch (err) {
      throw err instanceof PlatformResponseError ? toApiError(err) : err;
    }
  }
}

/** The client's error for a refused Graph call (or upload), as `classify` reads it. */
export function toApiError(err: PlatformResponseError): Error {
  const body = isRecord(err.body) ? err.body : {};
  if (isRecord(body.debug_info)) {
    const info = body.debug_info;
    return new UploadApiError(
      err.status,
      info.retriable === true,
      typeof info.type === 'string' ? info.type : 'UnknownError',
      typeof info.message === 'string' ? info.message : `status ${err.status}`,
    );
  }
  const error = graphErrorFields(err.body);
  return new SocialApiError(err.status, err.headers, {
    ...error,
    message: error.message ?? (typeof err.body === 'string' ? err.body : `status ${err.status}`),
    code: error.code ?? 0,
  });
}

/**
 * A 2xx without the id of what was made does not prove nothing was made: treat it as a lost
 * answer, so the publish service looks the post up instead of sending it again.
 */
function requireId(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw lostAnswer('an answer without the id of what was made');
}

function lostAnswer(what: string): PlatformNetworkError {
  return new PlatformNetworkError('connection', true, `social: the platform sent ${what}`);
}

function subcodeText(error: GraphError): string {
  return error.error_subcode !== undefined ? `/${error.error_subcode}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
