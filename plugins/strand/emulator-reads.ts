import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import type { EngagementBook } from '../../core/sandbox/engagement';
import { refuse, refusals } from './emulator-errors';
import { fieldsOf, list, paramsOf, str } from './emulator-params';
import { renderPost } from './emulator-render';
import { STRAND_METRICS } from './reads';
import { strandSandboxAccount, type SandboxUser } from './sandbox';

/**
 * What other people do to posts, as the platform shows it: a post's lifetime insights and its
 * top-level replies. Engagement comes from `POST /_sandbox/engage`; someone else's reply is a
 * post of theirs in the store, so it is counted and listed like the account's own replies.
 */

const TITLES: Record<string, string> = {
  views: 'Views',
  likes: 'Likes',
  replies: 'Replies',
  reposts: 'Reposts',
  quotes: 'Quotes',
  shares: 'Shares',
};
const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

export interface StrandReadsHost {
  /** The token's user, or undefined with the 401 already answered. */
  userFor(ctx: RouterContext): SandboxUser | undefined;
  /** The live store, oldest first. */
  posts(): EmulatedPost[];
  engagement: EngagementBook;
  /** Hidden by the post's owner (`POST /{reply-id}/manage_reply`). */
  isHidden(id: string): boolean;
}

/**
 * Registered before the account's own `/{user-id}/replies` edge: the same path shape names a
 * post here, and an id that is no post goes on to the account edge.
 */
export function registerStrandReads(router: Router, host: StrandReadsHost): void {
  router.get('/:mediaId/insights', (ctx) => insights(ctx, host));
  router.get('/:mediaId/replies', (ctx, next) => {
    if (!live(host, ctx.params.mediaId)) return next();
    replies(ctx, host);
  });
}

/** Someone else's reply to `post`: a text post of theirs. */
export function strandReplyPost(
  id: string,
  at: number,
  post: EmulatedPost,
  reply: { text: string; authorHandle: string },
): EmulatedPost {
  return {
    id,
    accountId: strandSandboxAccount(reply.authorHandle).externalAccountId,
    handle: reply.authorHandle,
    text: reply.text,
    createdAt: new Date(at).toISOString(),
    mediaType: 'TEXT',
    replyToId: post.id,
  };
}

function insights(ctx: RouterContext, host: StrandReadsHost): void {
  const user = host.userFor(ctx);
  if (!user) return;
  const id = ctx.params.mediaId;
  const post = live(host, id);
  // Insights are the owner's: another account's post reads as one that does not exist.
  if (!post || post.accountId !== user.id) return refuse(ctx, refusals.noSuchObject(id, 'GET'));
  const asked = list(paramsOf(ctx).metric);
  const unknown = asked.find((name) => !(STRAND_METRICS as readonly string[]).includes(name));
  if (asked.length === 0 || unknown !== undefined) {
    return refuse(
      ctx,
      refusals.invalid(
        `Param metric[0] must be one of {${STRAND_METRICS.join(', ')}}; got ${unknown ?? 'none'}.`,
      ),
    );
  }
  const directReplies = host.posts().filter((p) => p.replyToId === id && !p.deleted).length;
  ctx.body = {
    data: asked.map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: host.engagement.count(id, name) + (name === 'replies' ? directReplies : 0) }],
      title: TITLES[name],
      description: `${TITLES[name]} of this post.`,
      id: `${id}/insights/${name}/lifetime`,
    })),
  };
}

function replies(ctx: RouterContext, host: StrandReadsHost): void {
  if (!host.userFor(ctx)) return;
  const p = paramsOf(ctx);
  const limit = p.limit === undefined ? DEFAULT_PAGE : Number(str(p.limit));
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    return refuse(ctx, refusals.invalid(`Param limit must be between 1 and ${MAX_PAGE}.`));
  }
  const newestFirst = str(p.reverse) !== 'false';
  const top = host
    .posts()
    .filter((post) => post.replyToId === ctx.params.mediaId && !post.deleted)
    .sort((a, b) => (BigInt(a.id) > BigInt(b.id) ? 1 : -1) * (newestFirst ? -1 : 1));
  const fields = fieldsOf(p.fields);
  // Hidden replies are still listed, marked: the apps leave them out of the conversation.
  const hideStatus = (post: EmulatedPost) =>
    fields.has('hide_status') ? { hide_status: host.isHidden(post.id) ? 'HIDDEN' : 'NOT_HUSHED' } : {};
  ctx.body = {
    data: top.slice(0, limit).map((post) => ({ ...renderPost(post, fields), ...hideStatus(post) })),
  };
}

function live(host: StrandReadsHost, id: string): EmulatedPost | undefined {
  return host.posts().find((p) => p.id === id && !p.deleted);
}
