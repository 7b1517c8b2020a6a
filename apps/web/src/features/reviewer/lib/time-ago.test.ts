import { describe, expect, it } from 'vitest';
import { daysAgo, timeAgo } from './time-ago.ts';

const now = new Date('2026-03-10T12:00:00').getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo', () => {
  it('counts minutes below an hour, at least one', () => {
    expect(timeAgo(ago(10_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeAgo(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', count: 59 });
  });
  it('counts hours below a day and days from then on', () => {
    expect(timeAgo(ago(60 * 60_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(timeAgo(ago(23 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hours', count: 23 });
    expect(timeAgo(ago(49 * 3_600_000), now)).toEqual({ unit: 'days', count: 2 });
  });
  it('treats a time in the future as just now', () => {
    expect(timeAgo(ago(-5 * 60_000), now)).toEqual({ unit: 'minutes', count: 1 });
  });
});

describe('daysAgo', () => {
  it('counts calendar days, so last night is one day ago', () => {
    const today = new Date('2026-03-10T08:00:00');
    expect(daysAgo('2026-03-10T07:59:00', today)).toBe(0);
    expect(daysAgo(new Date('2026-03-09T23:30:00').toISOString(), today)).toBe(1);
    expect(daysAgo(new Date('2026-03-01T10:00:00').toISOString(), today)).toBe(9);
  });
});
