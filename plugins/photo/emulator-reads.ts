import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import type { EngagementBook } from '../../core/sandbox/engagement';
import { answer, invalidParameter, unsupportedRequest } from './emulator-graph';
import { photoSandboxAccount, type SandboxUser } from './sandbox';

/**
 * A post's insights as the platform shows them (`GET /{media-id}/insights`). Engagement comes
 * from `POST /_sandbox/engage`; someone else's comment is a comment in the store, so the
 * comments edge lists it and the `comments` insight counts it.
 */

/** What each kind of post reports. */
const FEED_INSIGHTS = ['reach', 'likes', 'comments', 'shares', 'saved', 'views'];
const STORY_INSIGHTS = ['reach', 'replies', 'shares', 'views'];

/** The counts `POST /_sandbox/engage` takes here (`saves` is the platform's `saved`). */
export const PHOTO_ENGAGEMENT_METRICS = ['reach', 'likes', 'comments', 'shares', 'saves', 'views', 'replies'];

const TITLES: Record<string, string> = {
  reach: 'Accounts reached',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saved: 'Saved',
  views: 'Views',
  replies: 'Replies',
};

export interface PhotoReadsHost {
  /** The token's account, or undefined with the refusal already answered. */
  authenticate(ctx: RouterContext): SandboxUser | undefined;
  /** A live post (not a comment) of the account. */
  ownMedia(id: string, user: SandboxUser): EmulatedPost | undefined;
  /** The live store, oldest first. */
  posts(): EmulatedPost[];
  engagement: EngagementBook;
  /** The likes the emulated accounts gave `id` through `POST /{ig-user-id}/likes`. */
  likesOf(id: string): number;
}

export function registerPhotoReads(router: Router, host: PhotoReadsHost): void {
  router.get('/:mediaId/insights', (ctx) => insights(ctx, host));
}

/** Someone else's comment on `post`, or the platform's refusal of a comment on a story. */
export function photoComment(
  id: string,
  at: number,
  post: EmulatedPost,
  reply: { text: string; authorHandle: string },
): EmulatedPost | string {
  if (post.kind === 'story') return 'Stories cannot be commented on.';
  return {
    id,
    accountId: photoSandboxAccount(reply.authorHandle).externalAccountId,
    text: reply.text,
    createdAt: new Date(at).toISOString(),
    replyToId: post.id,
    kind: 'comment',
    username: reply.authorHandle,
  };
}

function insights(ctx: RouterContext, host: PhotoReadsHost): void {
  const user = host.authenticate(ctx);
  if (!user) return;
  const id = ctx.params.mediaId;
  const media = host.ownMedia(id, user);
  if (!media) return answer(ctx, unsupportedRequest(id, 'get'), user.id);
  const metricParam = ctx.query.metric;
  const asked = (Array.isArray(metricParam) ? metricParam.join(',') : (metricParam ?? ''))
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  const known = [...new Set([...FEED_INSIGHTS, ...STORY_INSIGHTS])];
  const unknown = asked.find((m) => !known.includes(m));
  if (asked.length === 0 || unknown !== undefined) {
    return answer(
      ctx,
      invalidParameter(`(#100) metric[0] must be one of the following values: ${known.join(', ')}`),
      user.id,
    );
  }
  const offered = media.kind === 'story' ? STORY_INSIGHTS : FEED_INSIGHTS;
  const lacking = asked.find((m) => !offered.includes(m));
  if (lacking !== undefined) {
    return answer(
      ctx,
      invalidParameter(
        `(#100) The Media Insights API does not support the ${lacking} metric for this media product type.`,
      ),
      user.id,
    );
  }
  const comments = host
    .posts()
    .filter((p) => p.replyToId === id && p.kind === 'comment' && !p.deleted).length;
  const value = (name: string) =>
    name === 'saved'
      ? host.engagement.count(id, 'saves')
      : host.engagement.count(id, name) +
        (name === 'comments' ? comments : 0) +
        (name === 'likes' ? host.likesOf(id) : 0);
  ctx.body = {
    data: asked.map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: value(name) }],
      title: TITLES[name],
      description: `${TITLES[name]} of this media.`,
      id: `${id}/insights/${name}/lifetime`,
    })),
  };
}
