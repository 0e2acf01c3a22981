import { violation, type Violation } from '../errors/app-error';
import { lengthByRule, type SharedCounting } from '../text/count';
import type { ChannelLimits } from './plugin';

// Counting lives with the other pure text functions, so the dashboard's counter uses it too.
export { lengthByRule, type SharedCounting } from '../text/count';

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
