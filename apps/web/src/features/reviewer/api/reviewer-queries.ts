import { hashKey, type QueryClient, queryOptions } from '@tanstack/react-query';
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

/**
 * The reports being read again, by query: each is one already open, not a new view. Another
 * report opened meanwhile (a linked one, one found in the header) is a view.
 */
const rereading = new Map<string, number>();

export const reportQuery = (id: string, langKey: string) =>
  queryOptions({
    queryKey: [...reviewerKeys.report(id), langKey],
    queryFn: ({ queryKey }) => reviewerApi.report(id, langKey, rereading.has(hashKey(queryKey))),
    meta: { httpErrors: 'log' },
  });

/**
 * Reloads the open report after a case action (spec 001 §4) with `isRefresh=true` (§7): the
 * reviewer is still looking at it, so the reporter log gains no second "viewed". Whatever its
 * key: opened by its sequential number, the report is cached under that number. `staleOnly`
 * when the reviewer has left the report: nothing is fetched until a page asks for it.
 */
export async function reloadReports(client: QueryClient, staleOnly = false): Promise<void> {
  const open = client
    .getQueryCache()
    .findAll({ queryKey: reviewerKeys.reports, type: 'active' })
    .map((q) => q.queryHash);
  for (const hash of open) rereading.set(hash, (rereading.get(hash) ?? 0) + 1);
  try {
    await client.invalidateQueries({ queryKey: reviewerKeys.reports, refetchType: staleOnly ? 'none' : 'active' });
  } finally {
    for (const hash of open) {
      const left = (rereading.get(hash) ?? 1) - 1;
      if (left > 0) rereading.set(hash, left);
      else rereading.delete(hash);
    }
  }
}

export const dashboardQuery = (langKey: string, months: number) =>
  queryOptions({
    queryKey: ['reviewer', 'dashboard', langKey, months],
    queryFn: () => reviewerApi.dashboard(langKey, months),
    meta: { httpErrors: 'local' },
  });
