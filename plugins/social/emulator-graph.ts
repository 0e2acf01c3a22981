import type { RouterContext } from '@koa/router';
import type { GraphError } from '../../core/http/graph-error';
import { sendGraphRefusal, usageHeaders, type GraphRefusal } from '../../core/sandbox/graph-refusal';

/**
 * The Graph API's answer shapes for the emulator: the `{"error": {...}}` envelope with its codes,
 * the failure kinds a test can queue, time formats and field selection.
 */

export type Body = Record<string, unknown>;

export type GraphFailure = GraphRefusal;

const refuse = (
  status: number,
  code: number,
  message: string,
  more: Partial<GraphError> = {},
  headers?: Record<string, string>,
): GraphFailure => ({ status, error: { message, code, ...more }, ...(headers ? { headers } : {}) });

/** How long a rate-limited Page waits, in the minutes the usage header counts in. */
export const RATE_LIMIT_MINUTES = 5;

/** App-level usage at its ceiling: the header names no time to wait. */
const APP_USAGE = JSON.stringify({ call_count: 100, total_cputime: 12, total_time: 14 });

export const errors = {
  noToken: refuse(
    401,
    2500,
    'An active access token must be used to query information about the current user.',
  ),
  badToken: refuse(401, 190, 'Invalid OAuth access token - Cannot parse access token'),
  notYourPage: refuse(
    403,
    200,
    '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
  ),
  /** Graph's answer for an id that is not there, was deleted, or this token may not see. */
  missing: (id: string) =>
    refuse(
      400,
      100,
      `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { error_subcode: 33 },
    ),
  invalid: (detail: string) => refuse(400, 100, `(#100) ${detail}`),
  duplicate: refuse(400, 506, 'Duplicate status message', {
    error_user_title: 'Duplicate Post',
    error_user_msg: 'This status update is identical to the last one you posted.',
  }),
  /** The file at a URL could not be downloaded (no answer, an error status, cut short). */
  download: (detail: string) => refuse(400, 324, `(#324) Requires upload file: ${detail}`),
  videoFormat: (detail: string) =>
    refuse(
      400,
      352,
      `(#352) Sorry, the video file you selected is in a format that we don't support: ${detail}`,
    ),
  expired: refuse(400, -2, 'The upload session has expired; start a new one.', {
    error_subcode: 2207020,
    is_transient: false,
  }),
};

/**
 * Failure kinds a test queues with `/_sandbox/fail`, each answered before anything is stored.
 * Besides the shared ones (server_error, rate_limit, auth, drop_after_accept, hold_after_accept):
 * transient (#2), app_rate_limit (#4), user_rate_limit (#17), invalid (#100), policy_block (#368),
 * permission (#200), app_permission (#10), duplicate (#506), media_unreachable (#324),
 * session_expired (-2/2207020; on `upload_phase=start` it makes the session already expired),
 * and `pass`, which lets the call it falls on through.
 */
export function injectedFailure(kind: string, pageId: string): GraphFailure | undefined {
  switch (kind) {
    case 'server_error':
      return refuse(500, 1, 'An unknown error has occurred.', { is_transient: false });
    case 'transient':
      return refuse(503, 2, 'Service temporarily unavailable', { is_transient: true });
    case 'rate_limit':
      // Page tokens are under business-use-case limits; the header says when access comes back.
      return refuse(
        403,
        32,
        '(#32) Page request limit reached',
        { is_transient: true },
        usageHeaders(pageId, 'pages', RATE_LIMIT_MINUTES),
      );
    case 'app_rate_limit':
      return refuse(
        403,
        4,
        '(#4) Application request limit reached',
        { is_transient: true },
        {
          'x-app-usage': APP_USAGE,
        },
      );
    case 'user_rate_limit':
      return refuse(
        403,
        17,
        '(#17) User request limit reached',
        { is_transient: true },
        {
          'x-app-usage': APP_USAGE,
        },
      );
    case 'auth':
      return refuse(401, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
    case 'invalid':
      return errors.invalid('Invalid parameter');
    case 'policy_block':
      return refuse(400, 368, 'The action attempted has been deemed abusive or is otherwise disallowed', {
        error_user_title: 'Action blocked',
        error_user_msg: 'This content goes against our Community Standards.',
      });
    case 'permission':
      return refuse(403, 200, '(#200) Permissions error');
    case 'app_permission':
      return refuse(403, 10, '(#10) Application does not have permission for this action');
    case 'duplicate':
      return errors.duplicate;
    case 'media_unreachable':
      return errors.download('the file at the URL could not be downloaded');
    case 'session_expired':
      return errors.expired;
    default:
      return undefined;
  }
}

/** Kinds the base class acts on after storing; every other kind is answered up front. */
export const AFTER_ACCEPT_KINDS = ['drop_after_accept', 'hold_after_accept'];

export function graphFail(ctx: RouterContext, failure: GraphFailure): void {
  if (failure.error.code === 190 || failure.error.code === 2500) {
    ctx.set('www-authenticate', `OAuth "Facebook Platform" "invalid_token" "${failure.error.message}"`);
  }
  sendGraphRefusal(ctx, { ...failure, error: { type: 'OAuthException', ...failure.error } });
}

export function bodyOf(ctx: RouterContext): Body {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** The access token from `Authorization: Bearer|OAuth`, or the `access_token` parameter. */
export function tokenOf(ctx: RouterContext): string | undefined {
  const header = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(ctx.get('authorization'));
  if (header) return header[1];
  const query = ctx.query.access_token;
  if (typeof query === 'string' && query !== '') return query;
  const fromBody = bodyOf(ctx).access_token;
  return typeof fromBody === 'string' && fromBody !== '' ? fromBody : undefined;
}

/** Form posts carry booleans as text; JSON ones as booleans. */
export function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value === true || value === 'true' || value === '1';
}

/** Form posts carry objects and lists as JSON text. */
export function structured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Graph's time format: "2026-01-01T12:00:00+0000". */
export function graphTime(iso: string): string {
  return iso.replace(/\.\d{3}Z$/, '+0000');
}

/** The `fields` parameter as a set; the listings' defaults when absent. */
export function fieldsOf(ctx: RouterContext, defaults: string[]): Set<string> {
  const raw = ctx.query.fields;
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const fields = joined
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  return new Set(fields.length > 0 ? fields : defaults);
}

export function single(ctx: RouterContext, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}
