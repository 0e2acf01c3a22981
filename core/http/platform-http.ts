/**
 * The one way a plugin talks HTTP to its platform: JSON in, JSON out, a deadline, and errors that
 * say whether the request may have reached the platform (which decides whether resending is safe).
 */

export interface PlatformRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Serialised as JSON unless it is already a string or a Buffer. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface PlatformResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The platform answered with a status of 400 or more; `body` is its parsed error document. */
export class PlatformResponseError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: unknown,
  ) {
    super(`platform answered ${status}`);
  }
}

/**
 * No answer came. `mayHaveReached` is true when the request was sent and the answer was lost
 * (timeout, connection reset): the platform may have acted on it.
 */
export class PlatformNetworkError extends Error {
  constructor(
    readonly kind: 'timeout' | 'connection',
    readonly mayHaveReached: boolean,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;

export async function platformRequest<T = unknown>(req: PlatformRequest): Promise<PlatformResponse<T>> {
  const timeout = AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let body: string | Buffer | undefined;
  if (req.body !== undefined) {
    if (typeof req.body === 'string' || Buffer.isBuffer(req.body)) {
      body = req.body;
    } else {
      body = JSON.stringify(req.body);
      headers['content-type'] ??= 'application/json';
    }
  }

  let res: Response;
  try {
    res = await fetch(req.url, { method: req.method, headers, body, signal });
  } catch (err) {
    throw toNetworkError(err, timeout.aborted);
  }

  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw toNetworkError(err, timeout.aborted, true);
  }
  const parsed = parseJson(text);
  if (res.status >= 400) throw new PlatformResponseError(res.status, res.headers, parsed);
  return { status: res.status, headers: res.headers, body: parsed as T };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toNetworkError(err: unknown, timedOut: boolean, afterHeaders = false): PlatformNetworkError {
  if (timedOut) return new PlatformNetworkError('timeout', true, 'the platform did not answer in time');
  const cause = (err as { cause?: { code?: string } })?.cause;
  const code = cause?.code ?? '';
  // A refused or unresolvable connection never carried the request; anything else may have.
  const neverSent = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'].includes(code);
  return new PlatformNetworkError(
    'connection',
    afterHeaders || !neverSent,
    `no answer from the platform${code ? ` (${code})` : ''}`,
  );
}
