/**
 * The one reading of the dates clients send (scheduledAt, since/until, expiresAt, the channels'
 * own schedule options). Date.parse alone is too lenient: it rolls 2027-02-30 over to 2 March,
 * reads a time without an offset in the server's zone, and takes years PostgreSQL cannot hold.
 * Pure functions with no Node APIs, so any layer can use them.
 *
 * A date and time is `YYYY-MM-DDThh:mm[:ss[.fraction]]` with `Z` or a `±hh:mm` (or `±hhmm`)
 * offset; `T` and `Z` may be lower case. That is the part of ISO 8601 that JS Date, PostgreSQL and
 * the platforms read alike, so the text can be passed on as it came.
 */

/** Why a text is not a date: not the shape, no offset, no such day or time, or out of range. */
export type DateProblem = 'format' | 'offset' | 'calendar' | 'range';

export type DateReading = { at: Date } | { problem: DateProblem };

/** Each problem as the end of a sentence that starts with the text: "2027-02-30 is not a real date". */
export const DATE_PROBLEMS: Record<DateProblem, string> = {
  format: 'is not an ISO 8601 date',
  offset: 'has no timezone offset; add Z or ±hh:mm',
  calendar: 'is not a real date and time (no such day, hour or minute)',
  range: 'is outside the years 0001 to 9999',
};

/**
 * The first and last instants a date may name: years 0001 to 9999 in UTC. Both PostgreSQL
 * timestamptz and JS Date hold them, and toISOString writes them as four digits (year 10000
 * becomes `+010000-…`, which PostgreSQL refuses).
 */
export const EARLIEST_INSTANT = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
export const LATEST_INSTANT = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/** `YYYY-MM-DD` as the start of that day in UTC. */
export function readDay(text: string): DateReading {
  const m = DAY.exec(text);
  if (!m) return { problem: 'format' };
  return instant(+m[1], +m[2], +m[3], 0, 0, 0, 0, 0);
}

/** An ISO 8601 date and time with its offset, as an instant. */
export function readDateTime(text: string): DateReading {
  const m = DATE_TIME.exec(text);
  if (!m) return { problem: 'format' };
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = m;
  if (!zulu && !sign) return { problem: 'offset' };
  if (sign && (+oh > 23 || +om > 59)) return { problem: 'calendar' };
  const ms = fraction ? +fraction.padEnd(3, '0').slice(0, 3) : 0;
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (+oh * 60 + +om) : 0;
  return instant(+y, +mo, +d, +h, +mi, s ? +s : 0, ms, offsetMinutes);
}

/** The instant of a date and time with its offset; undefined for anything else. */
export function dateTimeOf(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const reading = readDateTime(text);
  return 'at' in reading ? reading.at : undefined;
}

function instant(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
  offsetMinutes: number,
): DateReading {
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) {
    return { problem: 'calendar' };
  }
  if (y < 1) return { problem: 'range' };
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi - offsetMinutes, s, ms);
  const time = at.getTime();
  if (time < EARLIEST_INSTANT || time > LATEST_INSTANT) return { problem: 'range' };
  return { at };
}

function daysInMonth(y: number, mo: number): number {
  if (mo === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(mo) ? 30 : 31;
}
