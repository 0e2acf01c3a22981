import type { GraphError } from '../../core/http/graph-error';
import { usageHeaders, type GraphRefusal } from '../../core/sandbox/graph-refusal';
import { CODE, SUBCODE } from './graph-errors';

/** Answers a refusal in the Graph envelope (the routes' short name for it). */
export { sendGraphRefusal as refuse, type GraphRefusal } from '../../core/sandbox/graph-refusal';

const refusal = (
  status: number,
  code: number,
  message: string,
  more: Partial<Omit<GraphError, 'code' | 'message'>> = {},
  headers?: Record<string, string>,
): GraphRefusal => ({
  status,
  error: { message, type: 'THApiException', code, ...more },
  ...(headers ? { headers } : {}),
});

export const refusals = {
  badToken: (): GraphRefusal =>
    refusal(401, CODE.oauth, 'Invalid OAuth access token - Cannot parse access token', {
      type: 'OAuthException',
    }),
  invalid: (message: string): GraphRefusal => refusal(400, CODE.invalidParameter, message),
  noSuchObject: (id: string, method: string): GraphRefusal =>
    refusal(
      400,
      CODE.invalidParameter,
      `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { error_subcode: SUBCODE.noSuchObject },
    ),
  permission: (): GraphRefusal =>
    refusal(403, CODE.permission, 'Application does not have permission for this action', {
      type: 'OAuthException',
    }),
  serverError: (): GraphRefusal =>
    refusal(500, CODE.service, 'An unexpected error has occurred. Please retry your request later.', {
      type: 'OAuthException',
      is_transient: true,
    }),
  rateLimited: (userId: string): GraphRefusal =>
    refusal(
      429,
      CODE.appRateLimit,
      'Application request limit reached',
      { type: 'OAuthException', is_transient: true },
      usageHeaders(userId, 'threads', 5),
    ),
  userRateLimited: (userId: string): GraphRefusal =>
    refusal(
      400,
      CODE.userRateLimit,
      'User request limit reached',
      { type: 'OAuthException', is_transient: true },
      usageHeaders(userId, 'threads', 2),
    ),
  quotaReached: (what: string, limit: number): GraphRefusal =>
    refusal(
      400,
      CODE.quota,
      `The user has reached the limit of ${limit} ${what} through the API in 24 hours.`,
      { error_subcode: SUBCODE.quotaReached },
    ),
  activityBlocked: (): GraphRefusal =>
    refusal(
      400,
      CODE.appRateLimit,
      'This action was blocked: the account is temporarily restricted from publishing.',
      { error_subcode: SUBCODE.activityRestricted },
    ),
  expired: (id: string): GraphRefusal =>
    refusal(400, CODE.expired, `The media container ${id} has expired. Create a new container.`, {
      error_subcode: SUBCODE.containerExpired,
    }),
  notReady: (id: string): GraphRefusal =>
    refusal(400, CODE.notReady, `The media container ${id} is not ready to be published. Please wait.`, {
      error_subcode: SUBCODE.notReady,
    }),
  notFetched: (url: string, reason: string): GraphRefusal =>
    refusal(400, CODE.mediaFetch, `The media could not be fetched from this uri: ${url} (${reason})`, {
      error_subcode: SUBCODE.mediaNotFetched,
    }),
  unknownKind: (kind: string): GraphRefusal =>
    refusal(500, CODE.unknown, `Unknown sandbox failure kind "${kind}".`),
};

/**
 * The failure kinds a test can queue for the next publish or delete, and how the platform answers
 * each. Nothing is stored for any of them. `drop_after_accept` and `hold_after_accept` are not
 * here: the call goes through and the base class cuts or holds the answer.
 */
export const INJECTED: Record<string, (userId: string) => GraphRefusal> = {
  server_error: () => refusals.serverError(),
  rate_limit: (userId) => refusals.rateLimited(userId),
  auth: () => refusals.badToken(),
  invalid_parameter: () => refusals.invalid('The request was refused by the sandbox: invalid parameter.'),
  permission: () => refusals.permission(),
  user_rate_limit: (userId) => refusals.userRateLimited(userId),
  quota_exceeded: () => refusals.quotaReached('posts', 250),
  activity_blocked: () => refusals.activityBlocked(),
};

/**
 * Kinds that act on the next container created rather than on a publish: the platform accepts the
 * container, then fails to prepare it (ERROR with its documented message) or never finishes.
 */
export const CONTAINER_KINDS: Record<string, { error?: string; stuck?: true }> = {
  media_download_failed: { error: 'FAILED_DOWNLOADING_VIDEO' },
  processing_failed: { error: 'FAILED_PROCESSING_VIDEO' },
  invalid_duration: { error: 'INVALID_DURATION' },
  processing_stuck: { stuck: true },
};
