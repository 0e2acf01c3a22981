/** `YYYY-MM-DDTHH:mm` of an instant in the browser's time zone: the value a datetime-local shows. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value read in the browser's time zone, as ISO 8601 with that zone's offset
 * (`2026-05-01T09:30:00+09:00`): the API wants the offset (`scheduled_at_invalid` without it).
 */
export function toIsoWithOffset(local: string): string | undefined {
  const date = new Date(local);
  if (!local || Number.isNaN(date.getTime())) return undefined;
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${toLocalInput(date)}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** `?at=<ISO>` (the Calendar opening Compose at a slot) as a datetime-local value, if readable. */
export function atFromQuery(search: string): string | undefined {
  const at = new URLSearchParams(search).get('at');
  const date = at ? new Date(at) : undefined;
  return date && !Number.isNaN(date.getTime()) ? toLocalInput(date) : undefined;
}

/** The browser's time zone name, shown beside the picker. */
export const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
