import type { ClassifiedFailure } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { PhotoApiError } from './client';
import {
  PhotoContainerError,
  PhotoLikePermissionError,
  PhotoMediaMissingError,
  PhotoReplyMediaError,
  PhotoRuleError,
  PhotoStalledError,
  PhotoStoryCommentsError,
} from './errors';

/** Graph codes and subcodes the photo platform answers with, by what they mean to us. */
const AUTH_CODES = new Set([102, 190, 463, 467, 2500]);
/** App, user and account call limits; `estimated_time_to_regain_access` says how long they last. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80002]);
const PERMISSION_CODES = new Set([10, 200, 210, 220]);
const ACTIVITY_RESTRICTED = 2207051;
const DAILY_LIMIT = 2207042;
const CONTAINER_EXPIRED = 2207020;
const NOT_READY = 2207027;
/** The platform could not download the file (2207052), or not in time (2207003). */
const FETCH_FAILED = new Set([2207052, 2207003]);

/** Turns what a photo call threw into a spec code, and says whether sending again can help. */
export function classifyPhotoError(error: unknown): ClassifiedFailure {
  if (error instanceof PhotoApiError) return classifyAnswer(error);
  if (error instanceof PhotoRuleError) {
    const first = error.violations[0];
    return { code: first.code, retryable: false, message: error.message };
  }
  if (error instanceof PhotoStalledError) {
    // New containers on the next try may well go through; the stuck one expires unused.
    return { code: 'upload_stalled', retryable: true, message: error.message };
  }
  if (error instanceof PhotoContainerError) return classifyContainer(error);
  if (error instanceof PhotoLikePermissionError) return classifyLikePermission(error);
  if (error instanceof PhotoReplyMediaError) {
    return { code: 'platform_rejected_content', retryable: false, message: error.message };
  }
  if (error instanceof PhotoStoryCommentsError) {
    return { code: 'not_supported', retryable: false, message: 'A story takes no comments.' };
  }
  if (error instanceof PhotoMediaMissingError) {
    return { code: 'system_error', retryable: false, message: error.message };
  }
  if (error instanceof PlatformNetworkError) {
    return error.kind === 'timeout'
      ? { code: 'platform_timeout', retryable: true, message: `photo: ${error.message}` }
      : { code: 'platform_error', retryable: true, message: `photo: ${error.message}` };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { code: 'platform_error', retryable: true, message: `photo: ${detail}` };
}

function classifyAnswer(error: PhotoApiError): ClassifiedFailure {
  const { code, subcode } = error;
  const said = describe(error);
  if (code === 4 && subcode === ACTIVITY_RESTRICTED) {
    // The platform lifts this restriction when it decides to; retrying on a timer does not clear it.
    return { code: 'platform_activity_blocked', retryable: false, message: said };
  }
  if (subcode === DAILY_LIMIT) {
    return { code: 'platform_error', retryable: true, message: said, ...retryAfter(error) };
  }
  if (subcode === CONTAINER_EXPIRED) return { code: 'container_expired', retryable: true, message: said };
  if (subcode !== undefined && FETCH_FAILED.has(subcode)) {
    return { code: 'media_unreachable', retryable: true, message: said };
  }
  if (subcode === NOT_READY) return { code: 'platform_error', retryable: true, message: said };
  if (AUTH_CODES.has(code)) return { code: 'platform_auth_error', retryable: false, message: said };
  if (RATE_LIMIT_CODES.has(code)) {
    return { code: 'platform_error', retryable: true, message: said, ...retryAfter(error) };
  }
  if (PERMISSION_CODES.has(code)) return { code: 'permission_denied', retryable: false, message: said };
  // [?] The platform documents no code for these two; the emulator's sentences say them.
  if (/own comment/i.test(error.error.message)) {
    return { code: 'cannot_hide_own_reply', retryable: false, message: said };
  }
  if (/comments? (?:are|is) (?:disabled|turned off)/i.test(error.error.message)) {
    return { code: 'comments_closed', retryable: false, message: said };
  }
  if (error.error.is_transient === true || code === 1 || code === 2 || error.status >= 500) {
    return { code: 'platform_error', retryable: true, message: said };
  }
  // 36000/2207004 (image over 8MB), invalid parameters and the rest: the same request fails again.
  return { code: 'platform_rejected_content', retryable: false, message: said };
}

function classifyLikePermission(error: PhotoLikePermissionError): ClassifiedFailure {
  const details = { missingScopes: error.missingScopes };
  return error.inReview
    ? {
        code: 'feature_in_review',
        retryable: false,
        message: `Liking needs ${error.missingScopes.join(', ')}, which the platform's app review has not granted yet; reconnecting does not help. (${error.message})`,
        details: { ...details, feature: 'like' },
      }
    : {
        code: 'reconsent_required',
        retryable: false,
        message: `The connection predates ${error.missingScopes.join(', ')}, which liking needs: connect the account again to grant it. (${error.message})`,
        details,
      };
}

function classifyContainer(error: PhotoContainerError): ClassifiedFailure {
  if (error.statusCode === 'EXPIRED') {
    return { code: 'container_expired', retryable: true, message: error.message };
  }
  const subcode = error.subcode;
  if (subcode !== undefined && FETCH_FAILED.has(subcode)) {
    return { code: 'media_unreachable', retryable: true, message: error.message };
  }
  return { code: 'platform_rejected_content', retryable: false, message: error.message };
}

/** The platform's words for people, when it has them, after its words for developers. */
function describe(error: PhotoApiError): string {
  const { message, error_user_title: title, error_user_msg: userMessage } = error.error;
  const sub = error.subcode === undefined ? '' : `/${error.subcode}`;
  const forPeople = [title, userMessage].filter((part) => part !== undefined && part !== '').join(': ');
  return `photo platform (${error.code}${sub}): ${message}${forPeople ? ` (${forPeople})` : ''}`;
}

function retryAfter(error: PhotoApiError): { retryAfterSeconds?: number } {
  const minutes = error.regainAccessMinutes;
  if (minutes === undefined) return {};
  return { retryAfterSeconds: Math.max(1, Math.ceil(minutes * 60)) };
}
