import type { PublishContext, PublishMedia } from './context';

/**
 * A private message to someone who commented (issue 26: automations), as the platforms that have
 * one do it: Meta's "private replies", one message per comment within a window after it. An
 * optional object on the plugin, like `engagement`, matched by the feature rows `dm` (send) and
 * `pastComments` (`listComments`). The core keeps one delivery row per (automation, comment), runs
 * each as a workflow (workflows/deliver-comment.ts) and checks the window as a rule; the plugin
 * only speaks its platform.
 *
 * A private reply is not safe to send twice (the platform refuses a second one, but only after
 * the first went out): after a lost answer the core asks `findPrivateReply` before sending again,
 * and where it is absent the delivery ends `unconfirmed`.
 */
export interface DmCapability {
  /** Days after a comment's creation within which it may be answered privately (Meta: 7). */
  readonly replyWindowDays: number;

  /**
   * Sends the one private reply `commentId` allows. Throws `PrivateReplyRefused` for the
   * platform's rules (already answered, window passed, permission missing); anything else as
   * publishing does, for the plugin's `classify`.
   */
  sendPrivateReply(
    ctx: PublishContext,
    commentId: string,
    input: PrivateReplyInput,
  ): Promise<PrivateReplySent>;

  /**
   * After a lost answer: the account's message to the commenter, as `input` would have made it,
   * sent since `since`; null when surely not there.
   */
  findPrivateReply?(
    ctx: PublishContext,
    comment: { commentId: string; commenterId: string | null },
    input: PrivateReplyInput,
    since: Date,
  ): Promise<PrivateReplySent | null>;

  /**
   * The comment events of one webhook delivery, its signature checked against `appSecret` first:
   * throws `WebhookSignatureError` when it does not match. Events of other kinds are left out.
   */
  parseWebhook(
    headers: Record<string, string | undefined>,
    rawBody: string,
    appSecret: string,
  ): CommentEvent[];

  /** Comments on one of the account's posts made since `since` (all when absent), oldest first. */
  listComments(ctx: PublishContext, postExternalId: string, since?: Date): Promise<CommentEvent[]>;
}

export interface PrivateReplyInput {
  /** The message with its link, as the person will read it. */
  text: string;
  link?: string;
  /** The file delivered with it (`deliver.mediaId`), ready to send. */
  media?: PublishMedia;
}

export interface PrivateReplySent {
  messageId: string;
}

/** One comment as a webhook or a listing gives it. */
export interface CommentEvent {
  /** The account the comment was made under (Instagram user id, Page id). */
  accountExternalId: string;
  commentId: string;
  postExternalId: string;
  text: string;
  commenterId: string | null;
  commenterHandle: string | null;
  /** ISO 8601: when the comment was made (the reply window counts from it). */
  createdAt: string;
}

/** The webhook's signature does not match its body under the app secret. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The X-Hub-Signature-256 header does not match this body.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The platform's own rule refused the private reply: nothing was sent. */
export class PrivateReplyRefused extends Error {
  constructor(
    readonly rule: 'already_replied' | 'window_passed' | 'permission',
    message: string,
  ) {
    super(message);
    this.name = 'PrivateReplyRefused';
  }
}
