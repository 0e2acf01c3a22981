import type { ChannelReply, PostMetrics } from '../../core/channels/plugin';
import type { SocialClient } from './client';

/** A post's shares and the totals of its reactions and comments, without the lists themselves. */
const METRIC_FIELDS = [
  'shares',
  'reactions.summary(total_count).limit(0)',
  'comments.summary(total_count).limit(0)',
];

interface Counted {
  shares?: { count?: number };
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
}

/** A comment as the comments edge gives it (the fields asked for). */
export interface GraphComment {
  id: string;
  message?: string;
  from?: { id?: string; name?: string };
  created_time?: string;
  is_hidden?: boolean;
  /** Set on a reply to a comment: the comment it answers. */
  parent?: { id: string };
}

export async function socialMetrics(client: SocialClient, postId: string): Promise<PostMetrics> {
  const post = await client.read<Counted>(postId, METRIC_FIELDS);
  const metrics: PostMetrics = {
    // The platform leaves `shares` out of a post nobody shared.
    shares: post.shares?.count ?? 0,
  };
  const reactions = post.reactions?.summary?.total_count;
  const comments = post.comments?.summary?.total_count;
  if (typeof reactions === 'number') metrics.reactions = reactions;
  if (typeof comments === 'number') metrics.comments = comments;
  return metrics;
}

/**
 * Comments on the post, newest first: people's and the Page's own. A comment the Page hid is left
 * out: only the Page and its writer still see it (the thread has no hidden marker).
 */
export async function socialReplies(
  client: SocialClient,
  postId: string,
  limit: number,
): Promise<ChannelReply[]> {
  const page = await client.listEdge<GraphComment>(`/${postId}/comments`, {
    // The stream: replies to comments as well (ours among them), each naming its `parent`.
    fields: 'id,message,from,created_time,is_hidden,parent',
    filter: 'stream',
    order: 'reverse_chronological',
    limit: String(limit),
  });
  const shown = page.data.filter((comment) => comment.is_hidden !== true);
  return shown.slice(0, limit).map((comment) => {
    const at = comment.created_time === undefined ? NaN : Date.parse(comment.created_time);
    if (Number.isNaN(at)) throw new Error(`social sent no created_time for comment ${comment.id}`);
    return {
      externalId: comment.id,
      text: comment.message ?? '',
      // People are shown by name; the platform gives no handle for them.
      authorHandle: comment.from?.name ?? comment.from?.id ?? '',
      createdAt: new Date(at).toISOString(),
      replyToExternalId: comment.parent?.id ?? postId,
    };
  });
}
