import Ajv from 'ajv';
import type { ErrorCode } from '../../../core/errors/catalogue';
import { knownCode } from '../../../core/errors/outside-code';

/**
 * The bridge protocol between Fanout and the person's browser extension, version 1.
 *
 * Transport: one WebSocket per extension, at `GET /v1/bridge` on the API (JSON text frames).
 * Why a WebSocket and not long-polling: a Manifest V3 service worker is stopped after 30 s without
 * events, but Chrome keeps it alive while a WebSocket carries traffic (the extension sends a
 * `ping` every 20 s); and the server pushes a job the moment a post queues it, where a poll would
 * add up to its interval to every publish. The extension reconnects with back-off when the socket
 * drops; a job the server had sent is then settled by the hold (never re-sent blindly).
 *
 * Extension → server:
 *   hello    {protocol, token, version, login: {state, user?}, blog?: {id}}  first frame, always
 *   state    {login: {state, user?}, blog?: {id}}                            when either changes
 *   ping     {}                                                              every 20 s
 *   progress {jobId, step}                                                   while a job runs
 *   result   {jobId, ok: true, logNo, url} | {jobId, ok: true, data} | {jobId, ok: false, code, detail?}
 * Server → extension:
 *   welcome  {accountId, blogId, heartbeatSeconds}   after a good hello
 *   refused  {code, message}                          then the socket closes (bad token, old protocol)
 *   job      {jobId, kind, attempt, payload}          work to do now
 *   pong     {}
 *
 * A `verify` job ({title, since}) asks whether a publish whose answer was lost went out: the
 * extension looks at the blog's own latest posts and answers `ok: true` with the post it found, or
 * `ok: false` with `kr_post_unavailable` when none matches; any other code means it cannot tell.
 *
 * Reads and small writes are jobs too, answered with `data`: `refresh` ({} → {categories}),
 * `drafts` ({} → {drafts}), `delete` ({logNo} → {deleted: true}), `stats` ({logNo} → {views,
 * comments}), `comments` ({logNo} → {comments}), `publishDraft` ({logNo, title?, categoryId?, tags?,
 * openType?} → logNo and url like a publish). A post the blog does not show is `kr_post_unavailable`,
 * a draft not in the draft box `kr_draft_not_found`.
 *
 * Engagement (extension 0.10.0, issue 25) is done on the blog's own pages by clicking their
 * controls: `like` / `unlike` ({blogId, logNo, commentId?} → {liked}), `reply` ({blogId, logNo, commentId?,
 * text, since} → {commentId, url}), `follow` / `unfollow` ({blogId} → {neighbor}). A reply reports
 * `progress` `publishing` before its click; when the page then gives no answer, the extension looks
 * in the post's comment list for ours (author = our blog id, same text, since `since`) and answers
 * with it, or `kr_reply_unknown` when it cannot tell (never a second click). Refusals:
 * `kr_not_allowed` (one's own post), `kr_comment_gone`, `kr_comments_closed`, `kr_follow_blocked`.
 * From extension 0.11.0, `deleteReply` ({blogId, logNo, commentId} → {deleted: true}) presses the
 * comment's delete; a comment already deleted answers `kr_comment_gone`.
 *
 * `login.state` is `signed_in`, `signed_out` (the account shows `bridge.state: login_needed`) or
 * `other_account` (signed in as someone else: `kr_wrong_login`). A `result` that fails carries one
 * of the spec's kr codes (kr_tab_lost, kr_ui_changed, ...), which the hold records as given. A code
 * the spec lacks (a newer extension's, say) is read as `bridge_unsupported` (UNKNOWN_REFUSAL: the
 * extension cannot do the job, a retry will not help), its own code kept in `detail`.
 */
export const BRIDGE_PROTOCOL = 1;
/** The extension sends a ping this often; a socket silent for three of them is gone. */
export const HEARTBEAT_SECONDS = 20;
/** What a refusal with a code the catalogue lacks is read as (spec: the extension cannot handle the job). */
export const UNKNOWN_REFUSAL: ErrorCode = 'bridge_unsupported';

/** A new socket says hello within this many seconds, or is refused (`hello_expected`) and closed. */
export const HELLO_SECONDS = 10;

export type LoginState = 'signed_in' | 'signed_out' | 'other_account';
export type JobKind =
  | 'publish'
  | 'verify'
  | 'draft'
  | 'edit'
  | 'delete'
  | 'refresh'
  | 'drafts'
  | 'publishDraft'
  | 'stats'
  | 'comments'
  | 'like'
  | 'unlike'
  | 'reply'
  | 'deleteReply'
  | 'follow'
  | 'unfollow';
export type JobStep = 'opened' | 'typing' | 'uploading' | 'publishPanel' | 'publishing' | 'verifying';

export interface Login {
  state: LoginState;
  user?: string;
}

export type ExtensionMessage =
  | { type: 'hello'; protocol: number; token: string; version: string; login: Login; blog?: { id: string } }
  | { type: 'state'; login: Login; blog?: { id: string } }
  | { type: 'ping' }
  | { type: 'progress'; jobId: string; step: JobStep }
  | { type: 'result'; jobId: string; ok: true; logNo: string; url: string }
  | { type: 'result'; jobId: string; ok: true; data: Record<string, unknown> }
  | { type: 'result'; jobId: string; ok: false; code: ErrorCode; detail?: string };

export type ServerMessage =
  | { type: 'welcome'; accountId: string; blogId: string; heartbeatSeconds: number }
  | { type: 'refused'; code: string; message: string }
  | { type: 'job'; jobId: string; kind: JobKind; attempt: number; payload: Record<string, unknown> }
  | { type: 'pong' };

const id = { type: 'string', minLength: 1, maxLength: 200 };
const login = {
  type: 'object',
  properties: {
    state: { enum: ['signed_in', 'signed_out', 'other_account'] },
    user: { type: 'string', maxLength: 200 },
  },
  required: ['state'],
  additionalProperties: false,
};
const blog = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{2,40}$' } },
  required: ['id'],
  additionalProperties: false,
};
const message = (type: string, properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties: { type: { const: type }, ...properties },
  required: ['type', ...required],
  additionalProperties: false,
});

/** What the extension may send, one schema per message type. */
const EXTENSION_MESSAGE_SCHEMA = {
  oneOf: [
    message(
      'hello',
      {
        protocol: { type: 'integer', minimum: 1 },
        token: { type: 'string', minLength: 1, maxLength: 200 },
        version: { type: 'string', maxLength: 30 },
        login,
        blog,
      },
      ['protocol', 'token', 'version', 'login'],
    ),
    message('state', { login, blog }, ['login']),
    message('ping', {}, []),
    message(
      'progress',
      {
        jobId: id,
        step: { enum: ['opened', 'typing', 'uploading', 'publishPanel', 'publishing', 'verifying'] },
      },
      ['jobId', 'step'],
    ),
    message(
      'result',
      {
        jobId: id,
        ok: { const: true },
        logNo: { type: 'string', pattern: '^[0-9]{1,20}$' },
        url: { type: 'string', maxLength: 2000 },
      },
      ['jobId', 'ok', 'logNo', 'url'],
    ),
    message('result', { jobId: id, ok: { const: true }, data: { type: 'object' } }, ['jobId', 'ok', 'data']),
    message(
      'result',
      {
        jobId: id,
        ok: { const: false },
        code: { type: 'string', pattern: '^[a-z_]{1,60}$' },
        detail: { type: 'string', maxLength: 2000 },
      },
      ['jobId', 'ok', 'code'],
    ),
  ],
};

const validate = new Ajv({ allErrors: false }).compile(EXTENSION_MESSAGE_SCHEMA);

/**
 * One frame from the extension, checked: the message, or why it is not one. Never throws (a frame
 * can be anything: not JSON, huge, a lone surrogate).
 */
export function readExtensionFrame(frame: string): { message: ExtensionMessage } | { problem: string } {
  if (frame.length > 64 * 1024) return { problem: 'frame over 64 KB' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return { problem: 'not JSON' };
  }
  if (!validate(parsed)) {
    const type = (parsed as { type?: unknown } | null)?.type;
    return {
      problem: `not a protocol ${BRIDGE_PROTOCOL} message${typeof type === 'string' ? ` (type ${type.slice(0, 40)})` : ''}`,
    };
  }
  return { message: withKnownCode(parsed as ExtensionMessage) };
}

/** A refusal's code as the catalogue's, so nothing past this frame meets a code it cannot answer with. */
function withKnownCode(message: ExtensionMessage): ExtensionMessage {
  if (message.type !== 'result' || message.ok) return message;
  const code = knownCode(message.code, UNKNOWN_REFUSAL);
  if (code === message.code) return message;
  const why = message.detail ? `: ${message.detail}` : '.';
  return {
    ...message,
    code,
    detail: `The extension answered ${message.code}, a code this service does not know${why}`,
  };
}
