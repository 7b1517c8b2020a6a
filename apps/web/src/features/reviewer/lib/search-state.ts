/** The report search's state rules (spec 001 §4 "Report search load", §5 "Save view"; decision 056). */
import {
  DEFAULT_SEARCH_COLUMNS,
  DEFAULT_SEARCH_SORT,
  isReportOpen,
  LIMITS,
  type QUICK_LINKS,
  REPORT_STATUS,
  type TAvailableFilters,
  type TSavedView,
  type TSearchFilter,
} from '@candor/shared';
import { onAppStateReset } from '../../../lib/session/logout.ts';
import type { SortState } from './sort-state.ts';

export interface SearchView {
  filter: TSearchFilter;
  columns: string[];
  sort: SortState;
  /** The saved view applied, if any. */
  viewName: string | null;
}

export const sortOf = (sort: string): SortState => {
  const [column, direction] = sort.split(',');
  return { column, direction: direction === 'asc' ? 'asc' : 'desc' };
};

export const initialView = (): SearchView => ({
  filter: {},
  columns: [...DEFAULT_SEARCH_COLUMNS],
  sort: sortOf(DEFAULT_SEARCH_SORT),
  viewName: null,
});

/**
 * The search as a reviewer left it, kept while the app runs: coming back to the search (Back from a
 * report, the sidebar) finds it as it was, and the default view is not applied again (spec 001 §4).
 */
let left: { login: string; view: SearchView; page: number } | undefined;
export const searchLeftBy = (login: string) => (left?.login === login ? left : undefined);
export const keepSearch = (login: string, view: SearchView, page: number) => {
  left = { login, view, page };
};
// Signing out forgets it: the next sign-in starts from the default view, and the keyword leaves the tab.
onAppStateReset(() => {
  left = undefined;
});

/** Statuses offered by the filter: every one but 1, which reads New like 4 (spec 001 §2). */
export const FILTER_STATUSES = Object.values(REPORT_STATUS).filter((s) => s !== REPORT_STATUS.NEW);

/**
 * A quick link's marker overrides filter and columns: all, open, closed. Open is every status
 * but CLOSE and NEW (spec 001 §4), the statuses so named: 2 and 1, which the filter never
 * offers. Review (4) is open, though it reads New (decision 081).
 */
export function viewOfQuickLink(marker: (typeof QUICK_LINKS)[number]): SearchView {
  const view = initialView();
  if (marker === 'all-open-reports') view.filter = { statusIds: FILTER_STATUSES.filter(isReportOpen) };
  if (marker === 'all-closed-reports') view.filter = { statusIds: [REPORT_STATUS.CLOSE] };
  return view;
}

/**
 * A saved view as the search applies it. A user of one organization has no organization filter
 * (spec 001 §6): one the view kept from when he had several is left out, not applied unseen.
 */
export function viewOfSaved(v: TSavedView, multiOrg: boolean): SearchView {
  const { orgIds, ...others } = v.reportSearchFilterRequest;
  return {
    filter: multiOrg ? v.reportSearchFilterRequest : others,
    columns: v.selectedColumns,
    sort: sortOf(v.sort),
    viewName: v.name,
  };
}

/** In the search list header a new column keeps the current direction; the same column flips (spec 001 §4). */
export function nextSearchSort(current: SortState, column: string): SortState {
  if (current.column !== column) return { column, direction: current.direction };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/** The view name as saved: trimmed; valid when non-empty and at most 45 characters. */
export const viewNameError = (name: string): 'nameRequired' | 'tooLong' | null => {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  return [...trimmed].length > LIMITS.savedViewNameMax ? 'tooLong' : null;
};

/** The count line: `first-last of total`, or 0-0 when empty. */
export function countRange(page: number, size: number, total: number) {
  if (total === 0) return { first: 0, last: 0, total };
  return { first: page * size + 1, last: Math.min(total, (page + 1) * size), total };
}

/** Drops empty parts of a filter, so saved views and requests carry only what was chosen. */
export function cleanFilter(f: TSearchFilter): TSearchFilter {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    if (typeof v === 'object' && !Array.isArray(v) && !Object.values(v).some(Boolean)) continue;
    out[k] = v;
  }
  return out as TSearchFilter;
}

type Offered = { id: number; name: string; orgIds: number[] };
const within = (orgIds: number[]) => (o: Offered) => orgIds.length === 0 || o.orgIds.some((id) => orgIds.includes(id));

/**
 * The delegates and categories the filter offers for the chosen organizations (all of them when
 * none is chosen): delegates narrowed by organization (spec 001 §2), one category per name.
 */
export function offeredFor(available: TAvailableFilters | undefined, orgIds: number[]) {
  const categories = (available?.categoryItems ?? []).filter(within(orgIds));
  return {
    delegates: (available?.delegates ?? []).filter(within(orgIds)),
    categoryNames: [...new Map(categories.map((c) => [c.name, c.id])).entries()],
  };
}

/**
 * The filter with other organizations chosen: a delegate or a category the new choice no longer
 * offers leaves it, rather than staying chosen unseen and finding nothing.
 */
export function withOrganizations(
  f: TSearchFilter,
  orgIds: number[],
  available: TAvailableFilters | undefined,
): TSearchFilter {
  const { delegates, categoryNames } = offeredFor(available, orgIds);
  const nameOf = new Map((available?.categoryItems ?? []).map((c) => [c.id, c.name]));
  const idOfName = new Map(categoryNames);
  const categoryIds = (f.categoryIds ?? []).flatMap((id) => {
    const kept = idOfName.get(nameOf.get(id) ?? '');
    return kept === undefined ? [] : [kept];
  });
  return {
    ...f,
    orgIds,
    delegateIds: (f.delegateIds ?? []).filter((id) => delegates.some((d) => d.id === id)),
    categoryIds: [...new Set(categoryIds)],
  };
}
