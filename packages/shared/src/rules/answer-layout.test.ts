import { describe, expect, it } from 'vitest';
import { layoutMisfit } from './answer-layout.ts';
import { QUESTION_LAYOUTS } from './branching.ts';

const misfit = (layout: string, value: string, responseId: number | null = null) =>
  layoutMisfit(layout, { responseId, value });

describe('layoutMisfit', () => {
  it('takes a blank value in every layout, with a response or without', () => {
    for (const layout of QUESTION_LAYOUTS) {
      for (const value of ['', '   ']) {
        expect(misfit(layout, value), layout).toBeUndefined();
        expect(misfit(layout, value, 5), layout).toBeUndefined();
      }
    }
  });

  it('takes a day of the calendar for a date, read trimmed, and nothing else, response or not', () => {
    expect(misfit('date', '2026-02-28')).toBeUndefined();
    expect(misfit('date', ' 2024-02-29 ')).toBeUndefined();
    for (const value of ['2026-02-30', 'soon', '0000-01-01', '2026-1-01']) {
      expect(misfit('date', value), value).toBe('notACalendarDay');
      expect(misfit('date', value, 5), value).toBe('notACalendarDay');
    }
  });

  it('wants a response for a select, radio or range question', () => {
    for (const layout of ['select', 'radio', 'rangeSelect']) {
      expect(misfit(layout, 'Substantiated'), layout).toBe('responseRequired');
      expect(misfit(layout, 'Substantiated', 5), layout).toBeUndefined();
    }
  });

  it('takes true or false for a single checkbox without a response, any value with one', () => {
    expect(misfit('singleCheckbox', 'true')).toBeUndefined();
    expect(misfit('singleCheckbox', 'false')).toBeUndefined();
    expect(misfit('singleCheckbox', ' true ')).toBeUndefined();
    for (const value of ['maybe', 'TRUE', 'yes', '1'])
      expect(misfit('singleCheckbox', value), value).toBe('notTrueOrFalse');
    expect(misfit('singleCheckbox', 'Yes', 5)).toBeUndefined();
  });

  it('takes any value for free text and multiple checkboxes', () => {
    for (const layout of ['textarea', 'multipleCheckbox']) {
      expect(misfit(layout, 'anything at all'), layout).toBeUndefined();
      expect(misfit(layout, '2026-02-30', 5), layout).toBeUndefined();
    }
  });
});
