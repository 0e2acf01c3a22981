import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { rawBodyOf } from '../../core/sandbox/koa-emulator';
import { fetchMedia, type ReceivedMedia } from './emulator-media';
import { sandboxPageForToken } from './sandbox';

/** Upload sessions left unfinished this long are gone: the finish call then answers "expired". */
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The largest file an upload session takes (reels and video stories). */
export const UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;
/** The upload host's path: `upload_url` is this plus the video id. */
export const UPLOAD_PATH = 'video-upload/v21.0/';

/** One `upload_phase=start` session: what has arrived so far, in order. */
export interface UploadSession {
  videoId: string;
  pageId: string;
  edge: 'video_reels' | 'video_stories';
  createdAt: number;
  /** Set by the `session_expired` failure kind at start, or by the clock passing the TTL. */
  forcedExpired: boolean;
  fileSize?: number;
  received: number;
  chunks: number;
  hash: Hash;
  /** Set when the bytes came by `file_url` instead of in the body. */
  hosted?: ReceivedMedia;
  finished: boolean;
}

export function isExpired(session: UploadSession, now: number): boolean {
  return session.forcedExpired || now - session.createdAt > UPLOAD_SESSION_TTL_MS;
}

export function isComplete(session: UploadSession): boolean {
  return (
    session.hosted !== undefined || (session.fileSize !== undefined && session.received === session.fileSize)
  );
}

/** What the finished upload delivered, as the post records it. */
export function uploadedMedia(session: UploadSession): ReceivedMedia {
  return (
    session.hosted ?? {
      source: 'upload',
      bytes: session.received,
      sha256: session.hash.copy().digest('hex'),
      chunks: session.chunks,
    }
  );
}

export function newSession(
  videoId: string,
  pageId: string,
  edge: UploadSession['edge'],
  now: number,
): UploadSession {
  return {
    videoId,
    pageId,
    edge,
    createdAt: now,
    forcedExpired: false,
    received: 0,
    chunks: 0,
    hash: createHash('sha256'),
    finished: false,
  };
}

interface UploadFailure {
  status: number;
  retriable: boolean;
  type: string;
  message: string;
}

const fail = (status: number, retriable: boolean, type: string, message: string): UploadFailure => ({
  status,
  retriable,
  type,
  message,
});

export interface UploadHostDeps {
  sessions: Map<string, UploadSession>;
  takeFailure: () => string | undefined;
  now: () => number;
  /** The Page a token acts for (sandbox tokens and those the OAuth flow issued). */
  pageFor?: (token: string) => { pageId: string; handle: string } | undefined;
}

/**
 * The upload host (`rupload`): `POST /video-upload/{version}/{video id}` with `Authorization:
 * OAuth <token>`, `offset` and `file_size` headers and the bytes as the body (or a `file_url`
 * header to pull from). It answers `{"success": true}`, or its own `{"debug_info": {...}}` shape.
 * Bytes must come in order: each call starts where the last one ended and the total is
 * `file_size`. The body is the emulator base's capture (`rawBodyOf`), read whole before this runs.
 */
export async function handleUpload(deps: UploadHostDeps, ctx: Koa.Context): Promise<void> {
  const { req, res } = ctx;
  // Answered here, in the host's own shape, not by Koa.
  ctx.respond = false;
  const kind = deps.takeFailure();
  const injected = kind === undefined ? undefined : injectedUploadFailure(kind);
  if (injected) return answer(res, injected);

  const match = /^\/video-upload\/[^/]+\/([^/?]+)/.exec(req.url ?? '');
  const token = /^(?:OAuth|Bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const page = token ? (deps.pageFor ?? sandboxPageForToken)(token) : undefined;
  if (!page) return answer(res, fail(401, false, 'NotAuthorizedError', 'Invalid OAuth access token.'));
  const session = match ? deps.sessions.get(match[1]) : undefined;
  if (!session || session.pageId !== page.pageId || session.finished) {
    return answer(
      res,
      fail(400, false, 'ProcessingFailedError', 'No open upload session for this video id.'),
    );
  }
  if (isExpired(session, deps.now())) {
    return answer(res, fail(400, false, 'UploadSessionExpiredError', 'The upload session has expired.'));
  }

  const fileUrl = header(req, 'file_url');
  if (fileUrl !== undefined) {
    const fetched = await fetchMedia(fileUrl, 'video', UPLOAD_MAX_BYTES);
    if (!fetched.ok) return answer(res, fail(400, true, 'ProcessingFailedError', fetched.detail));
    session.hosted = fetched.media;
    return answer(res, undefined);
  }

  const problem = checkRange(
    session,
    header(req, 'offset'),
    header(req, 'file_size'),
    req.headers['content-length'],
  );
  if (problem) return answer(res, problem);
  const bytes = rawBodyOf(ctx);
  const offset = Number(header(req, 'offset'));
  const fileSize = Number(header(req, 'file_size'));
  if (bytes.length === 0 || offset + bytes.length > fileSize) {
    return answer(
      res,
      fail(
        400,
        false,
        'ProcessingFailedError',
        `A chunk of ${bytes.length} bytes at offset ${offset} does not fit a ${fileSize}-byte file.`,
      ),
    );
  }
  session.fileSize = fileSize;
  session.hash.update(bytes);
  session.received += bytes.length;
  session.chunks += 1;
  if (kind === 'drop_after_accept') {
    // The chunk is stored; the answer is lost. The client learns where to go on from the status.
    req.socket.destroy();
    return;
  }
  answer(res, undefined);
}

/** Offsets must continue exactly where the upload stands, with the same file size every time. */
function checkRange(
  session: UploadSession,
  offsetHeader: string | undefined,
  sizeHeader: string | undefined,
  length: string | undefined,
): UploadFailure | undefined {
  const offset = Number(offsetHeader);
  const fileSize = Number(sizeHeader);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(fileSize) || fileSize <= 0) {
    return fail(
      400,
      false,
      'ProcessingFailedError',
      'The offset and file_size headers must be whole numbers.',
    );
  }
  if (fileSize > UPLOAD_MAX_BYTES) {
    return fail(
      400,
      false,
      'ProcessingFailedError',
      `file_size ${fileSize} is over ${UPLOAD_MAX_BYTES} bytes.`,
    );
  }
  if (session.fileSize !== undefined && session.fileSize !== fileSize) {
    return fail(
      400,
      false,
      'ProcessingFailedError',
      `file_size changed from ${session.fileSize} to ${fileSize}.`,
    );
  }
  if (offset !== session.received) {
    return fail(
      400,
      false,
      'ProcessingFailedError',
      `Offset ${offset} does not continue the ${session.received} bytes received.`,
    );
  }
  if (Number(length ?? 0) > fileSize - offset) {
    return fail(400, false, 'ProcessingFailedError', 'The chunk runs past file_size.');
  }
  return undefined;
}

function injectedUploadFailure(kind: string): UploadFailure | undefined {
  switch (kind) {
    case 'drop_after_accept':
      return undefined;
    case 'server_error':
      return fail(500, true, 'ProcessingFailedError', 'Something went wrong while processing the upload.');
    case 'rate_limit':
      return fail(429, true, 'ThrottledError', 'Too many upload requests.');
    case 'auth':
      return fail(401, false, 'NotAuthorizedError', 'Invalid OAuth access token.');
    case 'session_expired':
      return fail(400, false, 'UploadSessionExpiredError', 'The upload session has expired.');
    default:
      // A kind meant for the Graph calls should fail the test that queued it, not pass silently.
      return fail(
        500,
        false,
        'SandboxError',
        `Sandbox failure kind "${kind}" has no meaning on the upload host.`,
      );
  }
}

function answer(res: ServerResponse, failure: UploadFailure | undefined): void {
  const status = failure?.status ?? 200;
  const body = failure
    ? { debug_info: { retriable: failure.retriable, type: failure.type, message: failure.message } }
    : { success: true };
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
