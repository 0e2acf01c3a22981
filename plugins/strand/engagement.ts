import type { EngagementCapability, LinkedPost } from '../../core/channels/engagement';
import type { PublishContext, PublishItem, PublishResult } from '../../core/channels/plugin';
import type { StrandClient } from './client';
import { findPost } from './lookup';

/** Threads media ids are numbers (17-18 digits today). */
const MEDIA_ID = /^\d{1,25}$/;
/**
 * The sandbox's stand-in for a post page: <sandbox>/strand/_sandbox/posts/<id>. A real permalink
 * (threads.net/@handle/post/<code>) carries a short code, not the media id, so it names no post here.
 */
const SANDBOX_LINK = /^https?:\/\/[^/]+(?:\/[^?#]*)?\/strand\/_sandbox\/posts\/(\d{1,25})(?:[?#].*)?$/;

export interface StrandEngagementParts {
  client(ctx: PublishContext): StrandClient;
  /** The channel's own two publishing steps; a reply is a container with `reply_to_id`. */
  publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult>;
  remove(ctx: PublishContext, externalId: string): Promise<void>;
}

/**
 * Engagement on strand, as the Threads API allows it: a reply is published like a post, with
 * `reply_to_id` (and found again on the account's replies edge after a lost answer); a top-level
 * reply under the account's post is hidden with `POST /{reply-id}/manage_reply`. The API has no
 * like and no follow endpoint, so those methods are left out.
 */
export function strandEngagement(parts: StrandEngagementParts): EngagementCapability {
  return {
    isExternalId: (value) => MEDIA_ID.test(value),

    parseLink(url: string): LinkedPost | null {
      const sandbox = SANDBOX_LINK.exec(url.trim());
      return sandbox ? { externalId: sandbox[1] } : null;
    },

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

    async findReply(ctx, target, text, since) {
      const found = await findPost(
        parts.client(ctx),
        ctx.account.externalAccountId,
        { text, replyToId: target.externalId },
        since,
      );
      return found ? { externalId: found.id } : null;
    },

    deleteReply: (ctx, externalId) => parts.remove(ctx, externalId),

    hideReply: (ctx, replyExternalId, hidden) => parts.client(ctx).manageReply(replyExternalId, hidden),
  };
}
