import type { RouterContext } from '@koa/router';
import type Router from '@koa/router';
import type { EmulatedPost, SandboxAccount } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { lengthWithEmojiAsBytes } from '../../core/text/count';
import type { ChatErrorBody, ChatMessage } from './client';
import { CHAT_TEXT_LIMIT } from './rules';
import { chatSandboxAccount, sandboxHandleOf } from './sandbox';

/** The Bot API lets a bot delete its own message for 48 hours after sending it. */
export const DELETE_WINDOW_MS = 48 * 60 * 60 * 1000;

const PARSE_MODES = ['HTML', 'MarkdownV2', 'Markdown'];

type ChatFailure = Omit<ChatErrorBody, 'ok'>;
type Body = Record<string, unknown>;

const refuse = (error_code: number, description: string, retryAfter?: number): ChatFailure => ({
  error_code,
  description,
  ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
});

const UNAUTHORIZED = refuse(401, 'Unauthorized');

/** What each injected failure kind answers, in the Bot API's own words. Nothing is stored. */
const INJECTED: Record<string, ChatFailure> = {
  server_error: refuse(500, 'Internal Server Error'),
  rate_limit: refuse(429, 'Too Many Requests: retry after 7', 7),
  auth: UNAUTHORIZED,
  blocked: refuse(403, 'Forbidden: bot was blocked by the user'),
  chat_not_found: refuse(400, 'Bad Request: chat not found'),
};

export interface ChatEmulatorOptions {
  /** Milliseconds since the epoch; tests move it to cross the 48-hour delete window. */
  now?: () => number;
}

/**
 * The messaging-bot platform in memory: `sendMessage` (optionally as a reply), `editMessageText`
 * and `deleteMessage` with the Bot API's envelope, error descriptions and limits. Each sandbox bot
 * token owns exactly one chat, the one `chatSandboxAccount` derives from the handle inside the token.
 */
export class ChatEmulator extends KoaEmulator {
  private readonly now: () => number;
  // Message ids count up per chat, as on the platform; a post's id alone does not name its chat.
  private lastMessageId = new Map<string, number>();

  constructor(options: ChatEmulatorOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
  }

  protected routes(router: Router): void {
    router.post('/bot:token/sendMessage', (ctx) => this.sendMessage(ctx));
    router.post('/bot:token/editMessageText', (ctx) => this.editMessageText(ctx));
    router.post('/bot:token/deleteMessage', (ctx) => this.deleteMessage(ctx));
    router.all('/bot:token/:method', (ctx) => fail(ctx, refuse(404, 'Not Found')));
    router.get('/_sandbox/posts/:id', (ctx) => this.showPost(ctx));
  }

  override reset(): void {
    super.reset();
    this.lastMessageId = new Map();
  }

  private async sendMessage(ctx: RouterContext): Promise<void> {
    // A queued failure stands for the platform's own trouble, so it comes before any check.
    const kind = this.failures.take();
    if (kind !== undefined && INJECTED[kind]) return fail(ctx, INJECTED[kind]);
    const account = this.accountOf(ctx);
    if (!account) return fail(ctx, UNAUTHORIZED);
    const body = bodyOf(ctx);
    const chatError = checkChat(body, account);
    if (chatError) return fail(ctx, chatError);

    const text = typeof body.text === 'string' ? body.text : '';
    if (text.length === 0) return fail(ctx, refuse(400, 'Bad Request: message text is empty'));
    // Measured the service's way, so whatever passes `validate` is never refused here.
    if (lengthWithEmojiAsBytes(text) > CHAT_TEXT_LIMIT) {
      return fail(ctx, refuse(400, 'Bad Request: message is too long'));
    }
    const parseModeError = checkParseMode(body);
    if (parseModeError) return fail(ctx, parseModeError);

    const chatId = account.externalAccountId;
    const replyTo = objectOf(body.reply_parameters);
    const repliedTo = replyTo === undefined ? undefined : this.liveMessage(chatId, replyTo.message_id);
    if (replyTo !== undefined && !repliedTo) {
      return fail(ctx, refuse(400, 'Bad Request: message to be replied not found'));
    }

    const messageId = (this.lastMessageId.get(chatId) ?? 0) + 1;
    this.lastMessageId.set(chatId, messageId);
    const sentAt = this.now();
    const post: EmulatedPost = {
      id: String(messageId),
      accountId: chatId,
      text,
      createdAt: new Date(sentAt).toISOString(),
      ...(repliedTo ? { replyToId: repliedTo.id } : {}),
      ...sendOptions(body),
    };
    this.store.push(post);
    if (!(await this.afterAccept(ctx, kind))) return;

    const message: ChatMessage = {
      ...messageOf(post),
      ...(repliedTo ? { reply_to_message: messageOf(repliedTo) } : {}),
    };
    succeed(ctx, message);
  }

  private async editMessageText(ctx: RouterContext): Promise<void> {
    const kind = this.failures.take();
    if (kind !== undefined && INJECTED[kind]) return fail(ctx, INJECTED[kind]);
    const account = this.accountOf(ctx);
    if (!account) return fail(ctx, UNAUTHORIZED);
    const body = bodyOf(ctx);
    const chatError = checkChat(body, account);
    if (chatError) return fail(ctx, chatError);

    if (!isMessageId(body.message_id)) {
      return fail(ctx, refuse(400, 'Bad Request: message identifier is not specified'));
    }
    const text = typeof body.text === 'string' ? body.text : '';
    if (text.length === 0) return fail(ctx, refuse(400, 'Bad Request: message text is empty'));
    // The edit path words its length error differently from sendMessage, as the Bot API does.
    if (lengthWithEmojiAsBytes(text) > CHAT_TEXT_LIMIT) {
      return fail(ctx, refuse(400, 'Bad Request: MESSAGE_TOO_LONG'));
    }
    const parseModeError = checkParseMode(body);
    if (parseModeError) return fail(ctx, parseModeError);

    const post = this.liveMessage(account.externalAccountId, body.message_id);
    if (!post) return fail(ctx, refuse(400, 'Bad Request: message to edit not found'));
    // An edit replaces the text's markup mode and preview choice too; left out, they reset.
    const next = editOptions(body);
    if (
      post.text === text &&
      post.parseMode === next.parseMode &&
      (post.linkPreviewDisabled ?? false) === (next.linkPreviewDisabled ?? false)
    ) {
      return fail(ctx, refuse(400, 'Bad Request: message is not modified'));
    }

    post.text = text;
    delete post.parseMode;
    delete post.linkPreviewDisabled;
    Object.assign(post, next);
    post.editedAt = new Date(this.now()).toISOString();
    if (!(await this.afterAccept(ctx, kind))) return;
    succeed(ctx, messageOf(post));
  }

  private async deleteMessage(ctx: RouterContext): Promise<void> {
    const kind = this.failures.take();
    if (kind !== undefined && INJECTED[kind]) return fail(ctx, INJECTED[kind]);
    const account = this.accountOf(ctx);
    if (!account) return fail(ctx, UNAUTHORIZED);
    const body = bodyOf(ctx);
    const chatError = checkChat(body, account);
    if (chatError) return fail(ctx, chatError);

    if (!isMessageId(body.message_id)) {
      return fail(ctx, refuse(400, 'Bad Request: message identifier is not specified'));
    }
    const post = this.liveMessage(account.externalAccountId, body.message_id);
    if (!post) return fail(ctx, refuse(400, 'Bad Request: message to delete not found'));
    if (this.now() - Date.parse(post.createdAt) > DELETE_WINDOW_MS) {
      return fail(ctx, refuse(400, "Bad Request: message can't be deleted"));
    }

    post.deleted = true;
    if (!(await this.afterAccept(ctx, kind))) return;
    succeed(ctx, true);
  }

  /** The post's public page in the sandbox; `?chat_id=` picks the chat when ids repeat across chats. */
  private showPost(ctx: RouterContext): void {
    const chatId = typeof ctx.query.chat_id === 'string' ? ctx.query.chat_id : undefined;
    const post = this.store.find(
      (p) => p.id === ctx.params.id && !p.deleted && (chatId === undefined || p.accountId === chatId),
    );
    ctx.status = post ? 200 : 404;
    ctx.body = post ? { ...post } : { message: 'No such post.' };
  }

  /** A message of this chat that is still there; ids may come as numbers or (form bodies) strings. */
  private liveMessage(chatId: string, messageId: unknown): EmulatedPost | undefined {
    if (!isMessageId(messageId)) return undefined;
    const id = String(Number(messageId));
    return this.store.find((p) => p.accountId === chatId && p.id === id && !p.deleted);
  }

  private accountOf(ctx: RouterContext): SandboxAccount | undefined {
    const handle = sandboxHandleOf(ctx.params.token ?? '');
    return handle === undefined ? undefined : chatSandboxAccount(handle);
  }
}

function bodyOf(ctx: RouterContext): Body {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Body) : {};
}

/** A bot token may only write to its own chat; any other chat id is one the bot is not in. */
function checkChat(body: Body, account: SandboxAccount): ChatFailure | undefined {
  if (body.chat_id === undefined || body.chat_id === '') return refuse(400, 'Bad Request: chat_id is empty');
  if (String(body.chat_id) !== account.externalAccountId) return refuse(400, 'Bad Request: chat not found');
  return undefined;
}

function checkParseMode(body: Body): ChatFailure | undefined {
  if (body.parse_mode !== undefined && !PARSE_MODES.includes(String(body.parse_mode))) {
    return refuse(400, 'Bad Request: unsupported parse_mode');
  }
  return undefined;
}

function isMessageId(value: unknown): boolean {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  const id = Number(value);
  return Number.isInteger(id) && id > 0;
}

/** A stored post as the Bot API's Message object. */
function messageOf(post: EmulatedPost): ChatMessage {
  return {
    message_id: Number(post.id),
    chat: { id: Number(post.accountId) },
    date: Math.floor(Date.parse(post.createdAt) / 1000),
    ...(typeof post.editedAt === 'string' ? { edit_date: Math.floor(Date.parse(post.editedAt) / 1000) } : {}),
    text: post.text,
  };
}

/** The options an edit sets on the post; the ones it leaves out are cleared. */
function editOptions(body: Body): Partial<EmulatedPost> {
  const options: Partial<EmulatedPost> = {};
  if (typeof body.parse_mode === 'string') options.parseMode = body.parse_mode;
  const preview = objectOf(body.link_preview_options);
  if (preview?.is_disabled !== undefined) options.linkPreviewDisabled = flag(preview.is_disabled);
  return options;
}

/** The send options as stored on the post, so tests can see what the plugin asked for. */
function sendOptions(body: Body): Partial<EmulatedPost> {
  const options: Partial<EmulatedPost> = {};
  if (typeof body.parse_mode === 'string') options.parseMode = body.parse_mode;
  if (body.disable_notification !== undefined) options.disableNotification = flag(body.disable_notification);
  const preview = objectOf(body.link_preview_options);
  if (preview?.is_disabled !== undefined) options.linkPreviewDisabled = flag(preview.is_disabled);
  return options;
}

// Form-encoded bodies carry booleans as strings and objects as JSON text, as the Bot API allows.
function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

function objectOf(value: unknown): Body | undefined {
  if (typeof value === 'string') {
    try {
      return objectOf(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Body) : undefined;
}

function succeed(ctx: RouterContext, result: unknown): void {
  ctx.status = 200;
  ctx.body = { ok: true, result };
}

function fail(ctx: RouterContext, failure: ChatFailure): void {
  ctx.status = failure.error_code;
  ctx.body = { ok: false, ...failure };
}
