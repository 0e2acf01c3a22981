import { platformRequest, PlatformResponseError } from '../../core/http/platform-http';

/** Every answer of the platform comes in this envelope; `error.code` "ok" is success. */
export interface ClipEnvelope<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

export interface CreatorInfo {
  creator_nickname: string;
  creator_username?: string;
  creator_avatar_url?: string;
  privacy_level_options: string[];
  comment_disabled: boolean;
  duet_disabled: boolean;
  stitch_disabled: boolean;
  max_video_post_duration_sec: number;
  /** Modelled: false when the platform would refuse any post from this creator now. */
  can_post?: boolean;
}

export interface VideoPostInfo {
  title?: string;
  privacy_level: string;
  disable_duet: boolean;
  disable_comment: boolean;
  disable_stitch: boolean;
  brand_content_toggle: boolean;
  brand_organic_toggle?: boolean;
}

export interface PhotoPostInfo {
  title: string;
  description?: string;
  privacy_level: string;
  disable_comment: boolean;
  brand_content_toggle: boolean;
  brand_organic_toggle?: boolean;
}

export interface VideoInitBody {
  post_info: VideoPostInfo;
  source_info:
    | { source: 'FILE_UPLOAD'; video_size: number; chunk_size: number; total_chunk_count: number }
    | { source: 'PULL_FROM_URL'; video_url: string };
}

export interface PhotoInitBody {
  media_type: 'PHOTO';
  post_mode: 'DIRECT_POST' | 'MEDIA_UPLOAD';
  post_info: PhotoPostInfo;
  source_info: { source: 'PULL_FROM_URL'; photo_images: string[]; photo_cover_index: number };
}

export type PublishStatus =
  'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'SEND_TO_USER_INBOX' | 'PUBLISH_COMPLETE' | 'FAILED';

export interface PublishStatusData {
  status: PublishStatus;
  fail_reason?: string;
  /** The platform's spelling. Ids are int64: read as strings so none loses digits. */
  publicaly_available_post_id?: Array<string | number>;
  uploaded_bytes?: number;
  downloaded_bytes?: number;
}

/** A post's counts as the video query returns them; a field comes only when asked for. */
export interface ClipVideoCounts {
  id: string;
  like_count?: number;
  comment_count?: number;
  share_count?: number;
  view_count?: number;
}

/** The platform refused a call: its error code, sentence and log id, and the HTTP answer. */
export class ClipApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly logId: string | undefined,
    /** Seconds from the answer's Retry-After header, when the platform sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`clip answered ${status} ${code}: ${description}`);
    this.name = 'ClipApiError';
  }
}

/** The upload server refused a chunk. It answers with a bare status: 403 and 404 mean the URL is gone. */
export class ClipUploadError extends Error {
  constructor(
    readonly status: number,
    readonly chunkIndex: number,
  ) {
    super(`clip upload server answered ${status} to chunk ${chunkIndex}`);
    this.name = 'ClipUploadError';
  }
}

export interface ChunkUpload {
  uploadUrl: string;
  body: Buffer;
  /** Half-open [start, end) within a file of `total` bytes. */
  start: number;
  end: number;
  total: number;
  contentType: string;
  index: number;
}

/** A chunk of up to 128 MB needs far longer than the default 30 seconds. */
const CHUNK_TIMEOUT_MS = 10 * 60 * 1000;

/** The Content Posting API over `platformRequest`, acting for one creator with their access token. */
export class ClipClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly accessToken: string,
    private readonly signal?: AbortSignal,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  creatorInfo(): Promise<CreatorInfo> {
    return this.call<CreatorInfo>('/v2/post/publish/creator_info/query/', {});
  }

  initVideo(body: VideoInitBody): Promise<{ publish_id: string; upload_url?: string }> {
    return this.call('/v2/post/publish/video/init/', body);
  }

  initPhoto(body: PhotoInitBody): Promise<{ publish_id: string }> {
    return this.call('/v2/post/publish/content/init/', body);
  }

  fetchStatus(publishId: string): Promise<PublishStatusData> {
    return this.call<PublishStatusData>('/v2/post/publish/status/fetch/', { publish_id: publishId });
  }

  /** The creator's own posts among `ids` (at most 20), with `fields`; others' ids are left out. */
  async queryVideos(ids: string[], fields: string[]): Promise<ClipVideoCounts[]> {
    const data = await this.call<{ videos?: ClipVideoCounts[] }>(
      `/v2/video/query/?fields=${encodeURIComponent(fields.join(','))}`,
      { filters: { video_ids: ids } },
    );
    return data.videos ?? [];
  }

  /** One chunk to the upload URL the init returned; 206 while more are due, 201 after the last. */
  async uploadChunk(chunk: ChunkUpload): Promise<number> {
    try {
      const res = await platformRequest({
        method: 'PUT',
        url: this.resolve(chunk.uploadUrl),
        headers: {
          'content-type': chunk.contentType,
          'content-range': `bytes ${chunk.start}-${chunk.end - 1}/${chunk.total}`,
        },
        body: chunk.body,
        timeoutMs: CHUNK_TIMEOUT_MS,
        signal: this.signal,
      });
      return res.status;
    } catch (err) {
      throw err instanceof PlatformResponseError ? new ClipUploadError(err.status, chunk.index) : err;
    }
  }

  /**
   * The real platform answers an absolute upload URL on its upload host. The emulator, which may be
   * mounted under a path it cannot see, answers one relative to the API base; resolving covers both.
   */
  private resolve(uploadUrl: string): string {
    return new URL(uploadUrl, `${this.baseUrl}/`).toString();
  }

  private async call<T>(path: string, body: unknown): Promise<T> {
    let res;
    try {
      res = await platformRequest<ClipEnvelope<T>>({
        method: 'POST',
        url: `${this.baseUrl}${path}`,
        headers: {
          authorization: `Bearer ${this.accessToken}`,
          'content-type': 'application/json; charset=UTF-8',
        },
        body: JSON.stringify(body),
        signal: this.signal,
      });
    } catch (err) {
      throw err instanceof PlatformResponseError ? toApiError(err.status, err.headers, err.body) : err;
    }
    // A 2xx without the "ok" envelope (a proxy's page, say) proves nothing went through.
    if (res.body?.error?.code !== 'ok' || res.body.data === undefined) {
      throw toApiError(res.status, res.headers, res.body);
    }
    return res.body.data;
  }
}

export function toApiError(status: number, headers: Headers, body: unknown): ClipApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  return new ClipApiError(
    status,
    typeof error.code === 'string' ? error.code : `http_${status}`,
    typeof error.message === 'string' ? error.message : typeof body === 'string' ? body : '',
    typeof error.log_id === 'string' ? error.log_id : undefined,
    retryAfter(headers.get('retry-after')),
  );
}

function retryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
