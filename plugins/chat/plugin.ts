import type {
  AccountContext,
  ChannelLimits,
  ChannelPlugin,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureRow,
  PublishContext,
  PublishItem,
  PublishMedia,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import type { EngagementCapability } from '../../core/channels/engagement';
import type { Violation } from '../../core/errors/app-error';
import { classifyChatError } from './classify';
import {
  ChatApiError,
  ChatClient,
  type ChatMessage,
  type EditMessageTextParams,
  type InputMedia,
  type SendMessageParams,
} from './client';
import { chatConnect } from './connect';
import { chatEngagement } from './engagement';
import { ChatEmulator } from './emulator';
import { CHAT_MEDIA_GROUP_MAX, CHAT_TEXT_LIMIT, validateChatDraft } from './rules';
import { chatSandboxAccount } from './sandbox';

const FEATURES: FeatureDeclarations = {
  chain: {
    supported: false,
    condition: 'A bot sends messages one by one; only the chain channels take a chain.',
  },
  topicTag: { supported: false, condition: 'Messages carry no topic tag.' },
  media: { supported: true },
  delete: {
    supported: 'partial',
    condition: 'Only within 48 hours of sending; of an album, only its first message is deleted.',
  },
  metrics: {
    supported: false,
    condition: 'A bot cannot read how many people saw or reacted to a message it sent.',
  },
  replies: {
    supported: false,
    condition: 'A bot cannot look up the replies to a message it sent; it only sees updates as they arrive.',
  },
  follow: { supported: false, condition: 'A messaging bot cannot follow accounts.' },
  hideReply: {
    supported: false,
    condition: 'The Bot API has no way to hide a message; a bot can only delete its own.',
  },
};

// Deleting twice must not fail: the answer to an earlier delete may have been lost, or someone
// removed the message in the chat by hand. Either way the message is gone, which is the goal.
const ALREADY_GONE = /message to delete not found/i;

// Asked to edit the text of a media message (or the caption of a text one), the platform says which
// the message has; the edit is then sent the other way.
const NO_TEXT = /there is no text in the message to edit/i;
const NO_CAPTION = /there is no caption in the message to edit/i;

// The platform refuses an edit that changes nothing. The message already reads as asked (an
// earlier attempt whose answer was lost, or the same text sent again), so the edit is done.
const NOT_MODIFIED = /message is not modified/i;

/**
 * The messaging-bot channel (modelled on the Telegram Bot API): one bot token per account, posting
 * text messages into the account's chat, or media passed by URL (the platform fetches each file):
 * one image as `sendPhoto`, one video as `sendVideo`, one GIF as `sendAnimation`, 2-10 files as an
 * album (`sendMediaGroup`) with the text as the caption of its first file.
 *
 * An album is several messages; its external id is the first message's id, so edits change the
 * album's caption and a delete removes only that first message (the other ids are not kept).
 *
 * No `findPublished`: the Bot API cannot list a chat's history, so after a lost answer the plugin
 * cannot tell whether the message went out, and the target ends unconfirmed rather than risk a
 * second copy.
 */
export class ChatPlugin implements ChannelPlugin {
  readonly id = 'chat';
  readonly name = 'Messaging bot';
  readonly chain = false;
  /** A text item is one API call (media uploads are not quick). */
  readonly quickTextSend = true;
  readonly defaultBaseUrl = 'https://api.telegram.org';

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits: ChannelLimits = {
    text: { limit: CHAT_TEXT_LIMIT, counting: 'characters', note: 'emoji count as their UTF-8 bytes' },
    media: { images: CHAT_MEDIA_GROUP_MAX, videos: CHAT_MEDIA_GROUP_MAX, mixImagesAndVideo: true },
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

  readonly connect = chatConnect;

  /** Like (one reaction), reply and delete the reply (plugins/chat/engagement.ts). */
  readonly engagement: EngagementCapability = chatEngagement({
    client: (ctx) => this.client(ctx),
    publish: (ctx, item) => this.publish(ctx, item),
  });

  readonly sandbox: ChannelSandbox = {
    account: chatSandboxAccount,
    createEmulator: () => new ChatEmulator(),
  };

  validate(draft: TargetDraft): Violation[] {
    return validateChatDraft(draft);
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const client = this.client(ctx);
    const common = {
      chat_id: ctx.account.externalAccountId,
      ...sendOptions(item.options),
      ...(item.replyToExternalId !== undefined
        ? { reply_parameters: { message_id: Number(item.replyToExternalId) } }
        : {}),
    };
    const warnings: string[] = [];
    let media = item.media ?? [];
    if (media.length === 0 && item.mediaIds.length > 0) {
      warnings.push(`${item.mediaIds.length} media item(s) could not be read and were not sent.`);
    }
    if (media.length > CHAT_MEDIA_GROUP_MAX) {
      warnings.push(
        `An album holds at most ${CHAT_MEDIA_GROUP_MAX} files; ${media.length - CHAT_MEDIA_GROUP_MAX} were not sent.`,
      );
      media = media.slice(0, CHAT_MEDIA_GROUP_MAX);
    }

    let message: ChatMessage;
    if (media.length === 0) {
      message = await client.sendMessage({ ...common, text: item.text });
    } else {
      const { link_preview_options: _preview, ...mediaCommon } = common;
      const caption = item.text.length > 0 ? { caption: item.text } : {};
      if (media.length === 1) {
        message = await sendOne(client, media[0], { ...mediaCommon, ...caption });
      } else {
        const { parse_mode, ...groupCommon } = mediaCommon;
        const entries: InputMedia[] = media.map((m, i) => ({
          type: m.kind === 'image' ? 'photo' : 'video',
          media: m.url,
          ...(i === 0 ? { ...caption, ...(parse_mode !== undefined ? { parse_mode } : {}) } : {}),
        }));
        const messages = await client.sendMediaGroup({ ...groupCommon, media: entries });
        if (messages.length === 0) throw new Error('The chat platform answered an album with no messages.');
        message = messages[0];
      }
    }

    const externalId = String(message.message_id);
    return {
      externalId,
      url: chatPostUrl(ctx.account, externalId),
      ...(warnings.length > 0 ? { warnings } : {}),
    };
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
   * as the platform does). A media message (the item has media) gets its caption rewritten instead;
   * the files themselves stay as they were sent.
   */
  async edit(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    const caption = () => this.editCaption(ctx, externalId, item);
    const text = () => this.editText(ctx, externalId, item);
    const hasMedia = (item.media?.length ?? 0) > 0 || item.mediaIds.length > 0;
    try {
      await unlessUnchanged(hasMedia ? caption() : text());
    } catch (error) {
      // The message is of the other kind than the item suggests: edit what it has.
      const said = error instanceof ChatApiError ? error.description : '';
      if (NO_TEXT.test(said)) await unlessUnchanged(caption());
      else if (NO_CAPTION.test(said)) await unlessUnchanged(text());
      else throw error;
    }
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyChatError(error);
  }

  private async editText(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    await this.client(ctx).editMessageText({
      chat_id: ctx.account.externalAccountId,
      message_id: Number(externalId),
      text: item.text,
      ...editOptions(item.options),
    });
  }

  private async editCaption(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    await this.client(ctx).editMessageCaption({
      chat_id: ctx.account.externalAccountId,
      message_id: Number(externalId),
      caption: item.text,
      ...(typeof item.options.parseMode === 'string' ? { parse_mode: item.options.parseMode } : {}),
    });
  }

  private client(ctx: PublishContext): ChatClient {
    return new ChatClient(ctx.account.baseUrl, ctx.account.credentials.botToken ?? '', ctx.signal);
  }
}

/** The real platform links messages by chat handle; the sandbox serves its own page per post. */
export function chatPostUrl(account: AccountContext, messageId: string): string {
  if (account.sandbox) return sandboxPostUrl(account, messageId);
  return `https://t.me/${account.handle.replace(/^@/, '')}/${messageId}`;
}

/** Runs an edit; one the platform refuses as changing nothing has already happened. */
async function unlessUnchanged(edit: Promise<void>): Promise<void> {
  try {
    await edit;
  } catch (error) {
    if (error instanceof ChatApiError && NOT_MODIFIED.test(error.description)) return;
    throw error;
  }
}

/** One file as its own message: the send method follows the file's kind. */
function sendOne(
  client: ChatClient,
  media: PublishMedia,
  params: Omit<SendMessageParams, 'text' | 'link_preview_options'> & { caption?: string },
): Promise<ChatMessage> {
  if (media.kind === 'image') return client.sendPhoto({ ...params, photo: media.url });
  if (media.kind === 'gif') return client.sendAnimation({ ...params, animation: media.url });
  return client.sendVideo({ ...params, video: media.url });
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
