import { REPORT_STATUS, type TAvailableFilters } from '@candor/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetAppState } from '../../../lib/session/logout.ts';
import {
  cleanFilter,
  countRange,
  FILTER_STATUSES,
  initialView,
  keepSearch,
  nextSearchSort,
  searchLeftBy,
  viewNameError,
  viewOfQuickLink,
  viewOfSaved,
  withOrganizations,
} from './search-state.ts';

const available = {
  delegates: [
    { id: 1, name: 'Dan Delegate', orgIds: [10] },
    { id: 2, name: 'Eve Delegate', orgIds: [20] },
  ],
  categoryItems: [
    { id: 101, name: 'Fraud', orgIds: [10] },
    { id: 201, name: 'Fraud', orgIds: [20] },
    { id: 105, name: 'Safety', orgIds: [10] },
  ],
} as unknown as TAvailableFilters;

describe('report search state', () => {
  it('drops a delegate or a category the chosen organizations no longer offer, and keeps a name both offer', () => {
    const chosen = { orgIds: [10], delegateIds: [1], categoryIds: [101, 105], keyWord: 'pallet' };
    expect(withOrganizations(chosen, [20], available)).toEqual({
      orgIds: [20],
      delegateIds: [],
      categoryIds: [201],
      keyWord: 'pallet',
    });
    expect(withOrganizations(chosen, [], available)).toMatchObject({ delegateIds: [1], categoryIds: [201, 105] });
  });

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
    // Characters as people count them: an emoji is one.
    expect(viewNameError('😀'.repeat(45))).toBeNull();
    expect(viewNameError('😀'.repeat(46))).toBe('tooLong');
  });

  it('count range and clean filters', () => {
    expect(countRange(0, 20, 0)).toEqual({ first: 0, last: 0, total: 0 });
    expect(countRange(1, 20, 25)).toEqual({ first: 21, last: 25, total: 25 });
    expect(
      cleanFilter({ orgIds: [], keyWord: '', submissionDateRange: { from: null, to: null }, typeIds: [1] }),
    ).toEqual({ typeIds: [1] });
  });
});

describe('the search a reviewer left', () => {
  it('is found again by him, not by another login, and forgotten when he signs out', () => {
    const view = { ...initialView(), filter: { keyWord: 'overtime' } };
    keepSearch('rita', view, 3);
    expect(searchLeftBy('rita')).toEqual({ login: 'rita', view, page: 3 });
    expect(searchLeftBy('paula')).toBeUndefined();
    resetAppState(new QueryClient());
    expect(searchLeftBy('rita')).toBeUndefined();
  });
});
