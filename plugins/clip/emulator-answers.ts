import { randomBytes } from 'node:crypto';
import type { RouterContext } from '@koa/router';

/**
 * The platform's answers: every JSON answer is `{data, error: {code, message, log_id}}`, with
 * `code: "ok"` on success. Error statuses follow the platform's error table.
 */

export interface ClipRefusal {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

const refuse = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): ClipRefusal => ({
  status,
  code,
  message,
  ...(headers ? { headers } : {}),
});

export const TOKEN_INVALID = refuse(
  401,
  'access_token_invalid',
  'The access token is invalid or not found in the request.',
);

export const invalidParams = (message: string): ClipRefusal => refuse(400, 'invalid_params', message);

export const PRIVACY_MISMATCH = refuse(
  403,
  'privacy_level_option_mismatch',
  'privacy_level is not one of the privacy_level_options of this creator.',
);

export const TOO_MANY_POSTS = refuse(
  403,
  'spam_risk_too_many_posts',
  'The daily post cap from the API is reached for the current user.',
);

export const BANNED = refuse(
  403,
  'spam_risk_user_banned_from_posting',
  'The user is banned from making new posts.',
);

export const URL_UNVERIFIED = refuse(
  403,
  'url_ownership_unverified',
  'The domain or URL prefix of the media URL is not verified for this client.',
);

/** Failure kinds a test queues, answered by the next init call in the platform's words; nothing is stored. */
export const INJECTED: Record<string, ClipRefusal> = {
  server_error: refuse(500, 'internal_error', 'Something went wrong. Please try again later.'),
  // The platform allows 6 init calls a minute per token; its answer says when to come back.
  rate_limit: refuse(429, 'rate_limit_exceeded', 'The API rate limit was exceeded.', { 'retry-after': '60' }),
  auth: TOKEN_INVALID,
  invalid_params: invalidParams('One or more fields in the request are invalid (sandbox).'),
  scope_not_authorized: refuse(
    401,
    'scope_not_authorized',
    'The user did not authorize the scope required for completing this request.',
  ),
  spam_risk_too_many_posts: TOO_MANY_POSTS,
  spam_risk_user_banned_from_posting: BANNED,
  privacy_level_option_mismatch: PRIVACY_MISMATCH,
  url_ownership_unverified: URL_UNVERIFIED,
};

/**
 * Failure kinds the next init accepts and carries into its upload or processing, so that tests
 * can reach the steps after the init (which is the only call that takes a queued kind).
 */
export const CARRIED = ['upload_url_expired', 'drop_final_chunk', 'processing_failed', 'stall'] as const;
export type CarriedFailure = (typeof CARRIED)[number];

export function isCarried(kind: string | undefined): kind is CarriedFailure {
  return (CARRIED as readonly string[]).includes(kind ?? '');
}

export function succeed(ctx: RouterContext, data: unknown): void {
  ctx.status = 200;
  ctx.body = { data, error: { code: 'ok', message: '', log_id: logId() } };
}

export function fail(ctx: RouterContext, refusal: ClipRefusal): void {
  for (const [name, value] of Object.entries(refusal.headers ?? {})) ctx.set(name, value);
  ctx.status = refusal.status;
  ctx.body = { data: {}, error: { code: refusal.code, message: refusal.message, log_id: logId() } };
}

/** The platform's log ids: a UTC timestamp and 20 hex digits, upper case. */
function logId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${randomBytes(10).toString('hex').toUpperCase()}`;
}
