import type Router from '@koa/router';
import type { Next } from 'koa';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import type { EngagementBook } from '../../core/sandbox/engagement';
import { errors, fieldsOf, graphFail } from './emulator-graph';
import { renderObject } from './emulator-listing';
import { socialSandboxAccount } from './sandbox';

/**
 * What people do to a Page's posts, as the platform shows it: `shares` and the `reactions` and
 * `comments` summaries on a post. Engagement comes from `POST /_sandbox/engage`; someone's
 * comment is a comment in the store, so the comments edge lists it and the summary counts it.
 */

/** The counts `POST /_sandbox/engage` takes here. */
export const SOCIAL_ENGAGEMENT_METRICS = ['reactions', 'comments', 'shares'];

export interface SocialReadsHost {
  /** The token's Page, or undefined with the refusal already answered. */
  authenticate(ctx: RouterContext): { pageId: string; handle: string } | undefined;
  /** The Page's live post, by its id (or its photo's or video's). */
  owned(id: string, page: { pageId: string; handle: string }): EmulatedPost | undefined;
  /** The live store, oldest first. */
  posts(): EmulatedPost[];
  engagement: EngagementBook;
  /** The likes the emulated Pages gave `id` (`POST /{object-id}/likes`). */
  likesOf(id: string): number;
}

/**
 * Registered before the generic object read: a read that names an engagement field is answered
 * here (with the other fields it names), any other goes on.
 */
export function registerSocialReads(router: Router, host: SocialReadsHost): void {
  router.get('/:objectId', (ctx, next) => engagementRead(ctx, next, host));
}

/** Someone's comment on `post`, or the platform's refusal of a comment on a story. */
export function socialComment(
  id: string,
  at: number,
  post: EmulatedPost,
  reply: { text: string; authorHandle: string },
): EmulatedPost | string {
  if (post.kind === 'story') return 'Stories cannot be commented on.';
  if (post.kind === 'comment') return 'Replies to comments are not emulated; comment on the post.';
  // Comment ids are "{post id}_{comment id}", the post id without its Page part.
  const postPart = post.id.includes('_') ? post.id.slice(post.id.indexOf('_') + 1) : post.id;
  return {
    id: `${postPart}_${id}`,
    accountId: socialSandboxAccount(reply.authorHandle).externalAccountId,
    authorName: reply.authorHandle,
    kind: 'comment',
    text: reply.text,
    published: true,
    replyToId: post.id,
    media: [],
    createdAt: new Date(at).toISOString(),
  };
}

async function engagementRead(ctx: RouterContext, next: Next, host: SocialReadsHost): Promise<void> {
  const fields = [...fieldsOf(ctx, [])];
  const asked = fields.map((field) => ({ field, edge: field.split('.')[0] }));
  if (!asked.some((a) => SOCIAL_ENGAGEMENT_METRICS.includes(a.edge))) return next();
  const page = host.authenticate(ctx);
  if (!page) return;
  const post = host.owned(ctx.params.objectId, page);
  if (!post) return graphFail(ctx, errors.missing(ctx.params.objectId));

  const body: Record<string, unknown> = renderObject(ctx, post, undefined);
  const count = (name: string) => host.engagement.count(post.id, name);
  for (const { field, edge } of asked) {
    if (edge === 'shares') {
      // The platform leaves `shares` out of a post nobody shared.
      if (count('shares') > 0) body.shares = { count: count('shares') };
    } else if (edge === 'reactions') {
      body.reactions = summaryEdge(field, {
        total_count: count('reactions') + host.likesOf(post.id),
        viewer_reaction: 'NONE',
      });
    } else if (edge === 'comments') {
      const comments = host
        .posts()
        .filter((p) => p.kind === 'comment' && p.replyToId === post.id && !p.deleted).length;
      body.comments = summaryEdge(field, {
        order: 'chronological',
        total_count: comments + count('comments'),
        can_comment: true,
      });
    }
  }
  ctx.body = body;
}

/** An edge asked for with `.summary(total_count).limit(0)`: no entries, the summary if asked. */
function summaryEdge(field: string, summary: Record<string, unknown>): Record<string, unknown> {
  return { data: [], ...(field.includes('.summary(') ? { summary } : {}) };
}
