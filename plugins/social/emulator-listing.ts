import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { errors, fieldsOf, graphFail, graphTime, single } from './emulator-graph';
import type { UploadSession } from './emulator-upload';

export type Edge = 'feed' | 'scheduled_posts' | 'videos' | 'video_reels' | 'stories' | 'comments';

/** The fields each listing returns when the call names none, as the Graph API does. */
const DEFAULT_FIELDS: Record<Edge, string[]> = {
  feed: ['id', 'message', 'created_time'],
  scheduled_posts: ['id', 'message', 'created_time'],
  videos: ['id', 'description', 'updated_time'],
  video_reels: ['id', 'description', 'updated_time'],
  stories: ['post_id', 'status', 'creation_time', 'media_type', 'media_id', 'url'],
  comments: ['id', 'message', 'created_time'],
};
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

/**
 * One page of a listing in the Graph API's shape: `{data, paging: {cursors: {before, after},
 * next}}`, newest first (comments oldest first unless `order=reverse_chronological`), filtered by
 * `since`/`until` (epoch seconds) and paged by the `after` cursor. `next` is relative to the base
 * URL, for the same reason `upload_url` is.
 */
export function renderListing(ctx: RouterContext, edge: Edge, items: EmulatedPost[], path: string): void {
  const limitText = single(ctx, 'limit');
  const limit = limitText === undefined ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1)
    return graphFail(ctx, errors.invalid('limit must be a positive whole number'));
  const since = epochParam(single(ctx, 'since'));
  const until = epochParam(single(ctx, 'until'));
  if (since === null || until === null)
    return graphFail(ctx, errors.invalid('since and until must be epoch seconds'));

  const oldestFirst = edge === 'comments' && single(ctx, 'order') !== 'reverse_chronological';
  const ordered = items
    .map((post, index) => ({ post, index }))
    .filter(({ post }) => {
      const at = Date.parse(post.createdAt) / 1000;
      return (since === undefined || at >= since) && (until === undefined || at <= until);
    })
    // Store order is creation order; it breaks ties between posts made in the same millisecond.
    .sort((a, b) => (oldestFirst ? a.index - b.index : b.index - a.index))
    .map(({ post }) => post);

  const after = single(ctx, 'after');
  let start = 0;
  if (after !== undefined) {
    const position = ordered.findIndex((p) => cursorOf(p) === after);
    if (position < 0)
      return graphFail(ctx, errors.invalid('The after cursor is not valid for this listing.'));
    start = position + 1;
  }
  const page = ordered.slice(start, start + Math.min(limit, MAX_LIMIT));
  const fields = fieldsOf(ctx, DEFAULT_FIELDS[edge]);
  const data = page.map((post) =>
    edge === 'stories' ? renderStory(post, fields) : renderFields(post, fields),
  );
  if (page.length === 0) {
    ctx.body = { data };
    return;
  }
  const paging: Record<string, unknown> = {
    cursors: { before: cursorOf(page[0]), after: cursorOf(page[page.length - 1]) },
  };
  if (start + page.length < ordered.length) {
    const query = new URLSearchParams(ctx.querystring);
    query.set('after', cursorOf(page[page.length - 1]));
    paging.next = `${path}?${query.toString()}`;
  }
  ctx.body = { data, paging };
}

/** `GET /{id}`: a post's fields, or for a video being uploaded its `status`. */
export function renderObject(
  ctx: RouterContext,
  post: EmulatedPost | undefined,
  session: UploadSession | undefined,
): Record<string, unknown> {
  const fields = fieldsOf(ctx, [
    'id',
    post?.kind === 'video' || post?.kind === 'reel' ? 'description' : 'message',
    'created_time',
  ]);
  const rendered: Record<string, unknown> = post ? renderFields(post, fields) : { id: session?.videoId };
  if (fields.has('status') && session) {
    const uploaded =
      session.hosted !== undefined ||
      (session.fileSize !== undefined && session.received === session.fileSize);
    rendered.status = {
      video_status: session.finished ? 'ready' : uploaded ? 'upload_complete' : 'uploading',
      uploading_phase: {
        status: uploaded ? 'complete' : 'in_progress',
        bytes_transferred: session.hosted?.bytes ?? session.received,
      },
      processing_phase: { status: uploaded ? 'complete' : 'not_started' },
      publishing_phase: { status: session.finished ? 'complete' : 'not_started' },
    };
  }
  return rendered;
}

function renderFields(post: EmulatedPost, fields: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: post.id };
  const isVideo = post.kind === 'video' || post.kind === 'reel';
  // The platform leaves out a field that is not set, rather than sending it empty.
  if (fields.has('message') && !isVideo && post.text !== '') out.message = post.text;
  if (fields.has('description') && isVideo && post.text !== '') out.description = post.text;
  if (fields.has('created_time')) out.created_time = graphTime(post.createdAt);
  if (fields.has('updated_time'))
    out.updated_time = graphTime(typeof post.editedAt === 'string' ? post.editedAt : post.createdAt);
  // Someone else's comment (POST /_sandbox/engage) shows its writer's name, as the platform does.
  if (fields.has('from'))
    out.from = {
      id: post.accountId,
      ...(typeof post.authorName === 'string' ? { name: post.authorName } : {}),
    };
  if (fields.has('parent') && post.kind === 'comment' && typeof post.parentCommentId === 'string') {
    out.parent = { id: post.parentCommentId };
  }
  if (fields.has('is_published')) out.is_published = post.published === true;
  if (fields.has('is_hidden') && post.kind === 'comment') out.is_hidden = post.hidden === true;
  if (fields.has('scheduled_publish_time') && typeof post.scheduledPublishTime === 'number') {
    out.scheduled_publish_time = post.scheduledPublishTime;
  }
  if (fields.has('link') && typeof post.link === 'string') out.link = post.link;
  if (fields.has('title') && typeof post.title === 'string') out.title = post.title;
  if (fields.has('feed_targeting') && post.feedTargeting !== undefined)
    out.feed_targeting = post.feedTargeting;
  if (fields.has('permalink_url')) out.permalink_url = `/_sandbox/posts/${post.id}`;
  return out;
}

function renderStory(post: EmulatedPost, fields: Set<string>): Record<string, unknown> {
  const all: Record<string, unknown> = {
    post_id: post.id,
    status: 'PUBLISHED',
    creation_time: String(Math.floor(Date.parse(post.createdAt) / 1000)),
    media_type: post.mediaType,
    media_id: post.videoId ?? (Array.isArray(post.photoIds) ? post.photoIds[0] : undefined),
    url: `/_sandbox/posts/${post.id}`,
  };
  return Object.fromEntries(Object.entries(all).filter(([name]) => fields.has(name) || name === 'post_id'));
}

function cursorOf(post: EmulatedPost): string {
  return Buffer.from(post.id, 'utf8').toString('base64url');
}

/** undefined: not sent; null: not a number. */
function epochParam(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
