import type { EngagementCapability, LinkedPost } from '../../core/channels/engagement';
import type { PublishContext } from '../../core/channels/plugin';
import { VidApiError, type VidClient } from './client';
import { VidRuleError } from './errors';
import { VID_PLATFORM } from './limits';
import { findComment } from './lookup';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Comment ids: "Ugx…AaABAg" for a top-level comment, "<parent id>.<reply part>" for a reply. */
const COMMENT_ID = /^Ug[A-Za-z0-9_-]{10,40}(?:\.[A-Za-z0-9_-]{10,40})?$/;
const WATCH_LINK =
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|live\/)([A-Za-z0-9_-]{11})(?:[&?#/].*)?$/;
const SHORT_LINK = /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#/].*)?$/;
/** The sandbox's stand-in for a watch page: <sandbox>/vid/_sandbox/posts/<id>. */
const SANDBOX_LINK =
  /^https?:\/\/[^/]+(?:\/[^?#]*)?\/vid\/_sandbox\/posts\/([A-Za-z0-9_.-]{11,90})(?:[?#].*)?$/;
const CLOCK_SLACK_MS = 60_000;

export interface VidEngagementParts {
  client(ctx: PublishContext): VidClient;
  postUrl(ctx: PublishContext, id: string, videoId?: string): string;
}

/**
 * Engagement on vid, as the YouTube Data API allows it: like a video (`videos.rate`; comments
 * cannot be rated through the API), reply with text (a top-level comment under a video, or a reply
 * under a top-level comment), subscribe and unsubscribe, hold a comment for review and publish it
 * again (comments under the channel's own videos), delete the channel's own comment.
 */
export function vidEngagement(parts: VidEngagementParts): EngagementCapability {
  const isVideo = (id: string) => VIDEO_ID.test(id);
  return {
    isExternalId: (value) => VIDEO_ID.test(value) || COMMENT_ID.test(value),

    parseLink(url: string): LinkedPost | null {
      const trimmed = url.trim();
      const id =
        WATCH_LINK.exec(trimmed)?.[1] ?? SHORT_LINK.exec(trimmed)?.[1] ?? SANDBOX_LINK.exec(trimmed)?.[1];
      return id === undefined ? null : { externalId: id };
    },

    like: (ctx, target) => rate(parts.client(ctx), target.externalId, 'like'),
    unlike: (ctx, target) => rate(parts.client(ctx), target.externalId, 'none'),

    async reply(ctx, target, input) {
      if (input.mediaIds.length > 0) {
        throw new VidRuleError(
          'not_supported',
          { platform: VID_PLATFORM, feature: 'reply' },
          'A reply on vid is a comment: text only, no files.',
        );
      }
      const client = parts.client(ctx);
      if (isVideo(target.externalId)) {
        const thread = await client.insertComment(target.externalId, input.text);
        return { externalId: thread.id, url: parts.postUrl(ctx, thread.id, target.externalId) };
      }
      const reply = await client.insertReply(target.externalId, input.text);
      return { externalId: reply.id, url: parts.postUrl(ctx, reply.id, reply.snippet.videoId) };
    },

    async findReply(ctx, target, text, since) {
      const client = parts.client(ctx);
      const channelId = ctx.account.externalAccountId;
      if (isVideo(target.externalId)) {
        const id = await findComment(client, { videoId: target.externalId, channelId, text }, since);
        return id === null ? null : { externalId: id, url: parts.postUrl(ctx, id, target.externalId) };
      }
      const from = since.getTime() - CLOCK_SLACK_MS;
      const { items } = await client.commentReplies(target.externalId);
      const found = items.find(
        (c) =>
          c.snippet.authorChannelId?.value === channelId &&
          (c.snippet.textOriginal ?? '').normalize('NFC').trim() === text.normalize('NFC').trim() &&
          Date.parse(c.snippet.publishedAt ?? '') >= from,
      );
      return found
        ? { externalId: found.id, url: parts.postUrl(ctx, found.id, found.snippet.videoId) }
        : null;
    },

    async deleteReply(ctx, externalId) {
      try {
        await parts.client(ctx).deleteComment(externalId);
      } catch (err) {
        // A delete whose answer was lost and is then retried finds the comment gone: that is success.
        if (err instanceof VidApiError && err.status === 404) return;
        throw err;
      }
    },

    async follow(ctx, handle) {
      const client = parts.client(ctx);
      try {
        await client.subscribe(await channelOf(client, handle));
      } catch (err) {
        // Subscribed already (a repeat, or a lost answer): that is done.
        if (err instanceof VidApiError && err.reason === 'subscriptionDuplicate') return;
        throw err;
      }
    },

    async unfollow(ctx, handle) {
      const client = parts.client(ctx);
      const subscription = await client.subscriptionTo(await channelOf(client, handle));
      if (subscription === undefined) return;
      try {
        await client.unsubscribe(subscription);
      } catch (err) {
        if (err instanceof VidApiError && err.status === 404) return;
        throw err;
      }
    },

    hideReply: (ctx, replyExternalId, hidden) =>
      parts.client(ctx).moderateComment(replyExternalId, hidden ? 'heldForReview' : 'published'),
  };

  async function rate(client: VidClient, id: string, rating: 'like' | 'none'): Promise<void> {
    if (!isVideo(id)) {
      throw new VidRuleError(
        'not_supported',
        { platform: VID_PLATFORM, feature: 'like' },
        'vid likes videos only; the API cannot like a comment.',
      );
    }
    await client.rateVideo(id, rating);
  }
}

async function channelOf(client: VidClient, handle: string): Promise<string> {
  const id = await client.channelIdForHandle(handle);
  if (id === undefined) {
    throw new VidApiError(404, new Headers(), {
      error: {
        code: 404,
        message: `No channel has the handle @${handle}.`,
        errors: [{ reason: 'channelNotFound' }],
      },
    });
  }
  return id;
}
