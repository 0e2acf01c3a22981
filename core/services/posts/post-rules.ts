import { violation, type Violation } from '../../errors/app-error';
import type { ThreadItem } from '../../entities';
import { DATE_PROBLEMS, readDateTime } from '../../text/dates';

/** `scheduledAt` may be from 10 minutes to a year ahead (spec: Limits). */
export const SCHEDULE_MIN_MS = 10 * 60 * 1000;
const BATCH_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The post-level rules of a create or an edit that do not depend on channels. (A topic tag's form
 * is the rule of the channel that takes one: its plugin says `topic_tag_invalid`.)
 */
export interface PostShape {
  content?: string;
  threadItems?: ThreadItem[];
  scheduledAt?: string | null;
  draft?: boolean;
  batchId?: string;
  topicTag?: string;
}

/** `minLeadMs`: the least lead of a `scheduledAt`, the spec's 10 minutes unless configured lower. */
export function postRules(shape: PostShape, now: Date, minLeadMs = SCHEDULE_MIN_MS): Violation[] {
  const found: Violation[] = [];
  if (shape.draft === true && typeof shape.scheduledAt === 'string') {
    found.push(violation('draft_and_schedule', {}, 'Pass either draft: true or scheduledAt, not both.'));
  }
  if (typeof shape.scheduledAt === 'string') found.push(...scheduleRules(shape.scheduledAt, now, minLeadMs));
  if (shape.batchId !== undefined && !BATCH_ID.test(shape.batchId)) {
    found.push(
      violation(
        'batch_id_invalid',
        { limit: 40, actual: shape.batchId.length },
        'batchId takes up to 40 letters, digits, "-" or "_".',
      ),
    );
  }
  if (shape.threadItems !== undefined) {
    if (shape.content !== undefined) {
      found.push(violation('thread_and_content', {}, 'Pass either content or threadItems, not both.'));
    }
    if (shape.threadItems.length === 0) found.push(violation('thread_empty', {}, 'threadItems is empty.'));
  }
  return found;
}

export function scheduleRules(scheduledAt: string, now: Date, minLeadMs = SCHEDULE_MIN_MS): Violation[] {
  const reading = readDateTime(scheduledAt);
  if (!('at' in reading)) {
    return [
      violation(
        'scheduled_at_invalid',
        { scheduledAt },
        `scheduledAt: ${scheduledAt} ${DATE_PROBLEMS[reading.problem]}; send ISO 8601 with a timezone offset, e.g. 2026-12-01T09:00:00+09:00.`,
      ),
    ];
  }
  const at = reading.at.getTime();
  // A year ahead is the same moment next year (a calendar year, so 366 days across a 29 February).
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  if (at - now.getTime() < minLeadMs || at > latest.getTime()) {
    return [
      violation(
        'scheduled_at_range',
        {
          scheduledAt,
          earliest: new Date(now.getTime() + minLeadMs).toISOString(),
          latest: latest.toISOString(),
        },
        minLeadMs === SCHEDULE_MIN_MS
          ? 'scheduledAt must be from 10 minutes to a year ahead.'
          : `scheduledAt must be from ${minLeadMs / 1000} s (FANOUT_SCHEDULE_MIN_LEAD_SECONDS) to a year ahead.`,
      ),
    ];
  }
  return [];
}
