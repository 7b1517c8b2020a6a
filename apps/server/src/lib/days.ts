/** Calendar days as a person counts them: in his own time zone (the browser's), not the server's. */
import { TZDate } from '@date-fns/tz';

/** The instants PostgreSQL stores a time of, from year 1 to year 9999 in UTC. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * The instant a day begins in a time zone, `after` days later: `dayStart('2026-12-01', 'America/Los_Angeles')`
 * is 08:00 UTC. Where the clocks skip midnight, the day begins at the first instant it has. Beyond
 * the years PostgreSQL stores, the bound is `-infinity` or `infinity`, which it compares as such.
 */
export function dayStart(day: string, timeZone: string, after = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Set, not constructed: a constructor reads the years 0 to 99 as 1900 to 1999.
  const start = new TZDate(2000, 0, 1, timeZone);
  start.setFullYear(year, month - 1, date + after);
  start.setHours(0, 0, 0, 0);
  const instant = start.getTime();
  if (instant < FIRST_INSTANT) return '-infinity';
  if (instant > LAST_INSTANT) return 'infinity';
  return new Date(instant).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as "YYYYMMDD_HHMMSS" on the clocks of a time zone (UTC without one), for a file's name. */
export function fileStamp(date: Date, timeZone = 'UTC'): string {
  const t = new TZDate(date.getTime(), timeZone);
  return `${String(t.getFullYear()).padStart(4, '0')}${two(t.getMonth() + 1)}${two(t.getDate())}_${two(t.getHours())}${two(t.getMinutes())}${two(t.getSeconds())}`;
}

/** An instant as "YYYY-MM-DD HH:MM" on the clocks of a time zone. */
export function wallClock(iso: string, timeZone: string): string {
  const t = new TZDate(new Date(iso).getTime(), timeZone);
  return `${String(t.getFullYear()).padStart(4, '0')}-${two(t.getMonth() + 1)}-${two(t.getDate())} ${two(t.getHours())}:${two(t.getMinutes())}`;
}
