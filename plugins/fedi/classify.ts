import type { ClassifiedFailure } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { FediApiError } from './client';
import { FediMediaNotReadyError } from './media';

/**
 * What a failed call means, in spec codes. The contract kit checks the kinds its emulator fails
 * with (server_error, rate_limit, auth) and that a lost answer is retryable.
 */
export function classifyFediError(error: unknown): ClassifiedFailure {
  if (error instanceof PlatformNetworkError) {
    // No answer at all (a cut connection, a timeout): the post may be up; the look-up decides.
    return error.kind === 'timeout'
      ? { code: 'platform_timeout', retryable: true, message: error.message }
      : { code: 'platform_error', retryable: true, message: error.message };
  }
  if (error instanceof FediMediaNotReadyError) {
    // Nothing was posted; the instance may have finished by the next try.
    return { code: 'platform_error', retryable: true, message: error.message };
  }
  if (!(error instanceof FediApiError)) {
    return { code: 'platform_error', retryable: true, message: String(error) };
  }
  const message = error.message;
  if (error.status === 401) return { code: 'platform_auth_error', retryable: false, message };
  if (error.status === 429) {
    return {
      code: 'platform_error',
      retryable: true,
      message,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  if (error.status >= 500) return { code: 'platform_error', retryable: true, message };
  if (error.status === 400 || error.status === 422) {
    return { code: 'platform_rejected_content', retryable: false, message };
  }
  return { code: 'platform_error', retryable: false, message };
}
