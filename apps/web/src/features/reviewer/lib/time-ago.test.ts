import { describe, expect, it } from 'vitest';
import { daysAgo, timeAgo, timeAgoLabel } from './time-ago.ts';

const now = new Date('2026-03-10T12:00:00').getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo', () => {
  it('counts minutes below an hour, at least one', () => {
    expect(timeAgo(ago(10_000), now)).toEqual({ unit: 'minute', count: 1 });
    expect(timeAgo(ago(59 * 60_000), now)).toEqual({ unit: 'minute', count: 59 });
  });
  it('counts hours below a day and days from then on', () => {
    expect(timeAgo(ago(60 * 60_000), now)).toEqual({ unit: 'hour', count: 1 });
    expect(timeAgo(ago(23 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hour', count: 23 });
    expect(timeAgo(ago(49 * 3_600_000), now)).toEqual({ unit: 'day', count: 2 });
  });
  it('treats a time in the future as just now', () => {
    expect(timeAgo(ago(-5 * 60_000), now)).toEqual({ unit: 'minute', count: 1 });
  });
});

describe('timeAgoLabel', () => {
  it("says one in the singular and more in the plural, in the reader's language", () => {
    expect(timeAgoLabel({ unit: 'day', count: 1 }, 'en')).toBe('1 day ago');
    expect(timeAgoLabel({ unit: 'day', count: 3 }, 'en')).toBe('3 days ago');
    expect(timeAgoLabel({ unit: 'hour', count: 1 }, 'en')).toBe('1 hour ago');
    expect(timeAgoLabel({ unit: 'minute', count: 5 }, 'en')).toBe('5 minutes ago');
    expect(timeAgoLabel({ unit: 'hour', count: 3 }, 'fr')).toBe('il y a 3 heures');
    expect(timeAgoLabel({ unit: 'day', count: 1 }, 'de')).toBe('vor 1 Tag');
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
