/**
 * Calendar arithmetic in the browser's time zone (the person's): weeks start on Sunday, a month
 * view shows the whole weeks around the month.
 */
export type View = 'month' | 'week';

const pad = (n: number) => String(n).padStart(2, '0');

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export function addDays(d: Date, days: number): Date {
  return new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate() + days,
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
  );
}

export function startOfWeek(d: Date): Date {
  return addDays(startOfDay(d), -d.getDay());
}

/** The first and the day after the last day shown: whole weeks for a month, seven days for a week. */
export function rangeOf(view: View, anchor: Date): { from: Date; to: Date } {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 7) };
  }
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  return { from: startOfWeek(first), to: addDays(startOfWeek(last), 7) };
}

/** The anchor one view earlier or later. */
export function step(view: View, anchor: Date, by: 1 | -1): Date {
  return view === 'week'
    ? addDays(anchor, 7 * by)
    : new Date(anchor.getFullYear(), anchor.getMonth() + by, 1);
}

export function days(from: Date, to: Date): Date[] {
  const out: Date[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** `YYYY-MM-DD` of the local day: the key a day cell and a post are matched by. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function sameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

/** ISO 8601 with the local offset (what `scheduledAt` and `/compose?at=` take). */
export function isoLocal(d: Date): string {
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${dayKey(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The value of an `<input type="datetime-local">` for a moment, and back. */
export function toLocalInput(d: Date): string {
  return `${dayKey(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  return m ? new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) : null;
}

/** `day` with the time of day of `time` (a post moved to another day keeps its hour). */
export function onDayAt(day: Date, time: Date): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.getHours(),
    time.getMinutes(),
    time.getSeconds(),
  );
}

/** Where composing from an empty day starts: 9:00 that day, or the next whole hour if that is past. */
export function composeTimeFor(day: Date, now = new Date()): Date {
  const nine = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
  if (nine > now) return nine;
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return sameDay(next, day) ? next : nine;
}
