import type { ClassifiedFailure } from '../../core/channels/plugin';
import type { ErrorCode } from '../../core/errors/catalogue';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { ClipApiError, ClipUploadError } from './client';
import {
  ClipNotPublicError,
  ClipPostMissingError,
  ClipPublishFailedError,
  ClipRuleError,
  ClipStalledError,
  ClipUnconfirmedError,
  ClipUploadAbortedError,
} from './errors';

type Mapping = { code: ErrorCode; retryable: boolean };

/** The platform's error codes (init, creator info, status). Unknown codes fall back on the HTTP status. */
const API_CODES: Record<string, Mapping> = {
  invalid_params: { code: 'platform_rejected_content', retryable: false },
  invalid_param: { code: 'platform_rejected_content', retryable: false },
  invalid_file_upload: { code: 'platform_rejected_content', retryable: false },
  access_token_invalid: { code: 'platform_auth_error', retryable: false },
  scope_not_authorized: { code: 'permission_denied', retryable: false },
  scope_permission_missed: { code: 'permission_denied', retryable: false },
  rate_limit_exceeded: { code: 'platform_error', retryable: true },
  // The creator's daily posting cap: a retry within the workflow's patience meets the same cap.
  spam_risk_too_many_posts: { code: 'platform_error', retryable: false },
  spam_risk_user_banned_from_posting: { code: 'permission_denied', retryable: false },
  privacy_level_option_mismatch: { code: 'clip_privacy_invalid', retryable: false },
  url_ownership_unverified: { code: 'permission_denied', retryable: false },
  internal_error: { code: 'platform_error', retryable: true },
};

/** Why the platform's processing ended FAILED (status fetch `fail_reason`); nothing was published. */
const FAIL_REASONS: Record<string, Mapping> = {
  file_format_check_failed: { code: 'platform_rejected_content', retryable: false },
  duration_check_failed: { code: 'platform_rejected_content', retryable: false },
  frame_rate_check_failed: { code: 'platform_rejected_content', retryable: false },
  picture_size_check_failed: { code: 'platform_rejected_content', retryable: false },
  spam_risk_text: { code: 'platform_rejected_content', retryable: false },
  spam_risk: { code: 'platform_rejected_content', retryable: false },
  video_pull_failed: { code: 'media_unreachable', retryable: true },
  photo_pull_failed: { code: 'media_unreachable', retryable: true },
  spam_risk_too_many_posts: { code: 'platform_error', retryable: false },
  spam_risk_user_banned_from_posting: { code: 'permission_denied', retryable: false },
  auth_removed: { code: 'platform_auth_error', retryable: false },
  publish_cancelled: { code: 'platform_error', retryable: false },
  internal: { code: 'platform_error', retryable: true },
};

/** Turns whatever a clip call threw into a spec code, and says whether sending again can help. */
export function classifyClipError(error: unknown): ClassifiedFailure {
  if (error instanceof ClipRuleError) {
    const first = error.violations[0];
    return { code: first?.code ?? 'platform_error', retryable: false, message: error.message };
  }
  if (error instanceof ClipApiError) return classifyApiError(error);
  if (error instanceof ClipUploadError) return classifyUploadError(error);
  if (error instanceof ClipPublishFailedError) {
    const mapped = FAIL_REASONS[error.failReason] ?? { code: 'platform_error', retryable: true };
    return { ...mapped, message: error.message };
  }
  if (error instanceof ClipNotPublicError) {
    return { code: 'not_published', retryable: false, message: error.message };
  }
  if (error instanceof ClipPostMissingError) {
    return { code: 'platform_error', retryable: false, message: error.message };
  }
  if (error instanceof ClipStalledError) {
    return { code: 'upload_stalled', retryable: true, message: error.message };
  }
  // Before PlatformNetworkError, which it extends: retryable so the service looks first, then
  // (the platform lists no posts) ends the target publish_unconfirmed instead of posting again.
  if (error instanceof ClipUnconfirmedError) {
    return { code: networkCode(error), retryable: true, message: error.message };
  }
  if (error instanceof ClipUploadAbortedError) {
    const cause = error.cause;
    const code = cause instanceof PlatformNetworkError ? networkCode(cause) : 'platform_error';
    return { code, retryable: true, message: error.message };
  }
  if (error instanceof PlatformNetworkError) {
    return { code: networkCode(error), retryable: true, message: `clip: ${error.message}` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'platform_error', retryable: true, message: `clip: ${message}` };
}

function classifyApiError(error: ClipApiError): ClassifiedFailure {
  const mapped = API_CODES[error.code] ?? byStatus(error.status);
  const failure: ClassifiedFailure = { ...mapped, message: error.message };
  if (error.code === 'rate_limit_exceeded' && error.retryAfterSeconds !== undefined) {
    failure.retryAfterSeconds = error.retryAfterSeconds;
  }
  return failure;
}

function byStatus(status: number): Mapping {
  if (status === 401) return { code: 'platform_auth_error', retryable: false };
  if (status === 403) return { code: 'permission_denied', retryable: false };
  if (status === 429 || status >= 500) return { code: 'platform_error', retryable: true };
  return { code: 'platform_rejected_content', retryable: false };
}

/** The upload server answers with a bare status: 403 and 404 mean the upload URL expired or is gone. */
function classifyUploadError(error: ClipUploadError): ClassifiedFailure {
  if (error.status === 403 || error.status === 404) {
    return { code: 'container_expired', retryable: true, message: error.message };
  }
  if (error.status === 429 || error.status >= 500) {
    return { code: 'platform_error', retryable: true, message: error.message };
  }
  // 400 or 416: the chunks did not match what the init announced; the same upload fails again.
  return { code: 'platform_rejected_content', retryable: false, message: error.message };
}

function networkCode(error: PlatformNetworkError): ErrorCode {
  return error.kind === 'timeout' ? 'platform_timeout' : 'platform_error';
}
