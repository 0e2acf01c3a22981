import type {
  EngagementCapability,
  EngagementResult,
  EngagementTarget,
  LinkedPost,
  ReplyInput,
} from '../../core/channels/engagement';
import type { PublishContext } from '../../core/channels/plugin';
import { MicroApiError, type MicroClient } from './client';
import { selectMicroMedia, uploadMicroMedia, type MicroMediaOptions } from './media';
import { repliedTo } from './reads';

/** How far before `since` the look-up starts, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Pages of the timeline a look-up reads before it gives up rather than guess. */
const MAX_LOOKUP_PAGES = 5;
/** X post ids are snowflakes: up to 19 digits. */
const TWEET_ID = /^\d{1,19}$/;
/** x.com (or twitter.com) status links: https://x.com/<handle>/status/<id>. */
const STATUS_LINK =
  /^https?:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/status\/(\d{1,19})(?:[/?#].*)?$/;
/** The sandbox's stand-in for a status page: <sandbox>/micro/_sandbox/posts/<id>. */
const SANDBOX_LINK = /^https?:\/\/[^/]+(?:\/[^?#]*)?\/micro\/_sandbox\/posts\/(\d{1,19})(?:[?#].*)?$/;

export interface MicroEngagementParts {
  client(ctx: PublishContext): MicroClient;
  postUrl(ctx: PublishContext, id: string): string;
  mediaOptions: MicroMediaOptions;
}

/**
 * Engagement on micro, as X API v2 does it: likes and follows under `/2/users/:id/...` (a repeat is
 * answered as done), a reply is a tweet with `reply.in_reply_to_tweet_id`, a hidden reply is
 * `PUT /2/tweets/:id/hidden` (replies in conversations the account started; not its own replies).
 * The model for other channels: one small object of the methods the platform has.
 */
export function microEngagement(parts: MicroEngagementParts): EngagementCapability {
  const me = (ctx: PublishContext) => ctx.account.externalAccountId;
  return {
    isExternalId: (value) => TWEET_ID.test(value),

    parseLink(url: string): LinkedPost | null {
      const status = STATUS_LINK.exec(url.trim());
      if (status) return { ownerHandle: status[1], externalId: status[2] };
      const sandbox = SANDBOX_LINK.exec(url.trim());
      return sandbox ? { externalId: sandbox[1] } : null;
    },

    like: (ctx, target) => parts.client(ctx).like(me(ctx), target.externalId),
    unlike: (ctx, target) => parts.client(ctx).unlike(me(ctx), target.externalId),

    async reply(ctx: PublishContext, target: EngagementTarget, input: ReplyInput): Promise<EngagementResult> {
      const client = parts.client(ctx);
      const mediaIds: string[] = [];
      for (const media of selectMicroMedia(input.media ?? []).media) {
        mediaIds.push(await uploadMicroMedia(client, media, parts.mediaOptions, ctx.signal));
      }
      const tweet = await client.createTweet({ text: input.text, replyToId: target.externalId, mediaIds });
      return { externalId: tweet.id, url: parts.postUrl(ctx, tweet.id) };
    },

    async findReply(ctx, target, text, since): Promise<EngagementResult | null> {
      const client = parts.client(ctx);
      const start = new Date(since.getTime() - CLOCK_SLACK_MS);
      const wanted = text.normalize('NFC');
      let token: string | undefined;
      for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
        const { tweets, nextToken } = await client.userTweets(me(ctx), start, token);
        const found = tweets.find(
          (t) => t.text.normalize('NFC') === wanted && repliedTo(t) === target.externalId,
        );
        if (found) return { externalId: found.id, url: parts.postUrl(ctx, found.id) };
        if (nextToken === undefined) return null;
        token = nextToken;
      }
      // null would mean "surely not there" and invite a second reply; past this we cannot tell.
      throw new Error(
        `micro: over ${MAX_LOOKUP_PAGES * 100} tweets since ${start.toISOString()}; lookup gave up`,
      );
    },

    async deleteReply(ctx, externalId) {
      try {
        await parts.client(ctx).deleteTweet(externalId);
      } catch (err) {
        // A delete whose answer was lost and is then retried finds the reply gone: that is success.
        if (err instanceof MicroApiError && err.status === 404) return;
        throw err;
      }
    },

    async follow(ctx, handle) {
      const client = parts.client(ctx);
      await client.follow(me(ctx), (await client.userByUsername(handle)).id);
    },

    async unfollow(ctx, handle) {
      const client = parts.client(ctx);
      await client.unfollow(me(ctx), (await client.userByUsername(handle)).id);
    },

    hideReply: (ctx, replyExternalId, hidden) => parts.client(ctx).hideReply(replyExternalId, hidden),
  };
}
