import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortParam } from './sort-state.ts';

describe('overview table sorting', () => {
  it('starts with the last updated reports first', () => {
    expect(sortParam(DEFAULT_SORT)).toBe('updatedTime,desc');
  });
  it('sorts a new column descending and toggles the same column', () => {
    const byStatus = nextSort(DEFAULT_SORT, 'statusName');
    expect(byStatus).toEqual({ column: 'statusName', direction: 'desc' });
    expect(nextSort(byStatus, 'statusName')).toEqual({ column: 'statusName', direction: 'asc' });
    expect(nextSort(nextSort(byStatus, 'statusName'), 'statusName').direction).toBe('desc');
    expect(nextSort({ column: 'statusName', direction: 'asc' }, 'referenceId').direction).toBe('desc');
  });
});
