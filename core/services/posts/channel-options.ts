/**
 * `options.<platform>` of a post, split in two: the text the channel sends in place of the post's
 * (its own `content`, when that is a string), and the rest, which the channel's plugin reads.
 */
export function channelOptions(
  options: Record<string, Record<string, unknown>>,
  platform: string,
): { content?: string; options: Record<string, unknown> } {
  const { content, ...rest } = options[platform] ?? {};
  return { content: typeof content === 'string' ? content : undefined, options: rest };
}
