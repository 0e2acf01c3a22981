import type { ClassifiedFailure } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { VidApiError, VidSessionGoneError } from './client';
import { UploadStalledError, VidRuleError } from './errors';
import { secondsUntilPacificMidnight } from './pacific';

/**
 * Turns what a vid call threw into a spec code. Retryable only where a later try can go
 * differently: rate limits, server faults, lost answers (looked up by `findPublished` before any
 * resend), an expired upload session (nothing was created), a stalled upload, and the daily upload
 * cap (after its reset at midnight Pacific).
 */
export function classifyVidError(error: unknown, nowMs: number = Date.now()): ClassifiedFailure {
  if (error instanceof VidRuleError) {
    return { code: error.violation.code, retryable: false, message: error.violation.message };
  }
  if (error instanceof UploadStalledError) {
    return { code: 'upload_stalled', retryable: true, message: error.message };
  }
  if (error instanceof VidSessionGoneError) {
    return {
      code: 'container_expired',
      retryable: true,
      message: `vid dropped the upload session before the video was complete: ${error.description}`,
    };
  }
  if (error instanceof VidApiError) return classifyAnswer(error, nowMs);
  if (error instanceof PlatformNetworkError) {
    return error.kind === 'timeout'
      ? { code: 'platform_timeout', retryable: true, message: `vid: ${error.message}` }
      : { code: 'platform_error', retryable: true, message: `vid: ${error.message}` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'platform_error', retryable: true, message: `vid: ${message}` };
}

function classifyAnswer(error: VidApiError, nowMs: number): ClassifiedFailure {
  const said = `vid said: ${error.description}`;
  if (error.reason === 'quotaExceeded') {
    // The project's daily units are gone for every account; only the Pacific-midnight reset helps,
    // so the target fails now and says when a manual retry can work.
    return {
      code: 'platform_error',
      retryable: false,
      message: `vid data-API quota used up until midnight Pacific. ${said}`,
      retryAfterSeconds: secondsUntilPacificMidnight(nowMs),
    };
  }
  if (error.reason === 'uploadLimitExceeded') {
    return {
      code: 'vid_daily_cap',
      retryable: true,
      message: `vid daily upload cap reached; it resets at midnight Pacific. ${said}`,
      retryAfterSeconds: secondsUntilPacificMidnight(nowMs),
    };
  }
  if (error.status === 401) return { code: 'platform_auth_error', retryable: false, message: said };
  if (error.status === 429 || /rateLimitExceeded/i.test(error.reason)) {
    const retryAfterSeconds = error.retryAfterSeconds(nowMs);
    return {
      code: 'platform_error',
      retryable: true,
      message: `vid rate limit reached. ${said}`,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  }
  if (error.reason === 'insufficientPermissions') {
    // The connection predates the scope this call needs; connecting again grants it.
    return { code: 'reconsent_required', retryable: false, message: said };
  }
  if (error.reason === 'commentsDisabled')
    return { code: 'comments_closed', retryable: false, message: said };
  if (error.status === 403) return { code: 'permission_denied', retryable: false, message: said };
  // invalidTitle, invalidDescription, invalidTags, videoNotFound...: the same request fails again.
  if (error.status === 400 || error.status === 404 || error.status === 413) {
    return { code: 'platform_rejected_content', retryable: false, message: said };
  }
  if (error.status >= 500 || error.status === 408)
    return { code: 'platform_error', retryable: true, message: said };
  return { code: 'platform_error', retryable: false, message: `vid answered ${error.status}. ${said}` };
}
