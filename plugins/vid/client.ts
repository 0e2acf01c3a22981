import {
  platformRequest,
  PlatformResponseError,
  type PlatformRequest,
  type PlatformResponse,
} from '../../core/http/platform-http';

/** One entry of the platform's error list: `reason` is what tells the failures apart. */
export interface VidErrorItem {
  domain?: string;
  reason?: string;
  message?: string;
  location?: string;
  locationType?: string;
}

/** The Google API error envelope the platform answers every failure with. */
export interface VidErrorBody {
  error: { code: number; message: string; errors?: VidErrorItem[]; status?: string };
}

export interface VidSnippet {
  title: string;
  description?: string;
  tags?: string[];
  categoryId?: string;
  channelId?: string;
  publishedAt?: string;
  [field: string]: unknown;
}

export interface VidStatus {
  privacyStatus?: string;
  publishAt?: string;
  selfDeclaredMadeForKids?: boolean;
  uploadStatus?: string;
  [field: string]: unknown;
}

/** A video resource; which parts are present depends on the `part` asked for. */
export interface VidVideo {
  id: string;
  snippet?: VidSnippet;
  status?: VidStatus;
  fileDetails?: { fileSize?: string; fileType?: string };
  /** Counts as decimal strings, as the platform sends them; a hidden count is left out. */
  statistics?: { viewCount?: string; likeCount?: string; favoriteCount?: string; commentCount?: string };
}

/** What a video insert or update sends. */
export interface VidVideoResource {
  id?: string;
  snippet: VidSnippet;
  status?: VidStatus;
}

export interface VidPlaylistItem {
  id: string;
  snippet: {
    publishedAt: string;
    title: string;
    description: string;
    resourceId: { kind?: string; videoId: string };
  };
}

export interface VidComment {
  id: string;
  snippet: {
    videoId?: string;
    textOriginal?: string;
    textDisplay?: string;
    authorChannelId?: { value: string };
    authorDisplayName?: string;
    publishedAt?: string;
  };
}

export interface VidCommentThread {
  id: string;
  snippet: { videoId: string; topLevelComment: VidComment };
}

export interface VidPage<T> {
  items: T[];
  nextPageToken?: string;
}

/** Where a resumable upload stands: done with the video, or how many bytes the platform kept. */
export type UploadProgress = { done: true; video: VidVideo } | { done: false; received: number };

/** The platform refused a call; keeps its envelope because `reason`, not the status, names the failure. */
export class VidApiError extends PlatformResponseError {
  readonly reason: string;
  readonly domain: string;
  readonly description: string;

  constructor(status: number, headers: Headers, body: unknown) {
    super(status, headers, body);
    const envelope = isErrorBody(body) ? body.error : undefined;
    const first = envelope?.errors?.[0];
    this.reason = first?.reason ?? '';
    this.domain = first?.domain ?? '';
    this.description =
      envelope?.message ?? (typeof body === 'string' && body !== '' ? body : `HTTP ${status}`);
    this.name = 'VidApiError';
    this.message = `vid answered ${status}${this.reason ? ` ${this.reason}` : ''}: ${this.description}`;
  }

  /** The platform's Retry-After, in seconds (it may send seconds or an HTTP date). */
  retryAfterSeconds(nowMs: number = Date.now()): number | undefined {
    const value = this.headers.get('retry-after');
    if (value === null || value.trim() === '') return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
    const at = Date.parse(value);
    return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - nowMs) / 1000));
  }
}

/** The upload session is gone (expired or unknown): its bytes are lost and no video was made. */
export class VidSessionGoneError extends VidApiError {
  constructor(status: number, headers: Headers, body: unknown) {
    super(status, headers, body);
    this.name = 'VidSessionGoneError';
  }
}

const API = '/youtube/v3';
const UPLOAD = '/upload/youtube/v3';
/** A chunk is megabytes; the default 30 s deadline is for small JSON calls. */
const CHUNK_TIMEOUT_MS = 120_000;
const RESOURCE_PARTS = 'snippet,status';

/** The YouTube Data API v3 over `platformRequest`, acting for one channel with its OAuth token. */
export class VidClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly accessToken: string,
    private readonly signal?: AbortSignal,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** Opens a resumable upload for `resource`; returns the session URL the bytes go to. */
  async startUpload(
    resource: VidVideoResource,
    file: { bytes: number; contentType: string },
  ): Promise<string> {
    const url = `${this.baseUrl}${UPLOAD}/videos?uploadType=resumable&part=${RESOURCE_PARTS}`;
    const res = await this.call({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(file.bytes),
        'x-upload-content-type': file.contentType,
      },
      body: resource,
    });
    const location = res.headers.get('location');
    if (!location) throw new Error('vid: the upload was opened without a session URL');
    // The platform sends an absolute URL; resolving against the request also takes a relative one.
    return new URL(location, url).toString();
  }

  /** Sends bytes `start`..`start + bytes.length - 1` of a `total`-byte file. */
  async sendChunk(
    sessionUrl: string,
    chunk: { bytes: Buffer; start: number; total: number; contentType: string },
  ): Promise<UploadProgress> {
    const end = chunk.start + chunk.bytes.length - 1;
    const res = await this.call<VidVideo>(
      {
        method: 'PUT',
        url: sessionUrl,
        headers: {
          'content-type': chunk.contentType,
          'content-range': `bytes ${chunk.start}-${end}/${chunk.total}`,
        },
        body: chunk.bytes,
        timeoutMs: CHUNK_TIMEOUT_MS,
      },
      true,
    );
    return progressOf(res);
  }

  /** Asks how far the upload got (an empty PUT with `bytes * /total`), e.g. after a lost answer. */
  async uploadStatus(sessionUrl: string, total: number): Promise<UploadProgress> {
    const res = await this.call<VidVideo>(
      { method: 'PUT', url: sessionUrl, headers: { 'content-range': `bytes */${total}` }, body: '' },
      true,
    );
    return progressOf(res);
  }

  async setThumbnail(videoId: string, image: { bytes: Buffer; contentType: string }): Promise<void> {
    await this.call({
      method: 'POST',
      url: `${this.baseUrl}${UPLOAD}/thumbnails/set?videoId=${encodeURIComponent(videoId)}&uploadType=media`,
      headers: { 'content-type': image.contentType },
      body: image.bytes,
      timeoutMs: CHUNK_TIMEOUT_MS,
    });
  }

  /** The video, or undefined when the platform has no such video (or not for this channel). */
  async getVideo(id: string, parts: string): Promise<VidVideo | undefined> {
    const query = new URLSearchParams({ part: parts, id });
    const res = await this.call<{ items?: VidVideo[] }>({
      method: 'GET',
      url: `${this.baseUrl}${API}/videos?${query.toString()}`,
    });
    return res.body?.items?.[0];
  }

  /** Replaces the video's snippet and status: fields left out are cleared, as the platform does. */
  async updateVideo(resource: VidVideoResource & { id: string }): Promise<VidVideo> {
    const res = await this.call<VidVideo>({
      method: 'PUT',
      url: `${this.baseUrl}${API}/videos?part=${RESOURCE_PARTS}`,
      body: resource,
    });
    return res.body;
  }

  async deleteVideo(id: string): Promise<void> {
    await this.call({ method: 'DELETE', url: `${this.baseUrl}${API}/videos?id=${encodeURIComponent(id)}` });
  }

  /** The playlist that holds every upload of the token's channel, private ones included. */
  async uploadsPlaylistId(): Promise<string> {
    const res = await this.call<{
      items?: Array<{ contentDetails?: { relatedPlaylists?: { uploads?: string } } }>;
    }>({ method: 'GET', url: `${this.baseUrl}${API}/channels?part=contentDetails&mine=true` });
    const uploads = res.body?.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
    if (!uploads) throw new Error('vid: the channel answered without an uploads playlist');
    return uploads;
  }

  /** One page of a playlist, newest upload first for the uploads playlist. */
  async playlistItems(playlistId: string, pageToken?: string): Promise<VidPage<VidPlaylistItem>> {
    const query = new URLSearchParams({ part: 'snippet', playlistId, maxResults: '50' });
    if (pageToken !== undefined) query.set('pageToken', pageToken);
    const res = await this.call<VidPage<VidPlaylistItem>>({
      method: 'GET',
      url: `${this.baseUrl}${API}/playlistItems?${query.toString()}`,
    });
    return { items: res.body?.items ?? [], nextPageToken: res.body?.nextPageToken };
  }

  /** Posts `text` as a top-level comment under the video: a reply, on this channel. */
  async insertComment(videoId: string, text: string): Promise<VidCommentThread> {
    const res = await this.call<VidCommentThread>({
      method: 'POST',
      url: `${this.baseUrl}${API}/commentThreads?part=snippet`,
      body: { snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } } },
    });
    return res.body;
  }

  /** One page of the video's comment threads, newest first. */
  async commentThreads(
    videoId: string,
    pageToken?: string,
    maxResults = 100,
  ): Promise<VidPage<VidCommentThread>> {
    const query = new URLSearchParams({
      part: 'snippet',
      videoId,
      order: 'time',
      maxResults: String(maxResults),
      textFormat: 'plainText',
    });
    if (pageToken !== undefined) query.set('pageToken', pageToken);
    const res = await this.call<VidPage<VidCommentThread>>({
      method: 'GET',
      url: `${this.baseUrl}${API}/commentThreads?${query.toString()}`,
    });
    return { items: res.body?.items ?? [], nextPageToken: res.body?.nextPageToken };
  }

  /** `rating`: like, or none to take a like back. */
  async rateVideo(id: string, rating: 'like' | 'none'): Promise<void> {
    const query = new URLSearchParams({ id, rating });
    await this.call({ method: 'POST', url: `${this.baseUrl}${API}/videos/rate?${query.toString()}` });
  }

  /** A reply under a top-level comment. */
  async insertReply(parentId: string, text: string): Promise<VidComment> {
    const res = await this.call<VidComment>({
      method: 'POST',
      url: `${this.baseUrl}${API}/comments?part=snippet`,
      body: { snippet: { parentId, textOriginal: text } },
    });
    return res.body;
  }

  /** The replies under a top-level comment. */
  async commentReplies(parentId: string, pageToken?: string): Promise<VidPage<VidComment>> {
    const query = new URLSearchParams({
      part: 'snippet',
      parentId,
      maxResults: '100',
      textFormat: 'plainText',
    });
    if (pageToken !== undefined) query.set('pageToken', pageToken);
    const res = await this.call<VidPage<VidComment>>({
      method: 'GET',
      url: `${this.baseUrl}${API}/comments?${query.toString()}`,
    });
    return { items: res.body?.items ?? [], nextPageToken: res.body?.nextPageToken };
  }

  /** heldForReview hides a comment from the public threads; published shows it again. */
  async moderateComment(id: string, status: 'heldForReview' | 'published'): Promise<void> {
    const query = new URLSearchParams({ id, moderationStatus: status });
    await this.call({
      method: 'POST',
      url: `${this.baseUrl}${API}/comments/setModerationStatus?${query.toString()}`,
    });
  }

  /** The channel id behind a handle, or undefined when none has it. */
  async channelIdForHandle(handle: string): Promise<string | undefined> {
    const query = new URLSearchParams({ part: 'id', forHandle: `@${handle.replace(/^@/, '')}` });
    const res = await this.call<{ items?: Array<{ id: string }> }>({
      method: 'GET',
      url: `${this.baseUrl}${API}/channels?${query.toString()}`,
    });
    return res.body?.items?.[0]?.id;
  }

  async subscribe(channelId: string): Promise<void> {
    await this.call({
      method: 'POST',
      url: `${this.baseUrl}${API}/subscriptions?part=snippet`,
      body: { snippet: { resourceId: { kind: 'youtube#channel', channelId } } },
    });
  }

  /** The id of the token's subscription to `channelId`, if there is one. */
  async subscriptionTo(channelId: string): Promise<string | undefined> {
    const query = new URLSearchParams({ part: 'id', mine: 'true', forChannelId: channelId });
    const res = await this.call<{ items?: Array<{ id: string }> }>({
      method: 'GET',
      url: `${this.baseUrl}${API}/subscriptions?${query.toString()}`,
    });
    return res.body?.items?.[0]?.id;
  }

  async unsubscribe(subscriptionId: string): Promise<void> {
    await this.call({
      method: 'DELETE',
      url: `${this.baseUrl}${API}/subscriptions?id=${encodeURIComponent(subscriptionId)}`,
    });
  }

  async updateComment(id: string, text: string): Promise<void> {
    await this.call({
      method: 'PUT',
      url: `${this.baseUrl}${API}/comments?part=snippet`,
      body: { id, snippet: { textOriginal: text } },
    });
  }

  async deleteComment(id: string): Promise<void> {
    await this.call({ method: 'DELETE', url: `${this.baseUrl}${API}/comments?id=${encodeURIComponent(id)}` });
  }

  /** `session`: the call goes to an upload session URL, where 404 and 410 mean the session is gone. */
  private async call<T = unknown>(
    req: Omit<PlatformRequest, 'signal'>,
    session = false,
  ): Promise<PlatformResponse<T>> {
    try {
      return await platformRequest<T>({
        ...req,
        headers: { authorization: `Bearer ${this.accessToken}`, ...req.headers },
        signal: this.signal,
      });
    } catch (err) {
      if (!(err instanceof PlatformResponseError)) throw err;
      if (session && (err.status === 404 || err.status === 410)) {
        throw new VidSessionGoneError(err.status, err.headers, err.body);
      }
      throw new VidApiError(err.status, err.headers, err.body);
    }
  }
}

/** 200/201 carry the finished video; 308 "resume incomplete" says which bytes the platform kept. */
function progressOf(res: PlatformResponse<VidVideo>): UploadProgress {
  if (res.status === 308) {
    const range = /^bytes=0-(\d+)$/.exec(res.headers.get('range') ?? '');
    return { done: false, received: range ? Number(range[1]) + 1 : 0 };
  }
  if (!res.body || typeof res.body.id !== 'string') {
    throw new Error(`vid: upload answered ${res.status} without a video`);
  }
  return { done: true, video: res.body };
}

function isErrorBody(body: unknown): body is VidErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'object' && error !== null;
}
