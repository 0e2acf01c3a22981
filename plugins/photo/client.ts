import { graphErrorFields, regainAccessMinutes, type GraphError } from '../../core/http/graph-error';
import { graphInsightValues } from '../../core/http/graph-insights';
import { platformRequest, PlatformResponseError, type PlatformRequest } from '../../core/http/platform-http';

/** The parameters of `POST /{ig-user-id}/media`, in the platform's own names. */
export interface ContainerParams {
  media_type?: 'IMAGE' | 'VIDEO' | 'REELS' | 'STORIES' | 'CAROUSEL';
  image_url?: string;
  video_url?: string;
  caption?: string;
  is_carousel_item?: boolean;
  children?: string[];
  user_tags?: Array<{ username: string; x: number; y: number }>;
  collaborators?: string[];
  share_to_feed?: boolean;
  cover_url?: string;
  thumb_offset?: number;
}

export type ContainerStatusCode = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

export interface ContainerStatus {
  status_code: ContainerStatusCode;
  /** A sentence; for ERROR it names the reason, often with a subcode in brackets. */
  status?: string;
}

/** A published post as the account's media listing shows it. */
export interface PhotoMedia {
  id: string;
  caption?: string;
  timestamp?: string;
  media_type?: string;
  media_product_type?: string;
}

export interface PhotoComment {
  id: string;
  text?: string;
  timestamp?: string;
  from?: { id: string; username?: string };
  username?: string;
  /** True once the account hid it. */
  hidden?: boolean;
  /** Its replies, when the read expanded them (`replies{...}`). */
  replies?: { data?: PhotoComment[] };
}

export interface Page<T> {
  items: T[];
  /** Cursor of the next page; absent on the last page. */
  after?: string;
}

export interface PublishingLimit {
  quota_usage: number;
  config?: { quota_total: number; quota_duration: number };
}

/**
 * The platform refused a call. Keeps the Graph error (code and subcode tell the reasons apart)
 * and the rate-limit header, whose `estimated_time_to_regain_access` is the platform's own
 * answer to "how long until I may try again".
 */
export class PhotoApiError extends PlatformResponseError {
  readonly error: GraphError;
  /** Minutes, from `x-business-use-case-usage`; undefined when the header did not say. */
  readonly regainAccessMinutes?: number;

  constructor(status: number, headers: Headers, body: unknown) {
    super(status, headers, body);
    this.error = readGraphError(status, body);
    this.regainAccessMinutes = regainAccessMinutes(headers);
    const sub = this.error.error_subcode === undefined ? '' : `/${this.error.error_subcode}`;
    this.message = `photo platform answered ${status} (${this.error.code}${sub}): ${this.error.message}`;
    this.name = 'PhotoApiError';
  }

  get code(): number {
    return this.error.code;
  }

  get subcode(): number | undefined {
    return this.error.error_subcode;
  }
}

const LISTING_PAGE_SIZE = 50;

/** Instagram Graph API content publishing over `platformRequest`, for one professional account. */
export class PhotoClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly accessToken: string,
    private readonly signal?: AbortSignal,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async createContainer(userId: string, params: ContainerParams): Promise<string> {
    const res = await this.request<{ id: string }>('POST', `/${enc(userId)}/media`, undefined, params);
    return res.id;
  }

  containerStatus(containerId: string): Promise<ContainerStatus> {
    return this.request<ContainerStatus>('GET', `/${enc(containerId)}`, { fields: 'status_code,status' });
  }

  /** Publishes a finished container; the answer is the new post's media id. */
  async publishContainer(userId: string, creationId: string): Promise<string> {
    const res = await this.request<{ id: string }>('POST', `/${enc(userId)}/media_publish`, {
      creation_id: creationId,
    });
    return res.id;
  }

  async createComment(mediaId: string, message: string): Promise<string> {
    const res = await this.request<{ id: string }>('POST', `/${enc(mediaId)}/comments`, undefined, {
      message,
    });
    return res.id;
  }

  /** A comment under a comment (`POST /{ig-comment-id}/replies`); the answer is the reply's id. */
  async createReply(commentId: string, message: string): Promise<string> {
    const res = await this.request<{ id: string }>('POST', `/${enc(commentId)}/replies`, undefined, {
      message,
    });
    return res.id;
  }

  /** One page of the replies under a comment. */
  listReplies(commentId: string, after?: string): Promise<Page<PhotoComment>> {
    return this.page<PhotoComment>(`/${enc(commentId)}/replies`, 'id,text,timestamp,username', after);
  }

  /** Likes (or, `liked` false, unlikes) a media or a comment as the account; a repeat is a no-op. */
  async like(
    userId: string,
    object: { media_id: string } | { comment_id: string },
    liked: boolean,
  ): Promise<void> {
    await this.request(liked ? 'POST' : 'DELETE', `/${enc(userId)}/likes`, object);
  }

  async hideComment(commentId: string, hide: boolean): Promise<void> {
    await this.request('POST', `/${enc(commentId)}`, { hide: String(hide) });
  }

  async deleteComment(commentId: string): Promise<void> {
    await this.request('DELETE', `/${enc(commentId)}`);
  }

  /** One page of the account's feed posts and reels, newest first. */
  listMedia(userId: string, after?: string): Promise<Page<PhotoMedia>> {
    return this.page<PhotoMedia>(
      `/${enc(userId)}/media`,
      'id,caption,timestamp,media_type,media_product_type',
      after,
    );
  }

  /** One page of the account's stories still up (the last 24 hours). */
  listStories(userId: string, after?: string): Promise<Page<PhotoMedia>> {
    return this.page<PhotoMedia>(
      `/${enc(userId)}/stories`,
      'id,timestamp,media_type,media_product_type',
      after,
    );
  }

  listComments(mediaId: string, after?: string): Promise<Page<PhotoComment>> {
    return this.page<PhotoComment>(`/${enc(mediaId)}/comments`, 'id,text,timestamp,from', after);
  }

  async permalink(mediaId: string): Promise<string | undefined> {
    const res = await this.request<{ permalink?: string }>('GET', `/${enc(mediaId)}`, {
      fields: 'permalink',
    });
    return res.permalink;
  }

  /** FEED, REELS or STORY: which insights a post has, and whether it takes comments. */
  async productType(mediaId: string): Promise<string | undefined> {
    const res = await this.request<{ media_product_type?: string }>('GET', `/${enc(mediaId)}`, {
      fields: 'media_product_type',
    });
    return res.media_product_type;
  }

  /** One post's lifetime counts by metric name (`GET /{media-id}/insights`). */
  async insights(mediaId: string, metrics: string[]): Promise<Record<string, number>> {
    return graphInsightValues(
      await this.request<unknown>('GET', `/${enc(mediaId)}/insights`, { metric: metrics.join(',') }),
    );
  }

  /** The newest `limit` (1-100) comments on one post, whoever wrote them. */
  async comments(mediaId: string, limit: number): Promise<PhotoComment[]> {
    const res = await this.request<{ data?: PhotoComment[] }>('GET', `/${enc(mediaId)}/comments`, {
      // Replies to each comment come in the same answer (ours to someone's comment among them).
      fields: 'id,text,username,timestamp,hidden,replies{id,text,username,timestamp,hidden}',
      limit: String(limit),
    });
    return res.data ?? [];
  }

  async publishingLimit(userId: string): Promise<PublishingLimit> {
    const res = await this.request<{ data?: PublishingLimit[] }>(
      'GET',
      `/${enc(userId)}/content_publishing_limit`,
      { fields: 'quota_usage,config' },
    );
    const first = res.data?.[0];
    if (!first) throw new Error('photo platform: content_publishing_limit answered without data');
    return first;
  }

  private async page<T>(path: string, fields: string, after?: string): Promise<Page<T>> {
    const query: Record<string, string> = { fields, limit: String(LISTING_PAGE_SIZE) };
    if (after !== undefined) query.after = after;
    const res = await this.request<{
      data?: T[];
      paging?: { cursors?: { after?: string }; next?: string };
    }>('GET', path, query);
    // Graph keeps the cursors on the last page too; only `next` says there is more.
    const next = res.paging?.next !== undefined ? res.paging.cursors?.after : undefined;
    return { items: res.data ?? [], after: next };
  }

  private async request<T>(
    method: PlatformRequest['method'],
    path: string,
    query?: Record<string, string>,
    body?: unknown,
  ): Promise<T> {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    try {
      const res = await platformRequest<T>({
        method,
        url: `${this.baseUrl}${path}${search}`,
        // The header keeps the token out of URLs, which proxies and logs keep.
        headers: { authorization: `Bearer ${this.accessToken}` },
        body,
        signal: this.signal,
      });
      return res.body;
    } catch (err) {
      throw err instanceof PlatformResponseError ? new PhotoApiError(err.status, err.headers, err.body) : err;
    }
  }
}

/** Graph timestamps look like `2026-09-20T10:00:00+0000`; Date.parse wants the offset with a colon. */
export function parseGraphTime(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(parsed) ? undefined : parsed;
}

function enc(id: string): string {
  return encodeURIComponent(id);
}

function readGraphError(status: number, body: unknown): GraphError {
  const { code, ...fields } = graphErrorFields(body);
  if (code !== undefined) {
    return {
      ...fields,
      message: fields.message ?? `HTTP ${status}`,
      type: fields.type ?? 'OAuthException',
      code,
    };
  }
  // Not a Graph answer (a proxy's page, say): keep the status as the only code there is.
  return {
    message: typeof body === 'string' && body !== '' ? body : `HTTP ${status}`,
    type: 'Unknown',
    code: status,
  };
}
