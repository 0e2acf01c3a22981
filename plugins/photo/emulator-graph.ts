import type { RouterContext } from '@koa/router';
import type { GraphError } from '../../core/http/graph-error';
import { sendGraphRefusal, usageHeaders } from '../../core/sandbox/graph-refusal';

/**
 * The Graph API's ways of answering, for the photo emulator: its error envelope, the failures a
 * test can queue, its rate-limit header and its timestamps. Codes and sentences follow the
 * platform's documentation; where it gives none, [?] marks a choice made here.
 */

export interface GraphFailure {
  status: number;
  error: Omit<GraphError, 'fbtrace_id'>;
  /** Minutes until the account may call again, sent in `x-business-use-case-usage`. */
  regainAccessMinutes?: number;
}

export function answer(ctx: RouterContext, failure: GraphFailure, accountId: string): void {
  const { regainAccessMinutes: minutes, ...refusal } = failure;
  const headers = minutes === undefined ? undefined : usageHeaders(accountId, 'instagram', minutes);
  sendGraphRefusal(ctx, { ...refusal, headers });
}

const fail = (
  status: number,
  code: number,
  message: string,
  more: Partial<Omit<GraphError, 'code' | 'message'>> = {},
): GraphFailure => ({
  status,
  error: { message, type: 'OAuthException', code, is_transient: false, ...more },
});

/** An invalid parameter: the request itself is wrong and will be refused again. */
export const invalidParameter = (message: string, subcode?: number): GraphFailure =>
  fail(400, 100, message, subcode === undefined ? {} : { error_subcode: subcode });

/** What the Graph API answers for an id the token cannot reach, whether it exists or not. */
export const unsupportedRequest = (id: string, method: 'get' | 'post' | 'delete'): GraphFailure =>
  fail(
    400,
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { type: 'GraphMethodException', error_subcode: 33 },
  );

// The Graph API answers token problems with 400, not 401; only the code says "reconnect".
export const INVALID_TOKEN = fail(400, 190, 'Invalid OAuth access token - Cannot parse access token');
export const NO_TOKEN = fail(
  400,
  2500,
  'An active access token must be used to query information about the current user.',
);

export const MEDIA_EXPIRED = fail(
  400,
  -2,
  'The media you are trying to access has expired. Please try to upload again.',
  {
    error_subcode: 2207020,
    error_user_title: 'Media expired',
    error_user_msg: 'The media container was not published within 24 hours. Create it again.',
  },
);

export const NOT_READY = fail(400, 9007, 'Media ID is not available', {
  error_subcode: 2207027,
  error_user_title: 'Media not ready',
  error_user_msg: 'The media is not ready for publishing, please wait for a moment.',
});

export const IMAGE_TOO_LARGE = fail(400, 36000, 'The image size is too large.', {
  error_subcode: 2207004,
  error_user_title: 'Image too large',
  error_user_msg: 'The image is too large to download. It should be less than 8 MiB.',
});

export const FETCH_FAILED = fail(
  400,
  9004,
  "Media download has failed. The media URI doesn't meet our requirements.",
  {
    error_subcode: 2207052,
    error_user_title: 'Media download failed',
    error_user_msg: 'The media could not be fetched from the URI.',
  },
);

// [?] The subcode of "only JPEG" is not documented clearly; 2207005 is "unsupported image format".
export const NOT_JPEG = fail(400, 9004, 'The image format is not supported. Only JPEG is supported.', {
  error_subcode: 2207005,
  error_user_title: 'Unsupported image format',
  error_user_msg: 'Only JPEG images are supported.',
});

export const BAD_ASPECT_RATIO = fail(400, 36003, 'The aspect ratio is not supported.', {
  error_subcode: 2207009,
  error_user_title: 'Unsupported aspect ratio',
  error_user_msg: 'Feed images must be between 4:5 and 1.91:1.',
});

export function dailyLimit(regainAccessMinutes: number): GraphFailure {
  return {
    ...fail(400, 9, 'Application request limit reached', {
      error_subcode: 2207042,
      error_user_title: 'Posting limit reached',
      error_user_msg:
        'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
    }),
    regainAccessMinutes,
  };
}

/** How long the `rate_limit` failure says to wait: the tests expect exactly this. */
export const RATE_LIMIT_MINUTES = 5;

/**
 * The failures a test can queue that answer a call instead of carrying it out; nothing is stored.
 * `daily_limit` on its own (no real posts in the window) says a full day, as a fresh window would.
 */
export const INJECTED: Record<string, GraphFailure> = {
  server_error: fail(500, 2, 'An unexpected error has occurred. Please retry your request later.', {
    is_transient: true,
  }),
  rate_limit: {
    // [?] The shared sandbox kinds answer rate limits with 429; the Graph code is what tells.
    ...fail(
      429,
      80002,
      'There have been too many calls to this Instagram account. Wait a bit and try again.',
      {
        is_transient: true,
      },
    ),
    regainAccessMinutes: RATE_LIMIT_MINUTES,
  },
  auth: INVALID_TOKEN,
  activity_blocked: fail(400, 4, 'Action is blocked.', {
    error_subcode: 2207051,
    error_user_title: 'Try Again Later',
    error_user_msg:
      'We restrict certain activity to protect our community. Tell us if you think we made a mistake.',
  }),
  permission: fail(400, 10, 'Application does not have permission for this action', {
    error_user_title: 'Permission missing',
    error_user_msg: 'The app needs the instagram_content_publish permission for this account.',
  }),
  daily_limit: dailyLimit(24 * 60),
  media_expired: MEDIA_EXPIRED,
  not_ready: NOT_READY,
  image_too_large: IMAGE_TOO_LARGE,
  fetch_failed: FETCH_FAILED,
};

export function unknownKind(kind: string): GraphFailure {
  // A misspelt kind should fail the test that queued it, not pass silently.
  return fail(500, 1, `Unknown sandbox failure kind "${kind}".`);
}

/** Graph timestamps: seconds, and an offset without a colon (`2026-09-20T10:00:00+0000`). */
export function graphTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}
