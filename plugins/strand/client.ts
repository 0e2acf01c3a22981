import {
  PlatformNetworkError,
  platformRequest,
  PlatformResponseError,
  type PlatformRequest,
} from '../../core/http/platform-http';
import { graphErrorFields, type GraphError } from '../../core/http/graph-error';
import { graphInsightValues } from '../../core/http/graph-insights';
import type { ContainerStatus } from './graph-errors';
import type { StrandMediaType } from './media-plan';

/** The platform refused a call with its Graph error envelope (or something that should have been one). */
export class StrandApiError extends Error {
  readonly graph?: GraphError;

  constructor(
    readonly status: number,
    readonly headers: Headers,
    body: unknown,
  ) {
    const graph = graphErrorOf(body);
    super(`strand answered ${status}: ${graph ? `(#${graph.code}) ${graph.message}` : 'no error document'}`);
    this.name = 'StrandApiError';
    this.graph = graph;
  }

  get code(): number | undefined {
    return this.graph?.code;
  }

  get subcode(): number | undefined {
    return this.graph?.error_subcode;
  }
}

/** `POST /{user-id}/threads` parameters, in the platform's own names. */
export interface ContainerParams {
  media_type: StrandMediaType;
  text?: string;
  image_url?: string;
  video_url?: string;
  children?: string[];
  is_carousel_item?: boolean;
  reply_to_id?: string;
  reply_control?: string;
  topic_tag?: string;
  link_attachment?: string;
}

export interface ContainerState {
  id: string;
  status: ContainerStatus;
  error_message?: string;
}

/** A published post as the listing edges return it; fields come only when asked for. */
export interface StrandMedia {
  id: string;
  text?: string;
  timestamp?: string;
  media_type?: string;
  replied_to?: { id: string };
  permalink?: string;
  username?: string;
  /** On a reply: HIDDEN once the post's owner hid it (NOT_HUSHED, UNHUSHED, ... otherwise). */
  hide_status?: string;
}

export interface MediaPage {
  posts: StrandMedia[];
  /** Cursor of the next page; absent on the last page. */
  after?: string;
}

export interface PublishingLimit {
  quota_usage: number;
  config: { quota_total: number; quota_duration: number };
}

const LISTING_FIELDS = 'id,text,timestamp,media_type,replied_to';

/** The platform's Graph-style API over `platformRequest`, acting for one account with its token. */
export class StrandClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly accessToken: string,
    private readonly signal?: AbortSignal,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** Step one: a container the platform prepares (fetching media) before it can be published. */
  async createContainer(userId: string, params: ContainerParams): Promise<string> {
    const res = await this.request<{ id?: unknown }>('POST', `/${enc(userId)}/threads`, formOf(params));
    if (typeof res.id !== 'string') throw new Error('strand created a container but sent no id');
    return res.id;
  }

  async containerStatus(containerId: string): Promise<ContainerState> {
    const res = await this.request<Partial<ContainerState>>(
      'GET',
      `/${enc(containerId)}?fields=status,error_message`,
    );
    if (typeof res.status !== 'string') throw new Error(`strand sent no status for container ${containerId}`);
    return { id: containerId, status: res.status, error_message: res.error_message };
  }

  /** Step two: the container becomes a post. Only this call puts anything in front of readers. */
  async publishContainer(userId: string, containerId: string): Promise<string> {
    const query = new URLSearchParams({ creation_id: containerId });
    const res = await this.request<{ id?: unknown }>('POST', `/${enc(userId)}/threads_publish?${query}`);
    if (typeof res.id !== 'string') {
      // A success without an id may well have published: say "answer lost" so the post is looked up.
      throw new PlatformNetworkError('connection', true, 'strand published without returning a post id');
    }
    return res.id;
  }

  /** One page, newest first, of the account's posts (`threads`) or replies (`replies`) since `since`. */
  async listMedia(
    userId: string,
    edge: 'threads' | 'replies',
    since: Date,
    after?: string,
  ): Promise<MediaPage> {
    const query = new URLSearchParams({
      fields: LISTING_FIELDS,
      since: String(Math.floor(since.getTime() / 1000)),
      limit: '100',
    });
    if (after !== undefined) query.set('after', after);
    const res = await this.request<{
      data?: StrandMedia[];
      paging?: { cursors?: { after?: string }; next?: string };
    }>('GET', `/${enc(userId)}/${edge}?${query}`);
    if (!Array.isArray(res.data)) throw new Error(`strand sent no data for /${edge}`);
    // Only `next` says more pages exist; the cursor alone is present on the last page too.
    const next = res.paging?.next ? res.paging.cursors?.after : undefined;
    return { posts: res.data, after: next };
  }

  /** The newest `limit` (1-100) posts of the account (root posts; replies live on their own edge). */
  async recentMedia(userId: string, limit: number): Promise<StrandMedia[]> {
    const query = new URLSearchParams({ fields: `${LISTING_FIELDS},permalink`, limit: String(limit) });
    const res = await this.request<{ data?: StrandMedia[] }>('GET', `/${enc(userId)}/threads?${query}`);
    if (!Array.isArray(res.data)) throw new Error('strand sent no data for /threads');
    return res.data;
  }

  async deleteMedia(mediaId: string): Promise<void> {
    const res = await this.request<{ success?: unknown }>('DELETE', `/${enc(mediaId)}`);
    if (res.success !== true) throw new Error(`strand did not confirm deleting ${mediaId}`);
  }

  async permalink(mediaId: string): Promise<string | undefined> {
    const res = await this.request<{ permalink?: unknown }>('GET', `/${enc(mediaId)}?fields=permalink`);
    return typeof res.permalink === 'string' ? res.permalink : undefined;
  }

  /** One post's lifetime counts by metric name (`GET /{media-id}/insights`). */
  async insights(mediaId: string, metrics: string[]): Promise<Record<string, number>> {
    const query = new URLSearchParams({ metric: metrics.join(',') });
    return graphInsightValues(await this.request<unknown>('GET', `/${enc(mediaId)}/insights?${query}`));
  }

  /** The newest `limit` (1-100) top-level replies to one post, whoever wrote them. */
  async mediaReplies(mediaId: string, limit: number): Promise<StrandMedia[]> {
    const query = new URLSearchParams({
      fields: 'id,text,username,timestamp,replied_to,hide_status',
      reverse: 'true',
      limit: String(limit),
    });
    const res = await this.request<{ data?: StrandMedia[] }>('GET', `/${enc(mediaId)}/replies?${query}`);
    if (!Array.isArray(res.data)) throw new Error(`strand sent no data for the replies of ${mediaId}`);
    return res.data;
  }

  /** Hides (or shows again) a top-level reply under one of the account's posts. */
  async manageReply(replyId: string, hide: boolean): Promise<void> {
    const form = new URLSearchParams({ hide: String(hide) }).toString();
    const res = await this.request<{ success?: unknown }>('POST', `/${enc(replyId)}/manage_reply`, form);
    if (res.success !== true)
      throw new Error(`strand did not confirm ${hide ? 'hiding' : 'showing'} ${replyId}`);
  }

  async publishingLimit(userId: string): Promise<PublishingLimit> {
    const res = await this.request<{ data?: PublishingLimit[] }>(
      'GET',
      `/${enc(userId)}/threads_publishing_limit?fields=quota_usage,config`,
    );
    const entry = res.data?.[0];
    if (!entry || typeof entry.quota_usage !== 'number' || typeof entry.config?.quota_total !== 'number') {
      throw new Error('strand sent no publishing limit');
    }
    return entry;
  }

  private async request<T>(method: PlatformRequest['method'], path: string, form?: string): Promise<T> {
    try {
      const res = await platformRequest<T>({
        method,
        url: `${this.baseUrl}${path}`,
        // In a header rather than `access_token=` so the token never lands in a logged URL.
        headers: {
          authorization: `Bearer ${this.accessToken}`,
          ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form,
        signal: this.signal,
      });
      return (res.body ?? {}) as T;
    } catch (err) {
      throw err instanceof PlatformResponseError
        ? new StrandApiError(err.status, err.headers, err.body)
        : err;
    }
  }
}

/** Graph endpoints take form parameters; lists are comma-separated, as the platform documents. */
function formOf(params: ContainerParams): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    form.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return form.toString();
}

function enc(id: string): string {
  return encodeURIComponent(id);
}

function graphErrorOf(body: unknown): GraphError | undefined {
  const { code, ...fields } = graphErrorFields(body);
  if (code === undefined) return undefined;
  return { ...fields, message: fields.message ?? '', code };
}
