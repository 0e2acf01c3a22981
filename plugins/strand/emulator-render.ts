import type { EmulatedPost } from '../../core/channels/plugin';
import { PUBLISHED_TYPE, type StrandMediaType } from './media-plan';

/** A published post as the platform's media object, with only the fields asked for (and its id). */
export function renderPost(post: EmulatedPost, fields: Set<string>): Record<string, unknown> {
  const all: Record<string, unknown> = {
    text: post.text === '' ? undefined : post.text,
    timestamp: graphTime(post.createdAt),
    media_type: PUBLISHED_TYPE[post.mediaType as StrandMediaType],
    replied_to: post.replyToId !== undefined ? { id: post.replyToId } : undefined,
    is_reply: post.replyToId !== undefined,
    username: post.handle,
    topic_tag: post.topicTag,
    permalink: permalinkOf(post),
  };
  const shown: Record<string, unknown> = { id: post.id };
  for (const [name, value] of Object.entries(all)) {
    if (fields.has(name) && value !== undefined) shown[name] = value;
  }
  return shown;
}

/** Graph writes times as 2026-11-21T08:00:00+0000. */
function graphTime(iso: string): string {
  return iso.replace(/\.\d{3}Z$/, '+0000');
}

/** Real permalinks carry a short code, not the media id, under the author's handle. */
function permalinkOf(post: EmulatedPost): string {
  const code = Buffer.from(post.id).toString('base64url').slice(0, 11);
  return `https://www.threads.net/@${post.handle}/post/${code}`;
}
