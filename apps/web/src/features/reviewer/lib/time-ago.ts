const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeAgo = { unit: 'day' | 'hour' | 'minute'; count: number };

/** A notification's age as days, hours or minutes ago (spec 001 §9), never below one minute. */
export function timeAgo(iso: string, now: number): TimeAgo {
  const ms = Math.max(0, now - new Date(iso).getTime());
  if (ms >= DAY) return { unit: 'day', count: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: 'hour', count: Math.floor(ms / HOUR) };
  return { unit: 'minute', count: Math.max(1, Math.floor(ms / MINUTE)) };
}

/** The age as people say it in their language, singular or plural ("1 day ago", "il y a 3 heures"). */
export const timeAgoLabel = ({ unit, count }: TimeAgo, locale: string) =>
  new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-count, unit);

/** A recently viewed report's label: today, 1 day ago or N days ago, by calendar day (spec 001 §9). */
export function daysAgo(iso: string, now: Date): number {
  const then = new Date(iso);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.max(0, Math.round((startOf(now) - startOf(then)) / DAY));
}
