import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import type { EngagementBook } from '../../core/sandbox/engagement';
import { fail, invalidParams, succeed } from './emulator-answers';

/**
 * A creator's posts with their counts, as the platform's video query shows them
 * (`POST /v2/video/query/?fields=...` with `{filters: {video_ids}}`). Counts come from
 * `POST /_sandbox/engage`; comments are only counted, since the API offers no way to read them.
 */

/** The counts `POST /_sandbox/engage` takes here. */
export const CLIP_ENGAGEMENT_METRICS = ['views', 'likes', 'comments', 'shares'];

const FIELDS = [
  'id',
  'create_time',
  'title',
  'video_description',
  'share_url',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
];
const MAX_IDS = 20;

export interface ClipReadsHost {
  /** The token's creator, or undefined with the refusal already answered. */
  authenticate(ctx: RouterContext): { openId: string; handle: string } | undefined;
  /** The live store, oldest first. */
  posts(): EmulatedPost[];
  engagement: EngagementBook;
}

export function registerClipReads(router: Router, host: ClipReadsHost): void {
  router.post('/v2/video/query/', (ctx) => queryVideos(ctx, host));
}

/** Comments are refused where the creator turned them off. */
export function clipCommentRefusal(post: EmulatedPost): string | void {
  if (post.disableComment === true) return 'The creator turned comments off for this post.';
}

function queryVideos(ctx: RouterContext, host: ClipReadsHost): void {
  const caller = host.authenticate(ctx);
  if (!caller) return;
  const raw = Array.isArray(ctx.query.fields) ? ctx.query.fields.join(',') : (ctx.query.fields ?? '');
  const fields = raw.split(',').filter((f) => f !== '');
  const unknown = fields.find((f) => !FIELDS.includes(f));
  if (fields.length === 0 || unknown !== undefined) {
    return fail(
      ctx,
      invalidParams(`fields must name some of ${FIELDS.join(', ')}; got ${unknown ?? 'none'}.`),
    );
  }
  const body = (ctx.request as { body?: { filters?: { video_ids?: unknown } } }).body;
  const ids = body?.filters?.video_ids;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > MAX_IDS ||
    ids.some((id) => typeof id !== 'string')
  ) {
    return fail(ctx, invalidParams(`filters.video_ids must list 1 to ${MAX_IDS} video ids.`));
  }
  // Only the creator's own posts come back; any other id is left out without a word.
  const videos = (ids as string[])
    .map((id) => host.posts().find((p) => p.id === id && p.accountId === caller.openId && !p.deleted))
    .filter((p): p is EmulatedPost => p !== undefined)
    .map((post) => render(post, fields, host.engagement));
  succeed(ctx, { videos, cursor: 0, has_more: false });
}

function render(post: EmulatedPost, fields: string[], book: EngagementBook): Record<string, unknown> {
  const all: Record<string, unknown> = {
    id: post.id,
    create_time: Math.floor(Date.parse(post.createdAt) / 1000),
    title: post.kind === 'photo' ? post.title : post.text,
    video_description: post.text,
    share_url: `/_sandbox/posts/${post.id}`,
    like_count: book.count(post.id, 'likes'),
    comment_count: book.count(post.id, 'comments') + book.repliesTo(post.id).length,
    share_count: book.count(post.id, 'shares'),
    view_count: book.count(post.id, 'views'),
  };
  return Object.fromEntries(fields.map((f) => [f, all[f]]));
}
