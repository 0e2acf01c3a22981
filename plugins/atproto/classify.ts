import type { ClassifiedFailure } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { AtprotoApiError } from './client';

/**
 * XRPC errors that mean our access is gone: a token the server does not take, a session that
 * could not be renewed, an account taken down or deactivated. Reconnecting is the way out.
 */
const AUTH_ERRORS = new Set([
  'AuthenticationRequired',
  'AuthMissing',
  'InvalidToken',
  'ExpiredToken',
  'AccountTakedown',
  'AccountDeactivated',
]);

/** What a failed XRPC call means, in spec codes. */
export function classifyAtprotoError(error: unknown): ClassifiedFailure {
  if (error instanceof PlatformNetworkError) {
    // No answer (a cut connection, a timeout): the post may be up; the worker's look-up decides.
    return error.kind === 'timeout'
      ? {
          code: 'platform_timeout',
          retryable: true,
          message: 'The AT Protocol server did not answer in time.',
        }
      : {
          code: 'platform_error',
          retryable: true,
          message: `The AT Protocol server could not be reached: ${error.message}`,
        };
  }
  if (!(error instanceof AtprotoApiError)) {
    return { code: 'platform_error', retryable: true, message: String(error) };
  }
  const message = error.message;
  if (error.status === 401 || AUTH_ERRORS.has(error.error)) {
    return { code: 'platform_auth_error', retryable: false, message };
  }
  if (error.status === 429) {
    return {
      code: 'platform_error',
      retryable: true,
      message,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  if (error.status >= 500) return { code: 'platform_error', retryable: true, message };
  // 400 InvalidRequest (a record the lexicon refuses), 413 (a blob too large) and the like.
  if (error.status === 400 || error.status === 413) {
    return { code: 'platform_rejected_content', retryable: false, message };
  }
  return { code: 'platform_error', retryable: false, message };
}
