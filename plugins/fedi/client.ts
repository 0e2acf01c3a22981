import { platformRequest, PlatformResponseError, type PlatformRequest } from '../../core/http/platform-http';

/** The instance's answer to a call it refused: its status, its `error`, and its Retry-After. */
export class FediApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`fedi answered ${status}: ${message}`);
  }
}

/** A status as the Mastodon API answers it (the fields this channel reads). */
export interface FediStatus {
  id: string;
  /** The status's HTML; `text` is not given back, so look-ups compare the plain text we keep. */
  content: string;
  url: string | null;
  in_reply_to_id: string | null;
  created_at: string;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  account: { id: string; acct: string };
}

/** `POST /api/v1/statuses` as this channel sends it. */
export interface StatusParams {
  status: string;
  in_reply_to_id?: string;
  spoiler_text?: string;
  visibility?: 'public' | 'unlisted' | 'private' | 'direct';
  language?: string;
  /** Uploaded media (`POST /api/v2/media`), in order: up to 4 images, or one video. */
  media_ids?: string[];
}

/** A media attachment as the instance answers it: `url` stays null while it is processed. */
export interface FediMedia {
  id: string;
  type: string;
  url: string | null;
  description: string | null;
}

/** The Mastodon API of one instance (`baseUrl`: the account's server), one method a call. */
export class FediClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly signal?: AbortSignal,
  ) {}

  /** The instance's settings; this channel reads its character limit. */
  instance(): Promise<{ configuration?: { statuses?: { max_characters?: number } } }> {
    return this.call('GET', '/api/v2/instance');
  }

  verifyCredentials(): Promise<{ id: string; acct: string; username: string }> {
    return this.call('GET', '/api/v1/accounts/verify_credentials');
  }

  /**
   * `idempotencyKey`: the instance answers a repeat with the same key with the status it made the
   * first time, instead of a second one (the send's `sendKey`).
   */
  createStatus(params: StatusParams, idempotencyKey?: string): Promise<FediStatus> {
    return this.call('POST', '/api/v1/statuses', params, idempotencyKey);
  }

  editStatus(
    id: string,
    params: Pick<StatusParams, 'status' | 'spoiler_text' | 'language'>,
  ): Promise<FediStatus> {
    return this.call('PUT', `/api/v1/statuses/${encodeURIComponent(id)}`, params);
  }

  deleteStatus(id: string): Promise<unknown> {
    return this.call('DELETE', `/api/v1/statuses/${encodeURIComponent(id)}`);
  }

  /**
   * `POST /api/v2/media` as multipart form data (`file`, `description`): 200 with `url` when the
   * file is ready, 202 with `url: null` while the instance still processes it (`media` until set).
   */
  async uploadMedia(
    file: { bytes: Buffer; contentType: string; fileName: string },
    description?: string,
  ): Promise<FediMedia> {
    const form = new FormData();
    form.set('file', new Blob([file.bytes], { type: file.contentType }), file.fileName);
    if (description) form.set('description', description);
    // The platform-http client sends bytes as given: let the web API write the multipart body.
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    return this.call('POST', '/api/v2/media', body, undefined, {
      'content-type': encoded.headers.get('content-type')!,
    });
  }

  media(id: string): Promise<FediMedia> {
    return this.call('GET', `/api/v1/media/${encodeURIComponent(id)}`);
  }

  status(id: string): Promise<FediStatus> {
    return this.call('GET', `/api/v1/statuses/${encodeURIComponent(id)}`);
  }

  /** Replies under a status (`descendants`), oldest first as the instance lists them. */
  context(id: string): Promise<{ descendants: FediStatus[] }> {
    return this.call('GET', `/api/v1/statuses/${encodeURIComponent(id)}/context`);
  }

  /** The account's statuses, newest first, at most `limit` (the instance caps it at 40). */
  accountStatuses(accountId: string, limit: number): Promise<FediStatus[]> {
    return this.call('GET', `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses?limit=${limit}`);
  }

  /**
   * Through core/http/platform-http.ts, so a lost answer is a PlatformNetworkError that says it may
   * have reached the instance (the worker then looks before sending again); a refusal is a
   * FediApiError with the instance's `error` and Retry-After.
   */
  private async call<T>(
    method: PlatformRequest['method'],
    path: string,
    body?: unknown,
    idempotencyKey?: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    try {
      const res = await platformRequest<T>({
        method,
        url: `${this.baseUrl.replace(/\/+$/, '')}${path}`,
        headers: {
          authorization: `Bearer ${this.token}`,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          ...headers,
        },
        body,
        signal: this.signal,
      });
      return res.body;
    } catch (err) {
      if (!(err instanceof PlatformResponseError)) throw err;
      const retryAfter = Number(err.headers.get('retry-after'));
      const said = (err.body as { error?: unknown } | undefined)?.error;
      throw new FediApiError(
        err.status,
        typeof said === 'string' ? said : `status ${err.status}`,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
  }
}
