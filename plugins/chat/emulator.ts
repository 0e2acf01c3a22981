import { createHash } from 'node:crypto';
import type { RouterContext } from '@koa/router';
import type Router from '@koa/router';
import type { EmulatedPost, SandboxAccount } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { lengthWithEmojiAsBytes } from '../../core/text/count';
import type { ChatMessage } from './client';
import { bodyOf, fail, refuse, succeed, UNAUTHORIZED, type Body, type ChatFailure } from './emulator-answers';
import { chatConnectRoutes } from './emulator-connect';
import { ChatEngagementState, type ChatEngagementSnapshot } from './emulator-engagement';
import { CHAT_CAPTION_LIMIT, CHAT_MEDIA_GROUP_MAX, CHAT_TEXT_LIMIT } from './rules';
import { chatSandboxAccount, sandboxHandleOf } from './sandbox';

/** The Bot API lets a bot delete its own message for 48 hours after sending it. */
export const DELETE_WINDOW_MS = 48 * 60 * 60 * 1000;

const PARSE_MODES = ['HTML', 'MarkdownV2', 'Markdown'];

const BAD_FILE = refuse(400, 'Bad Request: wrong file identifier/HTTP URL specified');
const CAPTION_TOO_LONG = refuse(400, 'Bad Request: message caption is too long');

/** The kinds of media message; the send method and the album entry type name them. */
type MediaKind = 'photo' | 'video' | 'animation';

/** One file as the emulator fetched it: tests compare `sha256` with the source's bytes. */
export interface EmulatedMedia {
  kind: MediaKind;
  url: string;
  sha256: string;
  size: number;
}

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
 * The messaging-bot platform in memory: `sendMessage` (optionally as a reply), `sendPhoto`,
 * `sendVideo`, `sendAnimation`, `sendMediaGroup`, `editMessageText`, `editMessageCaption`,
 * `deleteMessage`, and the connect reads `getMe` and `getChat` (emulator-connect.ts) with the
 * Bot API's envelope, error descriptions and limits. Files are taken as HTTP URLs and fetched for
 * real; each media post keeps `media` (an EmulatedMedia) with the fetched bytes' hash and size,
 * and its caption as `text`. Each sandbox bot token owns exactly one chat, the one
 * `chatSandboxAccount` derives from the handle inside the token.
 */
export class ChatEmulator extends KoaEmulator {
  private readonly now: () => number;
  // Message ids count up per chat, as on the platform; a post's id alone does not name its chat.
  private lastMessageId = new Map<string, number>();
  /** The bot's reactions and the engagement refusals queued (plugins/chat/emulator-engagement.ts). */
  readonly engagementState = new ChatEngagementState();

  constructor(options: ChatEmulatorOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
  }

  protected routes(router: Router): void {
    router.post('/bot:token/sendMessage', (ctx) => this.sendMessage(ctx));
    router.post('/bot:token/sendPhoto', (ctx) => this.sendMedia(ctx, 'photo'));
    router.post('/bot:token/sendVideo', (ctx) => this.sendMedia(ctx, 'video'));
    router.post('/bot:token/sendAnimation', (ctx) => this.sendMedia(ctx, 'animation'));
    router.post('/bot:token/sendMediaGroup', (ctx) => this.sendMediaGroup(ctx));
    router.post('/bot:token/editMessageText', (ctx) => this.editMessageText(ctx));
    router.post('/bot:token/editMessageCaption', (ctx) => this.editMessageCaption(ctx));
    router.post('/bot:token/deleteMessage', (ctx) => this.deleteMessage(ctx));
    chatConnectRoutes(router);
    this.engagementState.register(router, {
      begin: (ctx) => this.begin(ctx),
      liveMessage: (chatId, messageId) => this.liveMessage(chatId, messageId),
    });
    router.all('/bot:token/:method', (ctx) => fail(ctx, refuse(404, 'Not Found')));
    router.get('/_sandbox/posts/:id', (ctx) => this.showPost(ctx));
  }

  override reset(): void {
    super.reset();
    this.lastMessageId = new Map();
    this.engagementState.reset();
  }
  protected override ownState(): Record<string, unknown> {
    return { lastMessageId: [...this.lastMessageId], engagement: this.engagementState.snapshot() };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    this.lastMessageId = new Map((saved.lastMessageId as Array<[string, number]> | undefined) ?? []);
    this.engagementState.restore(saved.engagement as ChatEngagementSnapshot | undefined);
  }

  /** Someone's message in the chat answering the post, as a member of its discussion would write it. */
  protected override storeReply(post: EmulatedPost, reply: { text: string; authorHandle: string }): void {
    this.storePost(post.accountId, reply.text, {}, post, { fromHandle: reply.authorHandle });
  }

  private async sendMessage(ctx: RouterContext): Promise<void> {
    const call = this.begin(ctx);
    if (!call) return;
    const { account, body, failedKind } = call;

    const text = typeof body.text === 'string' ? body.text : '';
    if (text.length === 0) return fail(ctx, refuse(400, 'Bad Request: message text is empty'));
    // Measured the service's way, so whatever passes `validate` is never refused here.
    if (lengthWithEmojiAsBytes(text) > CHAT_TEXT_LIMIT) {
      return fail(ctx, refuse(400, 'Bad Request: message is too long'));
    }
    const parseModeError = checkParseMode(body);
    if (parseModeError) return fail(ctx, parseModeError);

    const chatId = account.externalAccountId;
    const replied = this.repliedTo(chatId, body);
    if (replied === false) return fail(ctx, refuse(400, 'Bad Request: message to be replied not found'));
    const refused = replied ? this.engagementState.take('reply') : undefined;
    if (refused) return fail(ctx, refused);

    const post = this.storePost(chatId, text, body, replied);
    if (!(await this.afterAccept(ctx, failedKind))) return;
    succeed(ctx, this.answerOf(post, replied));
  }

  /** `sendPhoto` / `sendVideo` / `sendAnimation`: one file, by URL, with an optional caption. */
  private async sendMedia(ctx: RouterContext, kind: MediaKind): Promise<void> {
    const call = this.begin(ctx);
    if (!call) return;
    const { account, body, failedKind } = call;

    const caption = typeof body.caption === 'string' ? body.caption : '';
    if (lengthWithEmojiAsBytes(caption) > CHAT_CAPTION_LIMIT) return fail(ctx, CAPTION_TOO_LONG);
    const parseModeError = checkParseMode(body);
    if (parseModeError) return fail(ctx, parseModeError);
    const chatId = account.externalAccountId;
    const replied = this.repliedTo(chatId, body);
    if (replied === false) return fail(ctx, refuse(400, 'Bad Request: message to be replied not found'));
    const refused = replied ? this.engagementState.take('reply') : undefined;
    if (refused) return fail(ctx, refused);

    const media = await fetchMedia(kind, body[kind]);
    if (!media) return fail(ctx, BAD_FILE);

    const post = this.storePost(chatId, caption, body, replied, { media });
    if (!(await this.afterAccept(ctx, failedKind))) return;
    succeed(ctx, this.answerOf(post, replied));
  }

  /** `sendMediaGroup`: 2-10 photos and videos sent as one album, one message per file. */
  private async sendMediaGroup(ctx: RouterContext): Promise<void> {
    const call = this.begin(ctx);
    if (!call) return;
    const { account, body, failedKind } = call;

    const raw = typeof body.media === 'string' ? parseJson(body.media) : body.media;
    if (!Array.isArray(raw) || raw.length < 2 || raw.length > CHAT_MEDIA_GROUP_MAX) {
      return fail(ctx, refuse(400, 'Bad Request: media group must have 2-10 items'));
    }
    const entries = raw.map((entry) => objectOf(entry) ?? {});
    for (const entry of entries) {
      if (entry.type !== 'photo' && entry.type !== 'video') {
        return fail(ctx, refuse(400, 'Bad Request: unsupported media type in the group'));
      }
      const caption = typeof entry.caption === 'string' ? entry.caption : '';
      if (lengthWithEmojiAsBytes(caption) > CHAT_CAPTION_LIMIT) return fail(ctx, CAPTION_TOO_LONG);
      const parseModeError = checkParseMode(entry);
      if (parseModeError) return fail(ctx, parseModeError);
    }
    const chatId = account.externalAccountId;
    const replied = this.repliedTo(chatId, body);
    if (replied === false) return fail(ctx, refuse(400, 'Bad Request: message to be replied not found'));
    const refused = replied ? this.engagementState.take('reply') : undefined;
    if (refused) return fail(ctx, refused);

    const fetched: EmulatedMedia[] = [];
    for (const entry of entries) {
      const media = await fetchMedia(entry.type as MediaKind, entry.media);
      if (!media) return fail(ctx, BAD_FILE);
      fetched.push(media);
    }

    const groupId = createHash('sha256').update(`${chatId}:${this.now()}:${this.store.length}`).digest('hex');
    const posts = fetched.map((media, i) => {
      const entry = entries[i];
      const caption = typeof entry.caption === 'string' ? entry.caption : '';
      return this.storePost(chatId, caption, { ...body, parse_mode: entry.parse_mode }, replied, {
        media,
        mediaGroupId: groupId.slice(0, 16),
      });
    });
    if (!(await this.afterAccept(ctx, failedKind))) return;
    succeed(
      ctx,
      posts.map((post) => this.answerOf(post, replied)),
    );
  }

  private async editMessageCaption(ctx: RouterContext): Promise<void> {
    const call = this.begin(ctx);
    if (!call) return;
    const { account, body, failedKind } = call;

    if (!isMessageId(body.message_id)) {
      return fail(ctx, refuse(400, 'Bad Request: message identifier is not specified'));
    }
    const caption = typeof body.caption === 'string' ? body.caption : '';
    if (lengthWithEmojiAsBytes(caption) > CHAT_CAPTION_LIMIT) return fail(ctx, CAPTION_TOO_LONG);
    const parseModeError = checkParseMode(body);
    if (parseModeError) return fail(ctx, parseModeError);

    const post = this.liveMessage(account.externalAccountId, body.message_id);
    if (!post) return fail(ctx, refuse(400, 'Bad Request: message to edit not found'));
    if (post.media === undefined) {
      return fail(ctx, refuse(400, 'Bad Request: there is no caption in the message to edit'));
    }
    const parseMode = typeof body.parse_mode === 'string' ? body.parse_mode : undefined;
    if (post.text === caption && post.parseMode === parseMode) {
      return fail(ctx, refuse(400, 'Bad Request: message is not modified'));
    }

    post.text = caption;
    delete post.parseMode;
    if (parseMode !== undefined) post.parseMode = parseMode;
    post.editedAt = new Date(this.now()).toISOString();
    if (!(await this.afterAccept(ctx, failedKind))) return;
    succeed(ctx, messageOf(post));
  }

  /** The message `reply_parameters` names: undefined when none is named, false when it is gone. */
  private repliedTo(chatId: string, body: Body): EmulatedPost | undefined | false {
    const replyTo = objectOf(body.reply_parameters);
    if (replyTo === undefined) return undefined;
    return this.liveMessage(chatId, replyTo.message_id) ?? false;
  }

  private storePost(
    chatId: string,
    text: string,
    body: Body,
    repliedTo: EmulatedPost | undefined,
    more: Partial<EmulatedPost> = {},
  ): EmulatedPost {
    const messageId = (this.lastMessageId.get(chatId) ?? 0) + 1;
    this.lastMessageId.set(chatId, messageId);
    const post: EmulatedPost = {
      id: String(messageId),
      accountId: chatId,
      text,
      createdAt: new Date(this.now()).toISOString(),
      ...(repliedTo ? { replyToId: repliedTo.id } : {}),
      ...sendOptions(body),
      ...more,
    };
    this.store.push(post);
    return post;
  }

  private answerOf(post: EmulatedPost, repliedTo: EmulatedPost | undefined): ChatMessage {
    return { ...messageOf(post), ...(repliedTo ? { reply_to_message: messageOf(repliedTo) } : {}) };
  }

  private async editMessageText(ctx: RouterContext): Promise<void> {
    const call = this.begin(ctx);
    if (!call) return;
    const { account, body, failedKind } = call;

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
    if (post.media !== undefined) {
      return fail(ctx, refuse(400, 'Bad Request: there is no text in the message to edit'));
    }
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
    if (!(await this.afterAccept(ctx, failedKind))) return;
    succeed(ctx, messageOf(post));
  }

  private async deleteMessage(ctx: RouterContext): Promise<void> {
    const call = this.begin(ctx);
    if (!call) return;
    const { account, body, failedKind } = call;

    if (!isMessageId(body.message_id)) {
      return fail(ctx, refuse(400, 'Bad Request: message identifier is not specified'));
    }
    const post = this.liveMessage(account.externalAccountId, body.message_id);
    if (!post) return fail(ctx, refuse(400, 'Bad Request: message to delete not found'));
    if (this.now() - Date.parse(post.createdAt) > DELETE_WINDOW_MS) {
      return fail(ctx, refuse(400, "Bad Request: message can't be deleted"));
    }

    post.deleted = true;
    if (!(await this.afterAccept(ctx, failedKind))) return;
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

  /**
   * What every write checks first, in the platform's order: a queued failure (the platform's own
   * trouble, so before any check), the token, then the chat. Answers a refusal itself and returns
   * undefined; otherwise the call's parts.
   */
  private begin(
    ctx: RouterContext,
  ): { account: SandboxAccount; body: Body; failedKind: string | undefined } | undefined {
    const failedKind = this.failures.take();
    if (failedKind !== undefined && INJECTED[failedKind]) return void fail(ctx, INJECTED[failedKind]);
    const account = this.accountOf(ctx);
    if (!account) return void fail(ctx, UNAUTHORIZED);
    const body = bodyOf(ctx);
    const chatError = checkChat(body, account);
    if (chatError) return void fail(ctx, chatError);
    return { account, body, failedKind };
  }

  private accountOf(ctx: RouterContext): SandboxAccount | undefined {
    const handle = sandboxHandleOf(ctx.params.token ?? '');
    return handle === undefined ? undefined : chatSandboxAccount(handle);
  }
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

/** A stored post as the Bot API's Message object; a media message has a caption, not a text. */
function messageOf(post: EmulatedPost): ChatMessage {
  return {
    message_id: Number(post.id),
    chat: { id: Number(post.accountId) },
    date: Math.floor(Date.parse(post.createdAt) / 1000),
    ...(typeof post.editedAt === 'string' ? { edit_date: Math.floor(Date.parse(post.editedAt) / 1000) } : {}),
    ...(post.media === undefined ? { text: post.text } : post.text.length > 0 ? { caption: post.text } : {}),
    ...(typeof post.mediaGroupId === 'string' ? { media_group_id: post.mediaGroupId } : {}),
  };
}

/**
 * Fetches a file the way the platform does: an http(s) URL answering 200. Anything else (a bad
 * URL, a refused connection, another status) is undefined, which the caller turns into the
 * platform's "wrong file identifier" answer.
 */
async function fetchMedia(kind: MediaKind, url: unknown): Promise<EmulatedMedia | undefined> {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return undefined;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (res.status !== 200) {
      await res.body?.cancel();
      return undefined;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return { kind, url, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  } catch {
    return undefined;
  }
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
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
