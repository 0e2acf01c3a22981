import type { EngagementCapability, EngagementResult, LinkedPost } from '../../core/channels/engagement';
import type { PublishContext } from '../../core/channels/plugin';
import { SocialApiError, type SocialClient } from './client';
import { socialPostUrl } from './post-url';
import { SocialRuleError } from './rules';
import type { GraphComment } from './reads';

/** How far before `since` the look-up starts, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Pages of comments a look-up reads before it gives up rather than guess. */
const MAX_LOOKUP_PAGES = 5;
/** Object ids: a number, or "{page or post id}_{id}" for posts and comments. */
const OBJECT_ID = /^\d{1,25}(?:_\d{1,25})?$/;
/** facebook.com/<numeric page id>/posts/<numeric post id>: the post's id is "{page}_{post}". */
const POST_LINK = /^https?:\/\/(?:www\.|m\.)?facebook\.com\/(\d{1,25})\/posts\/(\d{1,25})\/?(?:[?#].*)?$/;
/** The sandbox's stand-in for a post page: <sandbox>/social/_sandbox/posts/<id>. */
const SANDBOX_LINK =
  /^https?:\/\/[^/]+(?:\/[^?#]*)?\/social\/_sandbox\/posts\/(\d{1,25}(?:_\d{1,25})?)(?:[?#].*)?$/;

/**
 * Engagement on social, as the Pages API does it, always as the Page: like `POST|DELETE
 * /{object-id}/likes`, reply `POST /{object-id}/comments` (one photo by `attachment_url`), hide
 * `POST /{comment-id} {is_hidden}` (comments on the Page's posts whose `can_hide` is true; not the
 * Page's own), delete `DELETE /{comment-id}`. No follow: a Page cannot follow accounts by API.
 */
export function socialEngagement(client: (ctx: PublishContext) => SocialClient): EngagementCapability {
  return {
    isExternalId: (value) => OBJECT_ID.test(value),

    parseLink(url: string): LinkedPost | null {
      const post = POST_LINK.exec(url.trim());
      if (post) return { externalId: `${post[1]}_${post[2]}` };
      const sandbox = SANDBOX_LINK.exec(url.trim());
      return sandbox ? { externalId: sandbox[1] } : null;
    },

    like: (ctx, target) => client(ctx).like(target.externalId, true),
    unlike: (ctx, target) => client(ctx).like(target.externalId, false),

    async reply(ctx, target, input): Promise<EngagementResult> {
      const media = input.media ?? [];
      if (media.length > 1 || media.some((m) => m.kind !== 'image')) {
        throw new SocialRuleError([
          {
            code: 'platform_rejected_content',
            message: 'A comment on the social channel takes one photo at most.',
            extra: {},
          },
        ]);
      }
      const id = await client(ctx).comment(target.externalId, input.text, media[0]?.url);
      return { externalId: id, url: socialPostUrl(ctx.account, id, 'comment') };
    },

    async findReply(ctx, target, text, since): Promise<EngagementResult | null> {
      const from = since.getTime() - CLOCK_SLACK_MS;
      const wanted = text.normalize('NFC');
      let after: string | undefined;
      for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
        const listed = await client(ctx).listEdge<GraphComment>(
          `/${target.externalId}/comments`,
          {
            fields: 'id,message,from,created_time',
            filter: 'stream',
            order: 'reverse_chronological',
            limit: '100',
          },
          after,
        );
        const found = listed.data.find(
          (c) =>
            c.from?.id === ctx.account.externalAccountId &&
            (c.message ?? '').normalize('NFC') === wanted &&
            Date.parse(c.created_time ?? '') >= from,
        );
        if (found) return { externalId: found.id, url: socialPostUrl(ctx.account, found.id, 'comment') };
        if (listed.after === undefined) return null;
        after = listed.after;
      }
      // null would mean "surely not there" and invite a second reply; past this we cannot tell.
      throw new Error(`social: over ${MAX_LOOKUP_PAGES * 100} comments; lookup gave up`);
    },

    async deleteReply(ctx, externalId) {
      try {
        await client(ctx).remove(externalId);
      } catch (err) {
        // A delete whose answer was lost and is then retried finds the comment gone: that is done.
        if (err instanceof SocialApiError && err.error.code === 100 && err.error.error_subcode === 33) return;
        throw err;
      }
    },

    hideReply: (ctx, replyExternalId, hidden) => client(ctx).hideComment(replyExternalId, hidden),
  };
}
