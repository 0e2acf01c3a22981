import type { ChannelReply, PostMetrics } from '../../core/channels/plugin';
import { parseGraphTime, type PhotoClient, type PhotoComment } from './client';
import { PhotoStoryCommentsError } from './errors';

/** Insights of feed posts and reels, and of stories (which have no likes, comments or saves). */
const POST_INSIGHTS = ['reach', 'likes', 'comments', 'shares', 'saved', 'views'];
const STORY_INSIGHTS = ['reach', 'replies', 'shares', 'views'];
/** The platform's insight names that differ from the contract's. */
const RENAMED: Record<string, keyof PostMetrics> = { saved: 'saves' };

/**
 * The post's insights under the contract's names. The platform refuses a metric the post's kind
 * lacks, so its kind is read first.
 */
export async function photoMetrics(client: PhotoClient, mediaId: string): Promise<PostMetrics> {
  const story = (await client.productType(mediaId)) === 'STORY';
  const values = await client.insights(mediaId, story ? STORY_INSIGHTS : POST_INSIGHTS);
  const metrics: PostMetrics = {};
  for (const [name, value] of Object.entries(values)) {
    metrics[RENAMED[name] ?? (name as keyof PostMetrics)] = value;
  }
  return metrics;
}

/**
 * Comments on a feed post or reel and the replies under them, newest first: others' and the account's own. A comment the
 * account hid is left out: its readers no longer see it (the thread has no hidden marker).
 */
export async function photoReplies(
  client: PhotoClient,
  mediaId: string,
  limit: number,
): Promise<ChannelReply[]> {
  if ((await client.productType(mediaId)) === 'STORY') throw new PhotoStoryCommentsError(mediaId);
  const comments = await client.comments(mediaId, limit);
  const shown = (list: PhotoComment[]) => list.filter((comment) => comment.hidden !== true);
  const view = (comment: PhotoComment, replyTo: string): ChannelReply => {
    const at = parseGraphTime(comment.timestamp);
    if (at === undefined) throw new Error(`photo sent no timestamp for comment ${comment.id}`);
    return {
      externalId: comment.id,
      text: comment.text ?? '',
      authorHandle: comment.username ?? comment.from?.username ?? '',
      createdAt: new Date(at).toISOString(),
      replyToExternalId: replyTo,
    };
  };
  return shown(comments)
    .flatMap((comment) => [
      view(comment, mediaId),
      ...shown(comment.replies?.data ?? []).map((reply) => view(reply, comment.id)),
    ])
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
