import type { EmulatedPost } from '../../core/channels/plugin';
import type { EngagementBook } from '../../core/sandbox/engagement';
import { newCommentId } from './emulator-shapes';
import { vidSandboxAccount } from './sandbox';

/**
 * What viewers do to videos, as the platform shows it: a video's `statistics` part, and their
 * comments among the comment threads. Engagement comes from `POST /_sandbox/engage`; a viewer's
 * comment is a comment in the store, so the comment threads list it and `commentCount` counts it.
 */

/** The counts `POST /_sandbox/engage` takes here. */
export const VID_ENGAGEMENT_METRICS = ['views', 'likes', 'comments'];

/** The `statistics` part: decimal strings, as the platform sends them; favorites are always 0. */
export function videoStatistics(
  video: EmulatedPost,
  store: EmulatedPost[],
  book: EngagementBook,
  ourLikes = 0,
) {
  const comments = store.filter((p) => p.kind === 'comment' && p.replyToId === video.id && !p.deleted).length;
  return {
    viewCount: String(book.count(video.id, 'views')),
    likeCount: String(ourLikes + book.count(video.id, 'likes')),
    favoriteCount: '0',
    commentCount: String(comments + book.count(video.id, 'comments')),
  };
}

/** A viewer's top-level comment under `video`, or the platform's refusal. */
export function viewerComment(
  at: number,
  video: EmulatedPost,
  reply: { text: string; authorHandle: string },
): EmulatedPost | string {
  if (video.kind !== 'video') return 'Only videos take comments here.';
  if (video.selfDeclaredMadeForKids === true) return 'The video has disabled comments.';
  return {
    id: newCommentId(),
    accountId: vidSandboxAccount(reply.authorHandle).externalAccountId,
    text: reply.text,
    replyToId: video.id,
    createdAt: new Date(at).toISOString(),
    kind: 'comment',
    channelTitle: reply.authorHandle,
    videoChannelId: video.accountId,
  };
}
