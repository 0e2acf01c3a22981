import { platformRequest, PlatformResponseError } from '../../core/http/platform-http';

/** The Bot API wraps every answer in this envelope, errors included. */
export type ChatEnvelope<T> = { ok: true; result: T } | ChatErrorBody;

export interface ChatErrorBody {
  ok: false;
  error_code: number;
  description: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

export interface ChatMessage {
  message_id: number;
  chat: { id: number | string };
  date: number;
  /** Set once the message was edited. */
  edit_date?: number;
  text?: string;
  /** The text under a photo, video or animation. */
  caption?: string;
  /** Shared by the messages of one album. */
  media_group_id?: string;
  reply_to_message?: ChatMessage;
}

/** Options every media send takes besides the file itself. */
interface MediaSendCommon {
  chat_id: string;
  caption?: string;
  parse_mode?: string;
  disable_notification?: boolean;
  reply_parameters?: { message_id: number };
}

/** The file is passed as an HTTP URL, which the platform fetches itself. */
export interface SendPhotoParams extends MediaSendCommon {
  photo: string;
}

export interface SendVideoParams extends MediaSendCommon {
  video: string;
}

export interface SendAnimationParams extends MediaSendCommon {
  animation: string;
}

/** One album entry; only the first entry's caption is shown under the album. */
export interface InputMedia {
  type: 'photo' | 'video';
  media: string;
  caption?: string;
  parse_mode?: string;
}

export interface SendMediaGroupParams {
  chat_id: string;
  /** 2 to 10 entries. */
  media: InputMedia[];
  disable_notification?: boolean;
  reply_parameters?: { message_id: number };
}

export interface EditMessageCaptionParams {
  chat_id: string;
  message_id: number;
  caption: string;
  parse_mode?: string;
}

export interface SendMessageParams {
  chat_id: string;
  text: string;
  parse_mode?: string;
  disable_notification?: boolean;
  link_preview_options?: { is_disabled: boolean };
  /** Sends the message as a reply to an earlier message of the same chat. */
  reply_parameters?: { message_id: number };
}

export interface EditMessageTextParams {
  chat_id: string;
  message_id: number;
  text: string;
  parse_mode?: string;
  link_preview_options?: { is_disabled: boolean };
}

export interface DeleteMessageParams {
  chat_id: string;
  message_id: number;
}

/** The bot itself, as `getMe` describes it. */
export interface ChatBot {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

export interface SetMessageReactionParams {
  chat_id: string;
  message_id: number;
  reaction: Array<{ type: 'emoji'; emoji: string }>;
}

/** A chat as `getChat` describes it; a private chat has no title, a group may have no username. */
export interface ChatInfo {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  title?: string;
  username?: string;
}

/**
 * The platform refused a call. Keeps the Bot API's own fields because the description (not the
 * status) is what tells apart "chat not found" from "message can't be deleted".
 */
export class ChatApiError extends PlatformResponseError {
  readonly error_code: number;
  readonly description: string;
  readonly parameters?: { retry_after?: number };

  constructor(status: number, headers: Headers, body: unknown) {
    super(status, headers, body);
    const envelope = isErrorBody(body) ? body : undefined;
    this.error_code = envelope?.error_code ?? status;
    this.description = envelope?.description ?? `HTTP ${status}`;
    this.parameters = envelope?.parameters;
    this.message = `chat platform answered ${this.error_code}: ${this.description}`;
  }
}

/** One bot, one base URL: the real Bot API or its sandbox emulator. */
export class ChatClient {
  constructor(
    private readonly baseUrl: string,
    private readonly botToken: string,
    private readonly signal?: AbortSignal,
  ) {}

  sendMessage(params: SendMessageParams): Promise<ChatMessage> {
    return this.call<ChatMessage>('sendMessage', params);
  }

  sendPhoto(params: SendPhotoParams): Promise<ChatMessage> {
    return this.call<ChatMessage>('sendPhoto', params);
  }

  sendVideo(params: SendVideoParams): Promise<ChatMessage> {
    return this.call<ChatMessage>('sendVideo', params);
  }

  sendAnimation(params: SendAnimationParams): Promise<ChatMessage> {
    return this.call<ChatMessage>('sendAnimation', params);
  }

  /** One message per album entry, in the album's order. */
  sendMediaGroup(params: SendMediaGroupParams): Promise<ChatMessage[]> {
    return this.call<ChatMessage[]>('sendMediaGroup', params);
  }

  /** Rewrites the caption of a photo, video or animation message. */
  editMessageCaption(params: EditMessageCaptionParams): Promise<ChatMessage | true> {
    return this.call<ChatMessage | true>('editMessageCaption', params);
  }

  /** The edited message; `true` only for inline messages, which this service never sends. */
  editMessageText(params: EditMessageTextParams): Promise<ChatMessage | true> {
    return this.call<ChatMessage | true>('editMessageText', params);
  }

  deleteMessage(params: DeleteMessageParams): Promise<true> {
    return this.call<true>('deleteMessage', params);
  }

  /** Sets the bot's reaction to a message (one emoji); an empty list takes it back. */
  setMessageReaction(params: SetMessageReactionParams): Promise<true> {
    return this.call<true>('setMessageReaction', params);
  }

  /** Answers only for a token the platform knows: the cheapest check that a bot token works. */
  getMe(): Promise<ChatBot> {
    return this.call<ChatBot>('getMe', {});
  }

  /** The chat, if this bot can reach it; `chat_id` may also be a public "@username". */
  getChat(params: { chat_id: string }): Promise<ChatInfo> {
    return this.call<ChatInfo>('getChat', params);
  }

  private async call<T>(method: string, params: object): Promise<T> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/bot${this.botToken}/${method}`;
    const res = await platformRequest<ChatEnvelope<T>>({
      method: 'POST',
      url,
      body: params,
      signal: this.signal,
    }).catch((err: unknown) => {
      throw err instanceof PlatformResponseError ? new ChatApiError(err.status, err.headers, err.body) : err;
    });
    // A 2xx without the ok envelope (a proxy's page, say) does not prove the message went out.
    if (!res.body || res.body.ok !== true) throw new ChatApiError(res.status, res.headers, res.body);
    return res.body.result;
  }
}

function isErrorBody(body: unknown): body is ChatErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Partial<ChatErrorBody>;
  return b.ok === false && typeof b.error_code === 'number' && typeof b.description === 'string';
}
