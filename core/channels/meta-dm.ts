import { createHmac } from 'node:crypto';
import { graphErrorFields } from '../http/graph-error';
import { platformRequest, PlatformResponseError } from '../http/platform-http';
import type { PublishContext } from './context';
import {
  PrivateReplyRefused,
  WebhookSignatureError,
  type CommentEvent,
  type DmCapability,
  type PrivateReplyInput,
} from './dm';
import { sameSecret } from '../auth/same-secret';

/**
 * Meta's private replies and comment webhooks, shared by the photo (Instagram) and social
 * (Facebook Pages) channels, which speak them alike (docs/PLATFORMS.md, photo and social bullets):
 *   send    POST /{ig-user-id|page-id}/messages {recipient: {comment_id}, message: {text}}
 *           → {recipient_id, message_id}; one per comment, within 7 days of it
 *   lookup  GET /{ig-user-id|page-id}/conversations?fields=messages{id,message,created_time,to}
 *   webhook X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>;
 *           Instagram `comments` field changes, Pages `feed` changes with item `comment`, verb `add`
 */

/** The Graph errors of a refused private reply, as the emulators answer them and the plugins read them. */
export const PRIVATE_REPLY_ERRORS = {
  /** Messenger's "This message is sent outside of allowed window". */
  windowPassed: { code: 10, subcode: 2018278 },
  // [?] Meta documents "a single message" per comment but not the error of a second one.
  alreadyReplied: { code: 10, subcode: 2018001 },
  /** The token lacks the messaging permission (#200-#299), or the app cannot have it (#10 alone). */
  permission: { code: 200 },
} as const;

export const REPLY_WINDOW_DAYS = 7;
const LOOKUP_SLACK_MS = 10_000;
const MAX_PAGES = 20;

export interface MetaDmParts {
  /** `instagram` (photo) or `page` (social): the `object` of the channel's webhooks. */
  object: 'instagram' | 'page';
  /** The token the calls go with (the Instagram user's; the Page's). */
  token(ctx: PublishContext): string;
  /** The plugin's own error for a refused call, so its `classify` reads it. */
  apiError(err: PlatformResponseError): Error;
}

export function metaDm(parts: MetaDmParts): DmCapability {
  const call = async <T>(
    ctx: PublishContext,
    method: 'GET' | 'POST',
    path: string,
    query?: Record<string, string>,
    body?: unknown,
  ): Promise<T> => {
    const base = ctx.account.baseUrl.replace(/\/+$/, '');
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    try {
      const res = await platformRequest<T>({
        method,
        url: `${base}${path}${search}`,
        headers: { authorization: `Bearer ${parts.token(ctx)}` },
        body,
        signal: ctx.signal,
      });
      return (res.body ?? {}) as T;
    } catch (err) {
      if (!(err instanceof PlatformResponseError)) throw err;
      throw refusalOf(err) ?? parts.apiError(err);
    }
  };
  const me = (ctx: PublishContext) => encodeURIComponent(ctx.account.externalAccountId);

  return {
    replyWindowDays: REPLY_WINDOW_DAYS,

    async sendPrivateReply(ctx, commentId, input) {
      const res = await call<{ message_id?: unknown }>(ctx, 'POST', `/${me(ctx)}/messages`, undefined, {
        recipient: { comment_id: commentId },
        message: messageOf(input),
      });
      if (typeof res.message_id !== 'string' || res.message_id === '') {
        throw new Error('The platform answered a private reply without its message_id.');
      }
      return { messageId: res.message_id };
    },

    async findPrivateReply(ctx, comment, input, since) {
      // Without the commenter's id the conversation cannot be told apart: unknown, not "not there".
      if (!comment.commenterId)
        throw new Error('The comment carries no commenter id to look the message up by.');
      const text = textOf(input);
      const from = since.getTime() - LOOKUP_SLACK_MS;
      let after: string | undefined;
      for (let n = 0; n < MAX_PAGES; n += 1) {
        const page = await call<{
          data?: Conversation[];
          paging?: { cursors?: { after?: string }; next?: string };
        }>(ctx, 'GET', `/${me(ctx)}/conversations`, {
          platform: parts.object === 'instagram' ? 'instagram' : 'messenger',
          user_id: comment.commenterId,
          fields: 'messages{id,message,created_time,to}',
          ...(after ? { after } : {}),
        });
        for (const conversation of page.data ?? []) {
          const found = (conversation.messages?.data ?? []).find(
            (m) =>
              (m.message ?? '') === text &&
              Date.parse(m.created_time ?? '') >= from &&
              (m.to?.data ?? []).some((to) => to.id === comment.commenterId),
          );
          if (found) return { messageId: found.id };
        }
        if (!page.paging?.next) return null;
        after = page.paging.cursors?.after;
      }
      // null would mean "surely not there" and invite a second message; past this we cannot tell.
      throw new Error(`Over ${MAX_PAGES} pages of conversations; the lookup gave up.`);
    },

    parseWebhook(headers, rawBody, appSecret) {
      verifySignature(headers['x-hub-signature-256'], rawBody, appSecret);
      let payload: WebhookPayload;
      try {
        payload = JSON.parse(rawBody) as WebhookPayload;
      } catch {
        return [];
      }
      if (payload.object !== parts.object) return [];
      return (payload.entry ?? []).flatMap((entry) =>
        (entry.changes ?? []).flatMap((change) => {
          const event =
            parts.object === 'instagram' ? instagramComment(entry, change) : pageComment(entry, change);
          return event ? [event] : [];
        }),
      );
    },

    async listComments(ctx, postExternalId, since) {
      const events: CommentEvent[] = [];
      let after: string | undefined;
      for (let n = 0; n < MAX_PAGES; n += 1) {
        const page = await call<{
          data?: ListedComment[];
          paging?: { cursors?: { after?: string }; next?: string };
        }>(ctx, 'GET', `/${encodeURIComponent(postExternalId)}/comments`, {
          // Instagram comments have `text` and `timestamp`; Page comments `message` and `created_time`.
          fields:
            parts.object === 'instagram' ? 'id,text,timestamp,from,username' : 'id,message,created_time,from',
          limit: '50',
          ...(after ? { after } : {}),
        });
        for (const c of page.data ?? []) {
          const at = parseGraphTime(c.timestamp ?? c.created_time);
          if (at === undefined || (since && at < since.getTime())) continue;
          events.push({
            accountExternalId: ctx.account.externalAccountId,
            commentId: c.id,
            postExternalId,
            text: c.text ?? c.message ?? '',
            commenterId: c.from?.id ?? null,
            commenterHandle: c.from?.username ?? c.username ?? c.from?.name ?? null,
            createdAt: new Date(at).toISOString(),
          });
        }
        if (!page.paging?.next) break;
        after = page.paging.cursors?.after;
      }
      return events.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}

/** `sha256=<hex>` of the raw body under the app secret, compared in constant time. */
export function signMetaBody(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

function verifySignature(header: string | undefined, rawBody: string, appSecret: string): void {
  if (!sameSecret(header ?? '', signMetaBody(rawBody, appSecret))) {
    throw new WebhookSignatureError();
  }
}

/** Text and link in one message: the private reply is the only message a comment allows. */
function messageOf(input: PrivateReplyInput): Record<string, unknown> {
  const text = textOf(input);
  if (!input.media) return { text };
  // [?] The Send API takes text or one attachment per message; the file goes as the attachment
  // of the same private reply (the emulator keeps both), since a comment allows one message.
  const type = input.media.contentType.startsWith('image/') ? 'image' : 'file';
  return { text, attachment: { type, payload: { url: input.media.url } } };
}

function textOf(input: PrivateReplyInput): string {
  return input.link ? `${input.text}\n${input.link}` : input.text;
}

function refusalOf(err: PlatformResponseError): PrivateReplyRefused | undefined {
  const { code, error_subcode: subcode, message } = graphErrorFields(err.body);
  const text = message ?? `HTTP ${err.status}`;
  const is = (e: { code: number; subcode?: number }) => code === e.code && subcode === e.subcode;
  if (is(PRIVATE_REPLY_ERRORS.windowPassed)) return new PrivateReplyRefused('window_passed', text);
  if (is(PRIVATE_REPLY_ERRORS.alreadyReplied)) return new PrivateReplyRefused('already_replied', text);
  if (code !== undefined && ((code >= 200 && code <= 299) || (code === 10 && subcode === undefined))) {
    return new PrivateReplyRefused('permission', text);
  }
  return undefined;
}

/** Instagram: `{field: comments, value: {id, text, from: {id, username}, media: {id}}}`. */
function instagramComment(entry: WebhookEntry, change: WebhookChange): CommentEvent | undefined {
  const v = change.value ?? {};
  if (change.field !== 'comments' || typeof v.id !== 'string' || typeof v.media?.id !== 'string')
    return undefined;
  return {
    accountExternalId: String(entry.id),
    commentId: v.id,
    postExternalId: v.media.id,
    text: typeof v.text === 'string' ? v.text : '',
    commenterId: v.from?.id ?? null,
    commenterHandle: v.from?.username ?? null,
    createdAt: new Date((entry.time ?? Date.now() / 1000) * 1000).toISOString(),
  };
}

/** Pages: `{field: feed, value: {item: comment, verb: add, comment_id, post_id, from, message, created_time}}`. */
function pageComment(entry: WebhookEntry, change: WebhookChange): CommentEvent | undefined {
  const v = change.value ?? {};
  if (change.field !== 'feed' || v.item !== 'comment' || v.verb !== 'add') return undefined;
  if (typeof v.comment_id !== 'string' || typeof v.post_id !== 'string') return undefined;
  const at = typeof v.created_time === 'number' ? v.created_time : (entry.time ?? Date.now() / 1000);
  return {
    accountExternalId: String(entry.id),
    commentId: v.comment_id,
    postExternalId: v.post_id,
    text: typeof v.message === 'string' ? v.message : '',
    commenterId: v.from?.id ?? null,
    commenterHandle: v.from?.name ?? null,
    createdAt: new Date(at * 1000).toISOString(),
  };
}

/** Graph times: ISO with `+0000` offsets, or unix seconds. */
function parseGraphTime(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return value * 1000;
  if (value === undefined) return undefined;
  const parsed = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(parsed) ? undefined : parsed;
}

interface Conversation {
  messages?: {
    data?: Array<{
      id: string;
      message?: string;
      created_time?: string;
      to?: { data?: Array<{ id: string }> };
    }>;
  };
}

interface ListedComment {
  id: string;
  text?: string;
  message?: string;
  timestamp?: string;
  created_time?: string;
  username?: string;
  from?: { id?: string; username?: string; name?: string };
}

interface WebhookPayload {
  object?: string;
  entry?: WebhookEntry[];
}

interface WebhookEntry {
  id: string | number;
  time?: number;
  changes?: WebhookChange[];
}

interface WebhookChange {
  field?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform payload, read field by field
  value?: any;
}
