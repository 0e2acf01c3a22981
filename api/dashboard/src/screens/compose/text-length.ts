// The server's own counting functions, pure and free of Node APIs, so the counter shows exactly
// the length the channel's rule will check (plugins/<id>/rules.ts), not an estimate of it.
import { lengthByRule } from '../../../../../core/text/count';
import { weightedLength } from '../../../../../plugins/micro/weighted-length';

/** `limits.text.counting` of GET /v1/platforms (core/channels/plugin.ts TextCounting). */
export type Counting = 'characters' | 'weighted' | 'utf8-bytes' | 'utf16-units' | 'graphemes';

/** A text's length as the channel counts it: 'characters' is the service rule (emoji as bytes). */
export function lengthFor(counting: Counting, text: string): number {
  return counting === 'weighted' ? weightedLength(text) : lengthByRule(counting, text);
}
