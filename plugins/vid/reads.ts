import type { ChannelReply, PostMetrics } from '../../core/channels/plugin';
import { VidApiError, type VidClient } from './client';

/**
 * The video's statistics under the contract's names. The platform sends counts as strings and
 * leaves out one the owner hid (likes) or it no longer keeps (favorites: always 0, not reported).
 */
export async function vidMetrics(client: VidClient, videoId: string): Promise<PostMetrics> {
  const video = await client.getVideo(videoId, 'statistics');
  if (!video) {
    // The platform answers a video it cannot show with an empty list; to us that is videoNotFound.
    throw new VidApiError(404, new Headers(), {
      error: {
        code: 404,
        message: `The video ${videoId} was not found.`,
        errors: [{ reason: 'videoNotFound', domain: 'youtube.video' }],
      },
    });
  }
  const stats = video.statistics ?? {};
  const metrics: PostMetrics = {};
  for (const [name, field] of [
    ['views', 'viewCount'],
    ['likes', 'likeCount'],
    ['comments', 'commentCount'],
  ] as const) {
    const value = stats[field] === undefined ? NaN : Number(stats[field]);
    if (Number.isFinite(value)) metrics[name] = value;
  }
  return metrics;
}

/** Top-level comments under the video, newest first: viewers' and the channel's own. */
export async function vidReplies(client: VidClient, videoId: string, limit: number): Promise<ChannelReply[]> {
  const page = await client.commentThreads(videoId, undefined, limit);
  return page.items.slice(0, limit).map((thread) => {
    const comment = thread.snippet.topLevelComment;
    const at = comment.snippet.publishedAt === undefined ? NaN : Date.parse(comment.snippet.publishedAt);
    if (Number.isNaN(at)) throw new Error(`vid sent no publishedAt for comment ${comment.id}`);
    return {
      externalId: thread.id,
      text: comment.snippet.textOriginal ?? comment.snippet.textDisplay ?? '',
      // Display names are shown as "@handle"; the handle is the name without its sign.
      authorHandle: (comment.snippet.authorDisplayName ?? '').replace(/^@/, ''),
      createdAt: new Date(at).toISOString(),
      replyToExternalId: videoId,
    };
  });
}
