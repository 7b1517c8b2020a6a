import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day.ts';

describe('isCalendarDay', () => {
  it('takes the days of the calendar, leap days included', () => {
    for (const day of ['2026-12-01', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuses days the calendar has not, and other shapes', () => {
    for (const day of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const text of ['2026-1-01', '20261-01-01', '2026-01-01T00:00', ' 2026-01-01', '', 'yesterday']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });
});
