import type { ChannelReply, PostMetrics } from '../../core/channels/plugin';
import type { MicroClient, MicroPublicMetrics, MicroTweet } from './client';

/** The search takes 10-100 results a page. */
const MIN_SEARCH = 10;
const MAX_SEARCH = 100;

/** X's public counts under the contract's names; a count X leaves out stays out. */
export async function microMetrics(client: MicroClient, tweetId: string): Promise<PostMetrics> {
  const counts = await client.tweetMetrics(tweetId);
  const names: Array<[keyof PostMetrics, keyof MicroPublicMetrics]> = [
    ['views', 'impression_count'],
    ['likes', 'like_count'],
    ['replies', 'reply_count'],
    ['reposts', 'retweet_count'],
    ['quotes', 'quote_count'],
    ['saves', 'bookmark_count'],
  ];
  const metrics: PostMetrics = {};
  for (const [name, field] of names) {
    const value = counts[field];
    if (typeof value === 'number') metrics[name] = value;
  }
  return metrics;
}

/**
 * The tweets of the post's conversation, newest first: everyone's replies, at any depth, and
 * the account's own chain items (the thread view leaves those out). Recent search covers the
 * last 7 days only, as on the platform.
 */
export async function microReplies(
  client: MicroClient,
  tweetId: string,
  limit: number,
): Promise<ChannelReply[]> {
  const { tweets, usernames } = await client.conversation(
    tweetId,
    Math.min(Math.max(limit, MIN_SEARCH), MAX_SEARCH),
  );
  return tweets
    .filter((t) => t.id !== tweetId)
    .slice(0, limit)
    .map((t) => {
      const replyTo = repliedTo(t);
      return {
        externalId: t.id,
        text: t.text,
        authorHandle:
          (t.author_id !== undefined ? usernames.get(t.author_id) : undefined) ?? t.author_id ?? '',
        createdAt: isoTime(t.created_at, t.id),
        ...(replyTo !== undefined ? { replyToExternalId: replyTo } : {}),
      };
    });
}

/** The tweet this one answers, when it is a reply. */
export function repliedTo(tweet: MicroTweet): string | undefined {
  return tweet.referenced_tweets?.find((ref) => ref.type === 'replied_to')?.id;
}

/** The tweet's time as ISO; a tweet without one (it was asked for) is a broken answer. */
export function isoTime(value: string | undefined, id: string): string {
  const at = value === undefined ? NaN : Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`micro sent no created_at for tweet ${id}`);
  return new Date(at).toISOString();
}
