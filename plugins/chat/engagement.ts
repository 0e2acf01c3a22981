import type { EngagementCapability, LinkedPost } from '../../core/channels/engagement';
import type { PublishContext, PublishItem, PublishResult } from '../../core/channels/plugin';
import { ChatApiError, type ChatClient } from './client';

/** Message ids are positive 32-bit integers, counted per chat. */
const MESSAGE_ID = /^[1-9]\d{0,9}$/;
/** t.me message links of a public chat: https://t.me/<username>/<message id>. */
const MESSAGE_LINK =
  /^https?:\/\/(?:www\.)?(?:t|telegram)\.me\/([A-Za-z][A-Za-z0-9_]{3,31})\/(\d{1,10})(?:[/?#].*)?$/;
/** The sandbox's stand-in for a message page: <sandbox>/chat/_sandbox/posts/<id>. */
const SANDBOX_LINK = /^https?:\/\/[^/]+(?:\/[^?#]*)?\/chat\/_sandbox\/posts\/(\d{1,10})(?:[?#].*)?$/;
/** A like is the bot's one reaction; 👍 is in every chat's default set of allowed reactions. */
export const CHAT_LIKE_EMOJI = '\u{1F44D}';
const ALREADY_GONE = /message to delete not found/i;

export interface ChatEngagementParts {
  client(ctx: PublishContext): ChatClient;
  /** The channel's own send: a reply is a message like any other, with `replyToExternalId`. */
  publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult>;
}

/**
 * Engagement on chat, as the Bot API allows it: a like is `setMessageReaction` with one emoji (an
 * empty list takes it back), a reply is a message sent with `reply_parameters`, and the bot may
 * delete its own reply. No `findReply`: a bot cannot read a chat's history and its updates leave
 * out its own messages, so a reply whose answer was lost ends `publish_unconfirmed`. Bots cannot
 * follow anyone or hide a message, so those methods are left out.
 */
export function chatEngagement(parts: ChatEngagementParts): EngagementCapability {
  const react = (ctx: PublishContext, messageId: string, emoji: string[]) =>
    parts.client(ctx).setMessageReaction({
      chat_id: ctx.account.externalAccountId,
      message_id: Number(messageId),
      reaction: emoji.map((e) => ({ type: 'emoji' as const, emoji: e })),
    });
  return {
    isExternalId: (value) => MESSAGE_ID.test(value),

    parseLink(url: string): LinkedPost | null {
      const link = MESSAGE_LINK.exec(url.trim());
      if (link) return { ownerHandle: link[1], externalId: link[2] };
      const sandbox = SANDBOX_LINK.exec(url.trim());
      return sandbox ? { externalId: sandbox[1] } : null;
    },

    like: async (ctx, target) => void (await react(ctx, target.externalId, [CHAT_LIKE_EMOJI])),
    unlike: async (ctx, target) => void (await react(ctx, target.externalId, [])),

    async reply(ctx, target, input) {
      const sent = await parts.publish(ctx, {
        text: input.text,
        mediaIds: input.mediaIds,
        ...(input.media ? { media: input.media } : {}),
        options: {},
        index: 0,
        replyToExternalId: target.externalId,
      });
      return { externalId: sent.externalId, ...(sent.url ? { url: sent.url } : {}) };
    },

    async deleteReply(ctx, externalId) {
      try {
        await parts.client(ctx).deleteMessage({
          chat_id: ctx.account.externalAccountId,
          message_id: Number(externalId),
        });
      } catch (err) {
        // A delete whose answer was lost and is then retried finds the message gone: that is success.
        if (err instanceof ChatApiError && ALREADY_GONE.test(err.description)) return;
        throw err;
      }
    },
  };
}
