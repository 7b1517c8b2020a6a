import { describe, expect, it } from 'vitest';
import { validCloseDays, validReportName } from './close-days.ts';

describe('case-action limits', () => {
  it('accepts whole days from 1 to 90 only', () => {
    for (const ok of [1, 15, 90]) expect(validCloseDays(ok)).toBe(true);
    for (const bad of [0, 91, 1.5, -1, '15', null]) expect(validCloseDays(bad)).toBe(false);
  });
  it('accepts report names of at most 50 characters', () => {
    expect(validReportName('x'.repeat(50))).toBe(true);
    expect(validReportName('x'.repeat(51))).toBe(false);
    expect(validReportName(`  ${'x'.repeat(50)}  `)).toBe(true);
  });
});
