/** Calendar days as a person counts them: in his own time zone (the browser's), not the server's. */
import { TZDate } from '@date-fns/tz';

/**
 * The instant a day begins in a time zone, `after` days later: `dayStart('2026-12-01', 'America/Los_Angeles')`
 * is 08:00 UTC. Where the clocks skip midnight, the day begins at the first instant it has.
 */
export function dayStart(day: string, timeZone: string, after = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + after, timeZone).getTime()).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as "YYYY-MM-DD HH:MM" on the clocks of a time zone. */
export function wallClock(iso: string, timeZone: string): string {
  const t = new TZDate(new Date(iso).getTime(), timeZone);
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())} ${two(t.getHours())}:${two(t.getMinutes())}`;
}
