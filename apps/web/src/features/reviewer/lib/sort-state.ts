export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Default order of the overview table: last updated first (spec 001 §4). */
export const DEFAULT_SORT: SortState = { column: 'updatedTime', direction: 'desc' };

/** A new column sorts descending; the same column toggles between descending and ascending (spec 001 §4). */
export function nextSort(current: SortState, column: string): SortState {
  if (current.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

export const sortParam = (s: SortState) => `${s.column},${s.direction}`;
