import { platformRequest, PlatformResponseError } from '../../core/http/platform-http';

/**
 * The AT Protocol's HTTP API (XRPC: `GET|POST <server>/xrpc/<method>`, JSON in and out) as this
 * channel uses it, against the account's own server (its PDS). One method a call; sessions and
 * their renewal live in session.ts.
 */

/** An XRPC refusal: the HTTP status, the protocol's error name (`ExpiredToken`, ...) and its message. */
export class AtprotoApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`atproto answered ${status} ${error}: ${message}`);
    this.name = 'AtprotoApiError';
  }
}

export const POST_COLLECTION = 'app.bsky.feed.post';

/** A strong reference to a record: where it is and the hash of its content. */
export interface StrongRef {
  uri: string;
  cid: string;
}

export interface Session {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
  /** The account's DID document: where its PDS is (`service` `#atproto_pds`). */
  didDoc?: unknown;
}

/** A blob as the server answers an upload; a record embeds it as is. */
export interface BlobRef {
  $type: 'blob';
  ref: { $link: string };
  mimeType: string;
  size: number;
}

export interface Facet {
  index: { byteStart: number; byteEnd: number };
  features: Array<
    | { $type: 'app.bsky.richtext.facet#link'; uri: string }
    | { $type: 'app.bsky.richtext.facet#mention'; did: string }
    | { $type: 'app.bsky.richtext.facet#tag'; tag: string }
  >;
}

export interface PostRecord {
  $type: typeof POST_COLLECTION;
  text: string;
  createdAt: string;
  facets?: Facet[];
  reply?: { root: StrongRef; parent: StrongRef };
  embed?: {
    $type: 'app.bsky.embed.images';
    images: Array<{ image: BlobRef; alt: string; aspectRatio?: { width: number; height: number } }>;
  };
  langs?: string[];
}

export interface RecordAnswer<R = PostRecord> {
  uri: string;
  cid: string;
  value: R;
}

/** A post in a thread as the AppView shows it (`app.bsky.feed.getPostThread`). */
export interface PostView {
  uri: string;
  cid: string;
  author: { did: string; handle: string };
  record: PostRecord;
  replyCount?: number;
  repostCount?: number;
  likeCount?: number;
  quoteCount?: number;
  indexedAt: string;
}

export interface ThreadView {
  $type?: string;
  post?: PostView;
  replies?: ThreadView[];
}

/** `at://<did>/<collection>/<rkey>` into its parts; undefined for anything else. */
export function parseAtUri(uri: string): { repo: string; collection: string; rkey: string } | undefined {
  const match = /^at:\/\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(uri);
  return match ? { repo: match[1], collection: match[2], rkey: match[3] } : undefined;
}

export class AtprotoClient {
  constructor(
    private readonly server: string,
    /** The access token of the session, or the refresh token for `refreshSession`. */
    private readonly token: string | undefined,
    private readonly signal?: AbortSignal,
  ) {}

  createSession(identifier: string, password: string): Promise<Session> {
    return this.call('POST', 'com.atproto.server.createSession', { body: { identifier, password } });
  }

  /** Called with the refresh token as the bearer; the old refresh token stops working. */
  refreshSession(): Promise<Session> {
    return this.call('POST', 'com.atproto.server.refreshSession', {});
  }

  createRecord(input: {
    repo: string;
    collection: string;
    rkey?: string;
    record: PostRecord;
  }): Promise<StrongRef> {
    return this.call('POST', 'com.atproto.repo.createRecord', { body: input });
  }

  getRecord(repo: string, collection: string, rkey: string): Promise<RecordAnswer> {
    return this.call('GET', 'com.atproto.repo.getRecord', { query: { repo, collection, rkey } });
  }

  deleteRecord(repo: string, collection: string, rkey: string): Promise<unknown> {
    return this.call('POST', 'com.atproto.repo.deleteRecord', { body: { repo, collection, rkey } });
  }

  /** The repo's records of one collection, newest first (`reverse` is the protocol's oldest first). */
  listRecords(repo: string, collection: string, limit: number): Promise<{ records: RecordAnswer[] }> {
    return this.call('GET', 'com.atproto.repo.listRecords', {
      query: { repo, collection, limit: String(limit) },
    });
  }

  uploadBlob(bytes: Buffer, contentType: string): Promise<{ blob: BlobRef }> {
    return this.call('POST', 'com.atproto.repo.uploadBlob', { raw: { bytes, contentType } });
  }

  resolveHandle(handle: string): Promise<{ did: string }> {
    return this.call('GET', 'com.atproto.identity.resolveHandle', { query: { handle } });
  }

  /** An AppView read: a PDS answers it only by passing it on to its AppView. */
  getPostThread(uri: string, depth: number): Promise<{ thread: ThreadView }> {
    return this.call('GET', 'app.bsky.feed.getPostThread', {
      query: { uri, depth: String(depth), parentHeight: '0' },
    });
  }

  private async call<T>(
    method: 'GET' | 'POST',
    nsid: string,
    input: {
      query?: Record<string, string>;
      body?: unknown;
      raw?: { bytes: Buffer; contentType: string };
    },
  ): Promise<T> {
    const url = new URL(`${this.server.replace(/\/+$/, '')}/xrpc/${nsid}`);
    for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (input.raw) headers['content-type'] = input.raw.contentType;
    try {
      // platformRequest says when a request may have reached the server with its answer lost
      // (PlatformNetworkError.mayHaveReached): the worker then looks the post up before resending.
      const res = await platformRequest<T>({
        method,
        url: url.toString(),
        headers,
        body: input.raw ? input.raw.bytes : input.body,
        signal: this.signal,
      });
      return res.body;
    } catch (error) {
      if (!(error instanceof PlatformResponseError)) throw error;
      const answer = (error.body ?? {}) as { error?: string; message?: string };
      throw new AtprotoApiError(
        error.status,
        answer.error ?? `HTTP ${error.status}`,
        answer.message ?? `HTTP ${error.status}`,
        retryAfter(error.headers),
      );
    }
  }
}

/**
 * Seconds until a 429 may be retried: a plain `retry-after` when a proxy in front sends one, else
 * the server's `ratelimit-reset` (epoch seconds: what a PDS sends).
 */
export function retryAfter(headers: Headers, now = Date.now()): number | undefined {
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return after;
  const reset = Number(headers.get('ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - now / 1000));
  return undefined;
}
