import { randomBytes } from 'node:crypto';
import { platformRequest, PlatformResponseError, type PlatformRequest } from '../../core/http/platform-http';

/** A tweet as the v2 API returns it; the optional fields come only when asked for in `tweet.fields`. */
export interface MicroTweet {
  id: string;
  text: string;
  created_at?: string;
  referenced_tweets?: Array<{ type: string; id: string }>;
  author_id?: string;
  conversation_id?: string;
  public_metrics?: MicroPublicMetrics;
}

/** A tweet's counts as `tweet.fields=public_metrics` shows them. */
export interface MicroPublicMetrics {
  retweet_count?: number;
  reply_count?: number;
  like_count?: number;
  quote_count?: number;
  impression_count?: number;
  bookmark_count?: number;
}

/** Tweets of one conversation with the usernames of their authors (`expansions=author_id`). */
export interface MicroConversation {
  tweets: MicroTweet[];
  usernames: Map<string, string>;
}

export interface MicroRateLimit {
  limit?: number;
  remaining?: number;
  /** Epoch seconds at which the window resets. */
  reset?: number;
}

/** One entry of an invalid-request answer: which parameter was wrong and why. */
export interface MicroProblemDetail {
  message: string;
  parameters?: Record<string, unknown>;
}

/** The platform answered with a problem document (`{title, detail, type, status}`). */
export class MicroApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly rateLimit: MicroRateLimit,
    readonly problems: MicroProblemDetail[] = [],
  ) {
    super(`micro answered ${status}: ${detail || title}`);
    this.name = 'MicroApiError';
  }
}

export interface CreateTweetInput {
  text: string;
  replyToId?: string;
  replySettings?: string;
  /** Uploaded media ids, each already `succeeded`. */
  mediaIds?: string[];
}

export type MicroMediaCategory = 'tweet_image' | 'tweet_gif' | 'tweet_video';

/** Where the platform is with an uploaded file; absent on an answer means nothing left to do. */
export interface MicroProcessingInfo {
  state: 'pending' | 'in_progress' | 'succeeded' | 'failed';
  check_after_secs?: number;
  progress_percent?: number;
  error?: { code?: number; name?: string; message?: string };
}

export interface MicroUpload {
  id: string;
  media_key?: string;
  expires_after_secs?: number;
  processing_info?: MicroProcessingInfo;
}

export interface TweetPage {
  tweets: MicroTweet[];
  nextToken?: string;
}

/** X API v2 over `platformRequest`, acting for one user with their OAuth 2 bearer token. */
export class MicroClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly accessToken: string,
    private readonly signal?: AbortSignal,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async createTweet(input: CreateTweetInput): Promise<MicroTweet> {
    const body: Record<string, unknown> = { text: input.text };
    if (input.replyToId !== undefined) body.reply = { in_reply_to_tweet_id: input.replyToId };
    if (input.replySettings !== undefined) body.reply_settings = input.replySettings;
    if (input.mediaIds !== undefined && input.mediaIds.length > 0) body.media = { media_ids: input.mediaIds };
    const res = await this.request<{ data: MicroTweet }>('POST', '/2/tweets', body);
    return res.data;
  }

  /** The user the token acts for. */
  async me(): Promise<{ id: string; username: string; name?: string }> {
    const res = await this.request<{ data: { id: string; username: string; name?: string } }>(
      'GET',
      '/2/users/me',
    );
    return res.data;
  }

  async deleteTweet(id: string): Promise<boolean> {
    const res = await this.request<{ data: { deleted: boolean } }>(
      'DELETE',
      `/2/tweets/${encodeURIComponent(id)}`,
    );
    return res.data.deleted;
  }

  /** `userId` likes `tweetId`; liking a liked tweet answers the same. */
  async like(userId: string, tweetId: string): Promise<void> {
    await this.request('POST', `/2/users/${encodeURIComponent(userId)}/likes`, { tweet_id: tweetId });
  }

  async unlike(userId: string, tweetId: string): Promise<void> {
    await this.request(
      'DELETE',
      `/2/users/${encodeURIComponent(userId)}/likes/${encodeURIComponent(tweetId)}`,
    );
  }

  /** The user behind a handle; a handle nobody has is a 404 to us (X answers 200 with `errors`). */
  async userByUsername(username: string): Promise<{ id: string; username: string }> {
    const res = await this.request<{
      data?: { id: string; username: string };
      errors?: Array<{ title?: string; detail?: string }>;
    }>('GET', `/2/users/by/username/${encodeURIComponent(username)}`);
    if (!res.data) {
      const problem = res.errors?.[0];
      throw new MicroApiError(
        404,
        problem?.title ?? 'Not Found Error',
        problem?.detail ?? `Could not find user with username: [${username}].`,
        {},
      );
    }
    return res.data;
  }

  async follow(userId: string, targetUserId: string): Promise<void> {
    await this.request('POST', `/2/users/${encodeURIComponent(userId)}/following`, {
      target_user_id: targetUserId,
    });
  }

  async unfollow(userId: string, targetUserId: string): Promise<void> {
    await this.request(
      'DELETE',
      `/2/users/${encodeURIComponent(userId)}/following/${encodeURIComponent(targetUserId)}`,
    );
  }

  /** Hides (or shows again) a reply in a conversation the user started. */
  async hideReply(tweetId: string, hidden: boolean): Promise<void> {
    await this.request('PUT', `/2/tweets/${encodeURIComponent(tweetId)}/hidden`, { hidden });
  }

  /** Starts a media upload of `totalBytes` bytes. */
  async initializeUpload(
    mediaType: string,
    totalBytes: number,
    category: MicroMediaCategory,
  ): Promise<MicroUpload> {
    const res = await this.request<{ data: MicroUpload }>('POST', '/2/media/upload/initialize', {
      media_type: mediaType,
      total_bytes: totalBytes,
      media_category: category,
    });
    return res.data;
  }

  /** Sends segment `index` (0-999) of upload `id` as multipart form data, the file part as binary. */
  async appendSegment(id: string, index: number, bytes: Buffer): Promise<void> {
    const boundary = `----fanout${randomBytes(12).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="segment_index"\r\n\r\n${index}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="blob"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await this.request('POST', `/2/media/upload/${encodeURIComponent(id)}/append`, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  }

  async finalizeUpload(id: string): Promise<MicroUpload> {
    const res = await this.request<{ data: MicroUpload }>(
      'POST',
      `/2/media/upload/${encodeURIComponent(id)}/finalize`,
    );
    return res.data;
  }

  async uploadStatus(id: string): Promise<MicroUpload> {
    const query = new URLSearchParams({ command: 'STATUS', media_id: id });
    const res = await this.request<{ data: MicroUpload }>('GET', `/2/media/upload?${query.toString()}`);
    return res.data;
  }

  /** One page (newest first) of what `userId` posted since `startTime`. */
  async userTweets(userId: string, startTime: Date, paginationToken?: string): Promise<TweetPage> {
    const query = new URLSearchParams({
      // X documents start_time as YYYY-MM-DDTHH:mm:ssZ, without fractions of a second.
      start_time: startTime.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      max_results: '100',
      'tweet.fields': 'created_at,referenced_tweets',
    });
    if (paginationToken !== undefined) query.set('pagination_token', paginationToken);
    const res = await this.request<{ data?: MicroTweet[]; meta?: { next_token?: string } }>(
      'GET',
      `/2/users/${encodeURIComponent(userId)}/tweets?${query.toString()}`,
    );
    return { tweets: res.data ?? [], nextToken: res.meta?.next_token };
  }

  /** The newest `maxResults` (5-100) tweets of `userId`, newest first, with time and reply target. */
  async recentTweets(userId: string, maxResults: number): Promise<MicroTweet[]> {
    const query = new URLSearchParams({
      max_results: String(maxResults),
      'tweet.fields': 'created_at,referenced_tweets',
    });
    const res = await this.request<{ data?: MicroTweet[] }>(
      'GET',
      `/2/users/${encodeURIComponent(userId)}/tweets?${query.toString()}`,
    );
    return res.data ?? [];
  }

  /** One tweet's public counts. */
  async tweetMetrics(id: string): Promise<MicroPublicMetrics> {
    const res = await this.request<{
      data?: MicroTweet;
      errors?: Array<{ title?: string; detail?: string }>;
    }>('GET', `/2/tweets/${encodeURIComponent(id)}?tweet.fields=public_metrics`);
    if (!res.data) {
      // X answers a tweet it cannot show with 200 and an `errors` list; to us it is a 404.
      const problem = res.errors?.[0];
      throw new MicroApiError(
        404,
        problem?.title ?? 'Not Found Error',
        problem?.detail ?? `No tweet ${id}.`,
        {},
      );
    }
    return res.data.public_metrics ?? {};
  }

  /** The newest `maxResults` (10-100) tweets of a conversation from the last 7 days, newest first. */
  async conversation(conversationId: string, maxResults: number): Promise<MicroConversation> {
    const query = new URLSearchParams({
      query: `conversation_id:${conversationId}`,
      max_results: String(maxResults),
      'tweet.fields': 'author_id,created_at,conversation_id,in_reply_to_user_id,referenced_tweets',
      expansions: 'author_id',
    });
    const res = await this.request<{
      data?: MicroTweet[];
      includes?: { users?: Array<{ id: string; username: string }> };
    }>('GET', `/2/tweets/search/recent?${query.toString()}`);
    return {
      tweets: res.data ?? [],
      usernames: new Map((res.includes?.users ?? []).map((u) => [u.id, u.username])),
    };
  }

  private async request<T>(
    method: PlatformRequest['method'],
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    try {
      const res = await platformRequest<T>({
        method,
        url: `${this.baseUrl}${path}`,
        headers: { authorization: `Bearer ${this.accessToken}`, ...headers },
        body,
        signal: this.signal,
      });
      return res.body;
    } catch (err) {
      throw err instanceof PlatformResponseError ? toApiError(err) : err;
    }
  }
}

function toApiError(err: PlatformResponseError): MicroApiError {
  const problem = isRecord(err.body) ? err.body : {};
  const problems = Array.isArray(problem.errors) ? problem.errors.filter(isProblemDetail) : [];
  return new MicroApiError(
    err.status,
    typeof problem.title === 'string' ? problem.title : '',
    typeof problem.detail === 'string' ? problem.detail : typeof err.body === 'string' ? err.body : '',
    {
      limit: headerNumber(err.headers, 'x-rate-limit-limit'),
      remaining: headerNumber(err.headers, 'x-rate-limit-remaining'),
      reset: headerNumber(err.headers, 'x-rate-limit-reset'),
    },
    problems,
  );
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function isProblemDetail(value: unknown): value is MicroProblemDetail {
  return isRecord(value) && typeof value.message === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
