import type { ChannelReply, PostMetrics } from '../../core/channels/plugin';
import type { StrandClient } from './client';

/** The post insights the platform offers, already under the contract's names. */
export const STRAND_METRICS = ['views', 'likes', 'replies', 'reposts', 'quotes', 'shares'] as const;

export async function strandMetrics(client: StrandClient, mediaId: string): Promise<PostMetrics> {
  const values = await client.insights(mediaId, [...STRAND_METRICS]);
  const metrics: PostMetrics = {};
  for (const name of STRAND_METRICS) if (values[name] !== undefined) metrics[name] = values[name];
  return metrics;
}

/**
 * Top-level replies, newest first: others' and the account's own (a chain's second item is one).
 * A reply the account hid is left out, as the platform's apps leave it out of the conversation.
 */
export async function strandReplies(
  client: StrandClient,
  mediaId: string,
  limit: number,
): Promise<ChannelReply[]> {
  const replies = await client.mediaReplies(mediaId, limit);
  return replies
    .filter((reply) => reply.hide_status !== 'HIDDEN')
    .slice(0, limit)
    .map((reply) => {
      const at = reply.timestamp === undefined ? NaN : Date.parse(reply.timestamp);
      if (Number.isNaN(at)) throw new Error(`strand sent no timestamp for reply ${reply.id}`);
      return {
        externalId: reply.id,
        text: reply.text ?? '',
        authorHandle: reply.username ?? '',
        createdAt: new Date(at).toISOString(),
        ...(reply.replied_to ? { replyToExternalId: reply.replied_to.id } : {}),
      };
    });
}
