import { violation, type Violation } from '../errors/app-error';
import { graphemeCount, lengthWithEmojiAsBytes, utf16Units, utf8Bytes } from '../text/count';
import type { ChannelLimits, TextCounting } from './plugin';

/** The counting rules any plugin can use; `weighted` is micro's own (plugins/micro/weighted-length.ts). */
export type SharedCounting = Exclude<TextCounting, 'weighted'>;

/** The length of `text` under a declared counting rule; `characters` is the service rule (emoji as bytes). */
export function lengthByRule(counting: SharedCounting, text: string): number {
  switch (counting) {
    case 'utf8-bytes':
      return utf8Bytes(text);
    case 'utf16-units':
      return utf16Units(text);
    case 'graphemes':
      return graphemeCount(text);
    case 'characters':
      return lengthWithEmojiAsBytes(text);
  }
}

/**
 * `content_too_long` when `text` is over the channel's declared text limit. It reads the plugin's
 * `limits`, so GET /v1/platforms and the check cannot drift apart. `where`: `{ item }` for a chain item.
 */
export function textLimitViolations(
  platform: string,
  limit: ChannelLimits['text'] & { counting: SharedCounting },
  text: string,
  where: { item?: number } = {},
): Violation[] {
  const actual = lengthByRule(limit.counting, text);
  if (actual <= limit.limit) return [];
  return [violation('content_too_long', { platform, limit: limit.limit, actual, ...where })];
}
