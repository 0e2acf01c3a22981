import type { ClassifiedFailure } from '../../core/channels/plugin';
import { AppError } from '../../core/errors/app-error';
import type { ErrorCode } from '../../core/errors/catalogue';
import { regainAccessMinutes } from '../../core/http/graph-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { StrandApiError } from './client';
import { StrandContainerError, StrandStalledError } from './container-wait';
import { CODE, RATE_LIMIT_CODES, SUBCODE } from './graph-errors';

// The platform's words for a reply its reply_control keeps out, and for hiding one's own reply.
const REPLIES_CLOSED = /not allowed to reply/i;
const OWN_REPLY = /cannot hide (?:their|your|its) own repl/i;

const failure = (
  code: ErrorCode,
  retryable: boolean,
  message: string,
  retryAfterSeconds?: number,
): ClassifiedFailure => ({
  code,
  retryable,
  message,
  ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
});

/**
 * Turns what a strand call threw into a spec code. Retryable are only the failures a later try can
 * change: throttling and quota, the platform's own trouble, lost answers (looked up before any
 * resend), a container that expired or stalled (a retry prepares or reuses one) and media the
 * platform could not fetch this time.
 */
export function classifyStrandError(error: unknown): ClassifiedFailure {
  if (error instanceof StrandApiError) return classifyAnswer(error);
  if (error instanceof StrandContainerError) return classifyContainer(error);
  if (error instanceof StrandStalledError) return failure('upload_stalled', true, error.message);
  // Media the platform would refuse, found before any call (media-plan.ts): a fact, not retryable.
  if (error instanceof AppError) return failure(error.code, false, error.message);
  if (error instanceof PlatformNetworkError) {
    return error.kind === 'timeout'
      ? failure('platform_timeout', true, `strand: ${error.message}`)
      : failure('platform_error', true, `strand: ${error.message}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return failure('platform_error', true, message.startsWith('strand') ? message : `strand: ${message}`);
}

function classifyAnswer(error: StrandApiError): ClassifiedFailure {
  const said = error.graph ? `strand said: (#${error.graph.code}) ${error.graph.message}` : error.message;
  const { code, subcode } = error;

  // Subcodes first: they refine codes (4 is a rate limit, except with the restriction subcode).
  if (subcode === SUBCODE.activityRestricted || code === CODE.blocked) {
    return failure('platform_activity_blocked', false, said);
  }
  if (subcode === SUBCODE.containerExpired || code === CODE.expired) {
    return failure('container_expired', true, said);
  }
  if (subcode === SUBCODE.mediaNotFetched || code === CODE.mediaFetch) {
    return failure('media_unreachable', true, said);
  }
  if (subcode === SUBCODE.quotaReached || code === CODE.quota) {
    return failure('platform_error', true, said, retryAfter(error));
  }
  if (code !== undefined && RATE_LIMIT_CODES.includes(code)) {
    return failure('platform_error', true, said, retryAfter(error));
  }
  if (code === CODE.oauth || error.status === 401) return failure('platform_auth_error', false, said);
  if (code === CODE.permission || (code !== undefined && code >= 200 && code <= 299)) {
    return failure('permission_denied', false, said);
  }
  if (code === CODE.notReady || subcode === SUBCODE.notReady) return failure('platform_error', true, said);
  if (
    code === CODE.unknown ||
    code === CODE.service ||
    error.graph?.is_transient === true ||
    error.status >= 500 ||
    error.status === 429
  ) {
    return failure('platform_error', true, said);
  }
  if (code === CODE.invalidParameter && OWN_REPLY.test(error.graph?.message ?? '')) {
    return failure('cannot_hide_own_reply', false, said);
  }
  if (code === CODE.invalidParameter && REPLIES_CLOSED.test(error.graph?.message ?? '')) {
    return failure('comments_closed', false, said);
  }
  if (code === CODE.invalidParameter || error.status === 400) {
    return failure('platform_rejected_content', false, said);
  }
  // Other refusals (404 and the like) answer the same way on a resend.
  return failure('platform_error', false, said);
}

function classifyContainer(error: StrandContainerError): ClassifiedFailure {
  if (error.status === 'EXPIRED') return failure('container_expired', true, error.message);
  switch (error.errorMessage) {
    case 'FAILED_DOWNLOADING_VIDEO':
      return failure('media_unreachable', true, error.message);
    case 'INVALID_DURATION':
      return failure('media_too_long', false, error.message);
    case 'INVALID_ASPEC_RATIO':
      return failure('media_aspect_ratio', false, error.message);
    case 'UNKNOWN':
    case undefined:
      // The platform gives no reason; a new container often goes through.
      return failure('platform_error', true, error.message);
    default:
      // Bit rate, frame rate, audio layout and processing failures: the file itself is refused.
      return failure('platform_rejected_content', false, error.message);
  }
}

/**
 * The wait the platform asks for: `estimated_time_to_regain_access` (minutes) in its usage header,
 * the largest when several entries are throttled; else a plain Retry-After in seconds.
 */
function retryAfter(error: StrandApiError): number | undefined {
  const minutes = regainAccessMinutes(error.headers);
  if (minutes !== undefined && minutes > 0) return minutes * 60;
  const header = Number(error.headers.get('retry-after') ?? '');
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : undefined;
}
