import type { ClassifiedFailure } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { MicroApiError } from './client';
import { MicroMediaProcessingError, MicroUploadStalledError } from './media';

/**
 * Turns what a micro call threw into a spec code. Only answers that a resend could change are
 * retryable: rate limits, server faults and lost answers (the workflow looks the post up with
 * `findPublished` before resending one of those).
 */
export function classifyMicroError(error: unknown, nowMs: number = Date.now()): ClassifiedFailure {
  if (error instanceof MicroApiError) return classifyAnswer(error, nowMs);
  if (error instanceof MicroMediaProcessingError) {
    return { code: 'platform_rejected_content', retryable: false, message: error.message };
  }
  if (error instanceof MicroUploadStalledError) {
    return { code: 'upload_stalled', retryable: true, message: error.message };
  }
  if (error instanceof PlatformNetworkError) {
    return error.kind === 'timeout'
      ? { code: 'platform_timeout', retryable: true, message: `micro: ${error.message}` }
      : { code: 'platform_error', retryable: true, message: `micro: ${error.message}` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'platform_error', retryable: true, message: `micro: ${message}` };
}

function classifyAnswer(error: MicroApiError, nowMs: number): ClassifiedFailure {
  const said = describe(error);
  if (error.status === 401) {
    return {
      code: 'platform_auth_error',
      retryable: false,
      message: `micro refused the access token: ${said}`,
    };
  }
  if (error.status === 403 && /own repl/i.test(error.detail)) {
    return { code: 'cannot_hide_own_reply', retryable: false, message: `micro refused: ${said}` };
  }
  if (error.status === 403) {
    // X answers a duplicate post with 403 too, but it is about the content, not the account.
    return /duplicate content/i.test(error.detail)
      ? { code: 'platform_rejected_content', retryable: false, message: `micro refused the post: ${said}` }
      : { code: 'permission_denied', retryable: false, message: `micro refused the account: ${said}` };
  }
  if (error.status === 400) {
    return {
      code: 'platform_rejected_content',
      retryable: false,
      message: `micro refused the post: ${said}`,
    };
  }
  if (error.status === 429) {
    return {
      code: 'platform_error',
      retryable: true,
      message: `micro rate limit reached: ${said}`,
      ...retryAfter(error, nowMs),
    };
  }
  if (error.status >= 500 || error.status === 408) {
    return { code: 'platform_error', retryable: true, message: `micro failed: ${said}` };
  }
  // Any other 4xx (404 for a vanished reply target, ...) answers the same way on a resend.
  return { code: 'platform_error', retryable: false, message: `micro answered ${error.status}: ${said}` };
}

/** The invalid-request entries say what was wrong; the detail alone is a generic sentence. */
function describe(error: MicroApiError): string {
  const parts = [error.detail || error.title || `status ${error.status}`];
  for (const problem of error.problems) {
    if (!parts.includes(problem.message)) parts.push(problem.message);
  }
  return parts.join(' ');
}

function retryAfter(error: MicroApiError, nowMs: number): { retryAfterSeconds?: number } {
  const reset = error.rateLimit.reset;
  if (reset === undefined) return {};
  return { retryAfterSeconds: Math.max(1, Math.ceil(reset - nowMs / 1000)) };
}
