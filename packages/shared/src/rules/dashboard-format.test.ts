import { describe, expect, it } from 'vitest';
import { dashboardFormat } from './dashboard-format.ts';

describe('dashboardFormat', () => {
  it('writes counts, months and days as people of the language read them', () => {
    const de = dashboardFormat('de');
    expect(de.count(12345)).toBe('12.345');
    expect(de.count(2.5)).toBe('2,5');
    expect(de.month('2026-03')).toBe('März 2026');
    expect(de.day('2026-05-31')).toBe('31. Mai 2026');
    const en = dashboardFormat('en');
    expect(en.count(12345)).toBe('12,345');
    expect(en.month('2026-01')).toBe('Jan 2026');
    expect(en.day('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
  });
});
