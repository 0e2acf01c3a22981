import type { PostMetrics } from '../../core/channels/plugin';
import type { ClipClient } from './client';
import { ClipNotPublicError, ClipPostMissingError } from './errors';

/** A post's public id is a number; a publish id (`v_pub_url~v2-1.…`) is not. */
const POST_ID = /^\d+$/;

/**
 * The post's counts from the platform's video query. A target that only has a publish id (the
 * post went to the creator's inbox, or is not public yet) has no counts to ask for.
 */
export async function clipMetrics(client: ClipClient, externalId: string): Promise<PostMetrics> {
  if (!POST_ID.test(externalId)) throw new ClipNotPublicError(externalId);
  const [video] = await client.queryVideos(
    [externalId],
    ['id', 'like_count', 'comment_count', 'share_count', 'view_count'],
  );
  if (!video || video.id !== externalId) throw new ClipPostMissingError(externalId);
  const metrics: PostMetrics = {};
  for (const [name, field] of [
    ['views', 'view_count'],
    ['likes', 'like_count'],
    ['comments', 'comment_count'],
    ['shares', 'share_count'],
  ] as const) {
    const value = video[field];
    if (typeof value === 'number') metrics[name] = value;
  }
  return metrics;
}
