import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { reviewerApi } from './reviewer-api.ts';

export const reviewerKeys = {
  all: ['reviewer'] as const,
  notifications: ['reviewer', 'notifications'] as const,
  uiPreferences: ['reviewer', 'ui-preferences'] as const,
  /** Every report's detail: it is cached under the id of its address, reference or sequential. */
  reports: ['reviewer', 'report'] as const,
  report: (id: string) => ['reviewer', 'report', id] as const,
};

export const uiPreferencesQuery = queryOptions({
  queryKey: reviewerKeys.uiPreferences,
  queryFn: reviewerApi.uiPreferences,
  staleTime: Number.POSITIVE_INFINITY,
});

export const newAndUpdatedQuery = (langKey: string, page: number, size: number, sort: string) =>
  queryOptions({
    queryKey: ['reviewer', 'new-and-updated', langKey, page, size, sort],
    queryFn: () => reviewerApi.newAndUpdated(langKey, page, size, sort),
    meta: { httpErrors: 'log' },
  });

export const reportListQuery = (lookupType: 'recent' | 'watched', langKey: string) =>
  queryOptions({
    queryKey: ['reviewer', 'report-list', lookupType, langKey],
    queryFn: () => reviewerApi.reportList(lookupType, langKey),
    meta: { httpErrors: 'log' },
  });

/** Reloads under way: the report they fetch is the one already open, not a new view. */
let reloading = 0;

export const reportQuery = (id: string, langKey: string) =>
  queryOptions({
    queryKey: [...reviewerKeys.report(id), langKey],
    queryFn: () => reviewerApi.report(id, langKey, reloading > 0),
    meta: { httpErrors: 'log' },
  });

/**
 * Reloads the open report after a case action (spec 001 §4) with `isRefresh=true` (§7): the
 * reviewer is still looking at it, so the reporter log gains no second "viewed". Whatever its
 * key: opened by its sequential number, the report is cached under that number. `staleOnly`
 * when the reviewer has left the report: nothing is fetched until a page asks for it.
 */
export async function reloadReports(client: QueryClient, staleOnly = false): Promise<void> {
  reloading++;
  try {
    await client.invalidateQueries({ queryKey: reviewerKeys.reports, refetchType: staleOnly ? 'none' : 'active' });
  } finally {
    reloading--;
  }
}

export const dashboardQuery = (langKey: string, months: number) =>
  queryOptions({
    queryKey: ['reviewer', 'dashboard', langKey, months],
    queryFn: () => reviewerApi.dashboard(langKey, months),
    meta: { httpErrors: 'local' },
  });
