import type {
  EngagementCapability,
  EngagementResult,
  EngagementTarget,
  LinkedPost,
} from '../../core/channels/engagement';
import type { PublishContext } from '../../core/channels/plugin';
import { parseGraphTime, PhotoApiError, type PhotoClient, type PhotoComment } from './client';
import { PhotoLikePermissionError, PhotoReplyMediaError } from './errors';

/** The permission a like needs (Facebook Login for Instagram; new in 2026-04). */
export const LIKE_SCOPE = 'instagram_manage_engagement';
/** How far before `since` the look-up starts, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Pages of comments a look-up reads before it gives up rather than guess. */
const MAX_LOOKUP_PAGES = 5;
/** Instagram Graph ids (media, comments) are long digit strings. */
const GRAPH_ID = /^\d{1,25}$/;
/**
 * The sandbox's stand-in for a post page: <sandbox>/photo/_sandbox/posts/<id>. Real links
 * (instagram.com/p/<shortcode>) carry a short code, which no Graph call turns into a media id, so
 * they are not read.
 */
const SANDBOX_LINK = /^https?:\/\/[^/]+(?:\/[^?#]*)?\/photo\/_sandbox\/posts\/(\d{1,25})(?:[?#].*)?$/;

export interface PhotoEngagementParts {
  client(ctx: PublishContext): PhotoClient;
  postUrl(ctx: PublishContext, client: PhotoClient, mediaId: string): Promise<string>;
}

/**
 * Engagement on photo, as the Instagram Graph API does it: like `POST|DELETE /{ig-user-id}/likes`
 * (`media_id` or `comment_id`; needs `instagram_manage_engagement`), reply `POST /{media-id}/comments`
 * or `POST /{comment-id}/replies` (text only), hide `POST /{comment-id}?hide=`, delete
 * `DELETE /{comment-id}`. No follow: the API cannot follow accounts.
 *
 * A target is a media or a comment and the id does not say which: the media form is tried first,
 * and the platform's "object does not exist" (100/33: nothing was done) sends the comment form.
 */
export function photoEngagement(parts: PhotoEngagementParts): EngagementCapability {
  const me = (ctx: PublishContext) => ctx.account.externalAccountId;
  const like = async (ctx: PublishContext, target: EngagementTarget, liked: boolean) => {
    const client = parts.client(ctx);
    try {
      await mediaThenComment(
        () => client.like(me(ctx), { media_id: target.externalId }, liked),
        () => client.like(me(ctx), { comment_id: target.externalId }, liked),
      );
    } catch (err) {
      throw permissionOf(err) ?? err;
    }
  };

  return {
    isExternalId: (value) => GRAPH_ID.test(value),

    parseLink(url: string): LinkedPost | null {
      const sandbox = SANDBOX_LINK.exec(url.trim());
      return sandbox ? { externalId: sandbox[1] } : null;
    },

    like: (ctx, target) => like(ctx, target, true),
    unlike: (ctx, target) => like(ctx, target, false),

    async reply(ctx, target, input): Promise<EngagementResult> {
      const files = Math.max(input.mediaIds.length, input.media?.length ?? 0);
      if (files > 0) throw new PhotoReplyMediaError(files);
      const client = parts.client(ctx);
      const id = await mediaThenComment(
        () => client.createComment(target.externalId, input.text),
        () => client.createReply(target.externalId, input.text),
      );
      return { externalId: id, url: await parts.postUrl(ctx, client, target.externalId) };
    },

    async findReply(ctx, target, text, since): Promise<EngagementResult | null> {
      const client = parts.client(ctx);
      const from = since.getTime() - CLOCK_SLACK_MS;
      const wanted = text.normalize('NFC');
      const handle = ctx.account.handle.replace(/^@/, '').toLowerCase();
      const ours = (c: PhotoComment) =>
        (c.username ?? c.from?.username ?? '').toLowerCase() === handle &&
        (c.text ?? '').normalize('NFC') === wanted &&
        (parseGraphTime(c.timestamp) ?? 0) >= from;
      const found = await mediaThenComment(
        () => findIn((after) => client.listComments(target.externalId, after), ours),
        () => findIn((after) => client.listReplies(target.externalId, after), ours),
      );
      if (found === null) return null;
      return { externalId: found.id, url: await parts.postUrl(ctx, client, target.externalId) };
    },

    async deleteReply(ctx, externalId) {
      try {
        await parts.client(ctx).deleteComment(externalId);
      } catch (err) {
        // A delete whose answer was lost and is then retried finds the comment gone: that is done.
        if (isMissing(err)) return;
        throw err;
      }
    },

    hideReply: (ctx, replyExternalId, hidden) => parts.client(ctx).hideComment(replyExternalId, hidden),
  };
}

/** Newest comments first; the one `match` picks, null when the listing ends without it. */
async function findIn(
  page: (after?: string) => Promise<{ items: PhotoComment[]; after?: string }>,
  match: (c: PhotoComment) => boolean,
): Promise<PhotoComment | null> {
  let after: string | undefined;
  for (let n = 0; n < MAX_LOOKUP_PAGES; n += 1) {
    const { items, after: next } = await page(after);
    const found = items.find(match);
    if (found) return found;
    if (next === undefined) return null;
    after = next;
  }
  // null would mean "surely not there" and invite a second reply; past this we cannot tell.
  throw new Error(`photo: over ${MAX_LOOKUP_PAGES} pages of comments; lookup gave up`);
}

async function mediaThenComment<T>(asMedia: () => Promise<T>, asComment: () => Promise<T>): Promise<T> {
  try {
    return await asMedia();
  } catch (err) {
    if (isMissing(err)) return asComment();
    throw err;
  }
}

/** "Object with ID ... does not exist, cannot be loaded ... or does not support this operation." */
function isMissing(err: unknown): boolean {
  return err instanceof PhotoApiError && err.code === 100 && err.subcode === 33;
}

/**
 * The platform's permission refusals of a like: #10 (the app lacks the permission: in review)
 * or #200-#299 (the token lacks it: an older connection).
 */
function permissionOf(err: unknown): PhotoLikePermissionError | undefined {
  if (!(err instanceof PhotoApiError)) return undefined;
  if (err.code !== 10 && (err.code < 200 || err.code > 299)) return undefined;
  return new PhotoLikePermissionError(err.code === 10, [LIKE_SCOPE], err.message);
}
