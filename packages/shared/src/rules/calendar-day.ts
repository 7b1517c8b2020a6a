const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `value` is a day of the calendar written YYYY-MM-DD: no 30 February, no month 13, and
 * from year 1 on, where PostgreSQL's dates begin.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
