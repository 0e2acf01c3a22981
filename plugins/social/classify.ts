import type { ClassifiedFailure } from '../../core/channels/plugin';
import { regainAccessMinutes } from '../../core/http/graph-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { SocialApiError, UploadApiError } from './client';
import { SocialRuleError } from './rules';

/** Graph codes for "too many calls": app (4), user (17), Page (32), custom (613), Page BUC (80001). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001]);
/** Token trouble: invalid or expired token (190), session (102), no token at all (2500). */
const AUTH_CODES = new Set([102, 190, 2500]);
/** 10: the app lacks the permission; 200-299: the Page or token lacks it. */
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);
/** Unknown (1) and temporary (2) platform errors, which a later call often gets past. */
const PLATFORM_FAULT_CODES = new Set([1, 2]);
/** The emulator's "could not download the file at the URL" (see emulator-graph.ts). */
const MEDIA_FETCH_CODE = 324;
/** An upload session or unpublished container that expired before its publish call. */
const EXPIRED = { code: -2, subcode: 2207020 };

/**
 * Turns what a social call threw into a spec code. Retryable are only answers a resend can
 * change: rate limits, platform faults, expired containers (a new try makes a new one), media the
 * platform could not fetch, and lost answers (the workflow looks the post up before resending).
 */
export function classifySocialError(error: unknown, nowMs: number = Date.now()): ClassifiedFailure {
  if (error instanceof SocialRuleError) {
    const [first] = error.violations;
    return { code: first.code, retryable: false, message: `social: ${error.message}` };
  }
  if (error instanceof SocialApiError) return classifyGraph(error, nowMs);
  if (error instanceof UploadApiError) return classifyUpload(error);
  if (error instanceof PlatformNetworkError) {
    return error.kind === 'timeout'
      ? { code: 'platform_timeout', retryable: true, message: `social: ${error.message}` }
      : { code: 'platform_error', retryable: true, message: `social: ${error.message}` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'platform_error', retryable: true, message: `social: ${message}` };
}

function classifyGraph(error: SocialApiError, nowMs: number): ClassifiedFailure {
  const { code, error_subcode: subcode } = error.error;
  const said = `social said: ${error.error.error_user_msg ?? error.error.message}`;
  if (AUTH_CODES.has(code)) return { code: 'platform_auth_error', retryable: false, message: said };
  if (RATE_LIMIT_CODES.has(code)) {
    return { code: 'platform_error', retryable: true, message: said, ...retryAfter(error, nowMs) };
  }
  if (isPermissionCode(code)) return { code: 'permission_denied', retryable: false, message: said };
  // [?] The platform documents no code for these two; the emulator's sentences say them.
  if (/own comment/i.test(error.error.message)) {
    return { code: 'cannot_hide_own_reply', retryable: false, message: said };
  }
  if (/comments? (?:are|is) (?:disabled|turned off)/i.test(error.error.message)) {
    return { code: 'comments_closed', retryable: false, message: said };
  }
  // 368: the post was judged abusive or against policy; the same post is refused again.
  if (code === 368) return { code: 'platform_rejected_content', retryable: false, message: said };
  if (code === EXPIRED.code && subcode === EXPIRED.subcode) {
    return { code: 'container_expired', retryable: true, message: said };
  }
  if (code === MEDIA_FETCH_CODE) return { code: 'media_unreachable', retryable: true, message: said };
  if (PLATFORM_FAULT_CODES.has(code) || error.error.is_transient === true || error.status >= 500) {
    return { code: 'platform_error', retryable: true, message: said };
  }
  // 100 (invalid parameter), 506 (duplicate post), 1609005 (bad link) and the rest: the same
  // request gets the same answer.
  return { code: 'platform_rejected_content', retryable: false, message: said };
}

function classifyUpload(error: UploadApiError): ClassifiedFailure {
  const said = `social upload said: ${error.detail}`;
  if (/auth/i.test(error.type)) return { code: 'platform_auth_error', retryable: false, message: said };
  if (/expired/i.test(error.type)) return { code: 'container_expired', retryable: true, message: said };
  return error.retriable || error.status >= 500
    ? { code: 'platform_error', retryable: true, message: said }
    : { code: 'platform_rejected_content', retryable: false, message: said };
}

/**
 * How long the platform says to wait. Page tokens are under business-use-case limits, whose
 * `X-Business-Use-Case-Usage` header gives `estimated_time_to_regain_access` in minutes; a plain
 * `Retry-After` (seconds or a date) is read too. App-level limits (`X-App-Usage`) name no time.
 */
function retryAfter(error: SocialApiError, nowMs: number): { retryAfterSeconds?: number } {
  const minutes = regainAccessMinutes(error.headers);
  if (minutes !== undefined && minutes > 0) {
    return { retryAfterSeconds: Math.max(1, Math.ceil(minutes * 60)) };
  }
  const header = error.headers.get('retry-after');
  if (header === null || header.trim() === '') return {};
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) };
  const at = Date.parse(header);
  return Number.isNaN(at) ? {} : { retryAfterSeconds: Math.max(1, Math.ceil((at - nowMs) / 1000)) };
}
