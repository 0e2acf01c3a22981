/**
 * The platform's daily quota and upload cap reset at midnight Pacific time, so a refusal for
 * either is worth retrying only then. Uses the IANA zone, so daylight saving is followed.
 */

const PACIFIC = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Whole seconds from `nowMs` until the next midnight in Los Angeles (at least 1). */
export function secondsUntilPacificMidnight(nowMs: number): number {
  const today = pacificParts(nowMs);
  const midnightAsUtc = Date.UTC(today.year, today.month - 1, today.day + 1);
  // The wall-clock midnight shifted by the zone's offset; the offset is read again at the result,
  // since a day on which daylight saving starts or ends is 23 or 25 hours long.
  let midnight = midnightAsUtc - offsetMs(nowMs);
  midnight = midnightAsUtc - offsetMs(midnight);
  return Math.max(1, Math.ceil((midnight - nowMs) / 1000));
}

/** How far Pacific wall-clock time is ahead of UTC at `ms` (negative: -7 or -8 hours). */
function offsetMs(ms: number): number {
  const p = pacificParts(ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

function pacificParts(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    PACIFIC.formatToParts(new Date(ms))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The calendar day in Los Angeles at `ms`, as YYYY-MM-DD: the platform's quota day. */
export function pacificDay(ms: number): string {
  const { year, month, day } = pacificParts(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
