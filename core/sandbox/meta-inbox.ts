import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { PRIVATE_REPLY_ERRORS, REPLY_WINDOW_DAYS } from '../channels/meta-dm';
import type { EmulatedPost } from '../channels/plugin';

/**
 * Meta's private replies in memory, for the photo and social emulators: `POST /{account-id}/messages`
 * with `{recipient: {comment_id}, message: {text, attachment?}}` answers `{recipient_id,
 * message_id}`, with the platform's refusals: a second reply to one comment, a comment older than
 * 7 days, a permission missing (queued). `GET /{account-id}/conversations?user_id=` lists what the
 * account sent, as the conversations edge does. Controls:
 *   GET  /_sandbox/inbox                 every private reply: who got what (recipient, comment, text, link, attachment)
 *   POST /_sandbox/inbox/refuse {count?} the next private replies are refused: permission missing (#200)
 *   POST /_sandbox/comments {postId, text, authorHandle, ageDays?}  a visitor's comment, `ageDays` old;
 *                                        pushed to the subscribed webhook like every comment
 */

type Ctx = RouterContext;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InboxMessage {
  id: string;
  /** The account that sent it. */
  accountId: string;
  recipient: { commentId: string; id: string; username: string };
  text: string;
  link: string | null;
  attachment: { type: string; url: string } | null;
  createdAt: string;
}

export interface MetaInboxHost {
  /** The token's account id, or undefined with the refusal already answered. */
  authenticate(ctx: Ctx): string | undefined;
  posts(): EmulatedPost[];
  /** The account owning the post a comment is under. */
  ownerOfComment(comment: EmulatedPost): string | undefined;
  /** A visitor's comment on `post` made at `at`, stored and pushed to the webhook; a sentence refuses it. */
  visitorComment(
    post: EmulatedPost,
    comment: { text: string; authorHandle: string },
    at: number,
  ): string | EmulatedPost;
  now(): number;
  nextId(): string;
  params(ctx: Ctx): Record<string, unknown>;
  /** The messaging permission named in the refusal. */
  permission: string;
}

export class MetaInbox {
  private messages: InboxMessage[] = [];
  private refusals = 0;

  register(router: Router, host: MetaInboxHost): void {
    router.get('/_sandbox/inbox', (ctx) => {
      ctx.body = { messages: this.messages };
    });
    router.post('/_sandbox/inbox/refuse', (ctx) => {
      const { count } = host.params(ctx);
      this.refusals += typeof count === 'number' ? count : 1;
      ctx.body = { queued: 'permission', count: this.refusals };
    });
    router.post('/_sandbox/comments', (ctx) => {
      const { postId, text, authorHandle, ageDays } = host.params(ctx);
      const post = host.posts().find((p) => p.id === postId && !p.deleted && p.kind !== 'comment');
      if (!post) return refuseControl(ctx, 404, `No post ${String(postId)} on the emulated platform.`);
      if (
        typeof text !== 'string' ||
        text.trim() === '' ||
        typeof authorHandle !== 'string' ||
        !authorHandle
      ) {
        return refuseControl(ctx, 400, 'Send text and authorHandle, both non-empty strings.');
      }
      const days = typeof ageDays === 'number' ? ageDays : 0;
      const made = host.visitorComment(post, { text, authorHandle }, host.now() - days * DAY_MS);
      if (typeof made === 'string') return refuseControl(ctx, 400, made);
      ctx.body = { id: made.id, postId: post.id, createdAt: made.createdAt };
    });
    router.post('/:accountId/messages', (ctx) => this.send(ctx, host));
    router.get('/:accountId/conversations', (ctx) => this.conversations(ctx, host));
  }

  all(): InboxMessage[] {
    return this.messages.map((m) => ({ ...m }));
  }

  reset(): void {
    this.messages = [];
    this.refusals = 0;
  }

  snapshot(): InboxMessage[] {
    return this.messages;
  }

  restore(saved: InboxMessage[] | undefined): void {
    if (Array.isArray(saved)) this.messages = saved;
  }

  private send(ctx: Ctx, host: MetaInboxHost): void {
    const accountId = host.authenticate(ctx);
    if (accountId === undefined) return;
    if (ctx.params.accountId !== accountId) return graphError(ctx, 400, 100, 'Unsupported post request.', 33);
    const { recipient, message } = host.params(ctx) as {
      recipient?: { comment_id?: unknown };
      message?: { text?: unknown; attachment?: { type?: unknown; payload?: { url?: unknown } } };
    };
    const commentId = recipient?.comment_id;
    if (typeof commentId !== 'string')
      return graphError(ctx, 400, 100, 'The parameter recipient is required.');
    const text = typeof message?.text === 'string' ? message.text : '';
    const url = message?.attachment?.payload?.url;
    if (text.trim() === '' && typeof url !== 'string') {
      return graphError(ctx, 400, 100, 'The parameter message is required.');
    }
    if (this.refusals > 0) {
      this.refusals -= 1;
      return graphError(
        ctx,
        403,
        PRIVATE_REPLY_ERRORS.permission.code,
        `(#200) Requires ${host.permission} permission`,
      );
    }
    const comment = host.posts().find((p) => p.id === commentId && p.kind === 'comment' && !p.deleted);
    if (!comment || host.ownerOfComment(comment) !== accountId) {
      return graphError(ctx, 400, 100, `Object with ID '${commentId}' does not exist.`, 33);
    }
    if (this.messages.some((m) => m.recipient.commentId === commentId)) {
      const e = PRIVATE_REPLY_ERRORS.alreadyReplied;
      return graphError(
        ctx,
        400,
        e.code,
        '(#10) A private reply was already sent to this comment.',
        e.subcode,
      );
    }
    if (host.now() - Date.parse(comment.createdAt) > REPLY_WINDOW_DAYS * DAY_MS) {
      const e = PRIVATE_REPLY_ERRORS.windowPassed;
      return graphError(ctx, 400, e.code, '(#10) This message is sent outside of allowed window.', e.subcode);
    }
    const sent: InboxMessage = {
      id: `m_${host.nextId()}`,
      accountId,
      recipient: {
        commentId,
        id: comment.accountId,
        username: String(comment.username ?? comment.authorName ?? ''),
      },
      text,
      link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
      attachment: typeof url === 'string' ? { type: String(message?.attachment?.type ?? 'file'), url } : null,
      createdAt: new Date(host.now()).toISOString(),
    };
    this.messages.push(sent);
    ctx.body = { recipient_id: sent.recipient.id, message_id: sent.id };
  }

  /** One conversation per person the account wrote to, its messages newest first. */
  private conversations(ctx: Ctx, host: MetaInboxHost): void {
    const accountId = host.authenticate(ctx);
    if (accountId === undefined) return;
    if (ctx.params.accountId !== accountId) return graphError(ctx, 400, 100, 'Unsupported get request.', 33);
    const userId = typeof ctx.query.user_id === 'string' ? ctx.query.user_id : undefined;
    const byPerson = new Map<string, InboxMessage[]>();
    for (const m of this.messages) {
      if (m.accountId !== accountId || (userId && m.recipient.id !== userId)) continue;
      byPerson.set(m.recipient.id, [...(byPerson.get(m.recipient.id) ?? []), m]);
    }
    ctx.body = {
      data: [...byPerson].map(([person, sent]) => ({
        id: `t_${accountId}_${person}`,
        messages: {
          data: [...sent].reverse().map((m) => ({
            id: m.id,
            message: m.text,
            created_time: m.createdAt.replace(/\.\d{3}Z$/, '+0000'),
            from: { id: accountId },
            to: { data: [{ id: m.recipient.id, username: m.recipient.username }] },
          })),
        },
      })),
    };
  }
}

function graphError(ctx: Ctx, status: number, code: number, message: string, subcode?: number): void {
  ctx.status = status;
  ctx.body = {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode !== undefined ? { error_subcode: subcode } : {}),
      fbtrace_id: 'sandbox',
    },
  };
}

function refuseControl(ctx: Ctx, status: number, message: string): void {
  ctx.status = status;
  ctx.body = { message };
}
