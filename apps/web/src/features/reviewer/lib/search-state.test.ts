import { REPORT_STATUS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import {
  cleanFilter,
  countRange,
  deletionName,
  FILTER_STATUSES,
  nextSearchSort,
  viewNameError,
  viewOfQuickLink,
  viewOfSaved,
} from './search-state.ts';

describe('report search state', () => {
  it('offers every status but 1', () => {
    expect(FILTER_STATUSES).not.toContain(REPORT_STATUS.NEW);
    expect(FILTER_STATUSES).toHaveLength(7);
  });

  it('quick links: open is every status but Close and New; closed is Close; all is no filter', () => {
    expect(viewOfQuickLink('all-reports').filter).toEqual({});
    expect(viewOfQuickLink('all-closed-reports').filter).toEqual({ statusIds: [2] });
    expect(viewOfQuickLink('all-open-reports').filter.statusIds?.sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('a saved view applies its organization filter only to a user of several organizations', () => {
    const saved = {
      name: 'Europe open',
      sort: 'category,asc',
      reportSearchFilterRequest: { orgIds: [3, 4], statusIds: [3] },
      selectedColumns: ['reportId', 'organization'],
    };
    expect(viewOfSaved(saved, true)).toEqual({
      filter: { orgIds: [3, 4], statusIds: [3] },
      columns: ['reportId', 'organization'],
      sort: { column: 'category', direction: 'asc' },
      viewName: 'Europe open',
    });
    expect(viewOfSaved(saved, false).filter).toEqual({ statusIds: [3] });
  });

  it('header sort: a new column keeps the direction, the same column flips', () => {
    expect(nextSearchSort({ column: 'updatedTime', direction: 'asc' }, 'orgName')).toEqual({
      column: 'orgName',
      direction: 'asc',
    });
    expect(nextSearchSort({ column: 'orgName', direction: 'asc' }, 'orgName').direction).toBe('desc');
  });

  it('view names: trimmed, required, at most 45 characters; commas replaced for deletion', () => {
    expect(viewNameError('  ')).toBe('nameRequired');
    expect(viewNameError('x'.repeat(45))).toBeNull();
    expect(viewNameError(` ${'x'.repeat(45)} `)).toBeNull();
    expect(viewNameError('x'.repeat(46))).toBe('tooLong');
    expect(deletionName('a,b')).toBe('a b');
  });

  it('count range and clean filters', () => {
    expect(countRange(0, 20, 0)).toEqual({ first: 0, last: 0, total: 0 });
    expect(countRange(1, 20, 25)).toEqual({ first: 21, last: 25, total: 25 });
    expect(
      cleanFilter({ orgIds: [], keyWord: '', submissionDateRange: { from: null, to: null }, typeIds: [1] }),
    ).toEqual({ typeIds: [1] });
  });
});
