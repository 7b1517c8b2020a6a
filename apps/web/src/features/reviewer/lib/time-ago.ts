const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeAgo = { unit: 'days' | 'hours' | 'minutes'; count: number };

/** A notification's age as days, hours or minutes ago (spec 001 §9), never below one minute. */
export function timeAgo(iso: string, now: number): TimeAgo {
  const ms = Math.max(0, now - new Date(iso).getTime());
  if (ms >= DAY) return { unit: 'days', count: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: 'hours', count: Math.floor(ms / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(ms / MINUTE)) };
}

/** A recently viewed report's label: today, 1 day ago or N days ago, by calendar day (spec 001 §9). */
export function daysAgo(iso: string, now: Date): number {
  const then = new Date(iso);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.max(0, Math.round((startOf(now) - startOf(then)) / DAY));
}
