import type {
  AccountContext,
  ChannelLimits,
  ChannelPlugin,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureName,
  FeatureRow,
  PublishContext,
  PublishItem,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import type { Violation } from '../../core/errors/app-error';
import { classifyChatError } from './classify';
import { ChatApiError, ChatClient, type EditMessageTextParams, type SendMessageParams } from './client';
import { ChatEmulator } from './emulator';
import { CHAT_TEXT_LIMIT, validateChatDraft } from './rules';
import { chatSandboxAccount } from './sandbox';

const NOT_YET = 'Not available on this channel yet.';

const FEATURES: Record<FeatureName, Omit<FeatureRow, 'feature'>> = {
  publish: { supported: true },
  chain: {
    supported: false,
    condition: 'A bot sends messages one by one; only the two chain channels take a chain.',
  },
  topicTag: { supported: false, condition: 'Messages carry no topic tag.' },
  media: { supported: false, condition: NOT_YET },
  edit: { supported: true },
  delete: { supported: 'partial', condition: 'Only within 48 hours of sending.' },
  metrics: { supported: false, condition: NOT_YET },
  replies: { supported: false, condition: NOT_YET },
  channelPosts: { supported: false, condition: NOT_YET },
  quota: { supported: false, condition: NOT_YET },
  publishOptions: { supported: false, condition: NOT_YET },
  refresh: { supported: false, condition: NOT_YET },
  like: { supported: false, condition: NOT_YET },
  reply: { supported: false, condition: NOT_YET },
  follow: { supported: false, condition: NOT_YET },
  hideReply: { supported: false, condition: NOT_YET },
};

// Deleting twice must not fail: the answer to an earlier delete may have been lost, or someone
// removed the message in the chat by hand. Either way the message is gone, which is the goal.
const ALREADY_GONE = /message to delete not found/i;

// The platform refuses an edit that changes nothing. The message already reads as asked (an
// earlier attempt whose answer was lost, or the same text sent again), so the edit is done.
const NOT_MODIFIED = /message is not modified/i;

/**
 * The messaging-bot channel (modelled on the Telegram Bot API): one bot token per account, posting
 * text messages into the account's chat.
 *
 * No `findPublished`: the Bot API cannot list a chat's history, so after a lost answer the plugin
 * cannot tell whether the message went out, and the target ends unconfirmed rather than risk a
 * second copy.
 */
export class ChatPlugin implements ChannelPlugin {
  readonly id = 'chat';
  readonly name = 'Messaging bot';
  readonly chain = false;
  readonly defaultBaseUrl = 'https://api.telegram.org';

  readonly features: readonly FeatureRow[] = Object.entries(FEATURES).map(([feature, row]) => ({
    feature: feature as FeatureName,
    ...row,
  }));

  readonly limits: ChannelLimits = {
    text: { limit: CHAT_TEXT_LIMIT, counting: 'characters', note: 'emoji count as their UTF-8 bytes' },
    media: { images: 10, videos: 10, mixImagesAndVideo: true },
  };

  readonly optionsSchema: Record<string, unknown> = {
    type: 'object',
    properties: {
      parseMode: {
        type: 'string',
        enum: ['HTML', 'MarkdownV2', 'Markdown'],
        description: 'How the chat renders markup in the text; plain text when absent.',
      },
      disableNotification: { type: 'boolean', description: 'Deliver silently, without a sound.' },
      disableWebPagePreview: { type: 'boolean', description: 'Show no preview for links in the text.' },
    },
    additionalProperties: false,
  };

  readonly sandbox: ChannelSandbox = {
    account: chatSandboxAccount,
    createEmulator: () => new ChatEmulator(),
  };

  validate(draft: TargetDraft): Violation[] {
    return validateChatDraft(draft);
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const message = await this.client(ctx).sendMessage({
      chat_id: ctx.account.externalAccountId,
      text: item.text,
      ...sendOptions(item.options),
      ...(item.replyToExternalId !== undefined
        ? { reply_parameters: { message_id: Number(item.replyToExternalId) } }
        : {}),
    });
    const externalId = String(message.message_id);
    const result: PublishResult = {
      externalId,
      url: chatPostUrl(ctx.account, externalId, this.defaultBaseUrl),
    };
    if (item.mediaIds.length > 0) {
      result.warnings = [
        `This channel sends text only for now; ${item.mediaIds.length} media item(s) were not sent.`,
      ];
    }
    return result;
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    try {
      await this.client(ctx).deleteMessage({
        chat_id: ctx.account.externalAccountId,
        message_id: Number(externalId),
      });
    } catch (error) {
      if (error instanceof ChatApiError && ALREADY_GONE.test(error.description)) return;
      throw error;
    }
  }

  /**
   * Rewrites the message's text (and its markup mode: without `parseMode` the text becomes plain,
   * as the platform does). Media are not sent on this channel, so only the text changes.
   */
  async edit(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    try {
      await this.client(ctx).editMessageText({
        chat_id: ctx.account.externalAccountId,
        message_id: Number(externalId),
        text: item.text,
        ...editOptions(item.options),
      });
    } catch (error) {
      if (error instanceof ChatApiError && NOT_MODIFIED.test(error.description)) return;
      throw error;
    }
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyChatError(error);
  }

  private client(ctx: PublishContext): ChatClient {
    return new ChatClient(ctx.account.baseUrl, ctx.account.credentials.botToken ?? '', ctx.signal);
  }
}

/** The real platform links messages by chat handle; the sandbox serves its own page per post. */
export function chatPostUrl(account: AccountContext, messageId: string, realBaseUrl: string): string {
  const base = account.baseUrl.replace(/\/+$/, '');
  if (base === realBaseUrl) return `https://t.me/${account.handle.replace(/^@/, '')}/${messageId}`;
  return `${base}/_sandbox/posts/${messageId}`;
}

/** `options.chat` in the Bot API's words; the API has already checked it against `optionsSchema`. */
function sendOptions(options: Record<string, unknown>): Partial<SendMessageParams> {
  const params: Partial<SendMessageParams> = {};
  if (typeof options.parseMode === 'string') params.parse_mode = options.parseMode;
  if (typeof options.disableNotification === 'boolean')
    params.disable_notification = options.disableNotification;
  if (options.disableWebPagePreview === true) params.link_preview_options = { is_disabled: true };
  return params;
}

/**
 * The options an edit can carry: markup mode and link preview (an edit that left the preview option
 * out would bring the preview back). Notification is a send-time choice the edit API does not take.
 */
function editOptions(options: Record<string, unknown>): Partial<EditMessageTextParams> {
  const params: Partial<EditMessageTextParams> = {};
  if (typeof options.parseMode === 'string') params.parse_mode = options.parseMode;
  if (options.disableWebPagePreview === true) params.link_preview_options = { is_disabled: true };
  return params;
}
