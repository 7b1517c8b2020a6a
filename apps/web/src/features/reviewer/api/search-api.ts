import type {
  TAvailableFilters,
  TQuickLink,
  TSavedView,
  TSearchExportBody,
  TSearchFilter,
  TSearchPage,
} from '@candor/shared';
import { apiJson, request } from '../../../lib/api-client.ts';
import { browserTimeZone as timeZone } from '../../../lib/time-zone.ts';

/** The report search calls (spec 001 §7 "Report search"). */
export const searchApi = {
  results: (filter: TSearchFilter, q: { page: number; size: number; sort: string; langKey: string }) =>
    apiJson<TSearchPage>('api/reviewer/report-search-results', { json: filter, query: { ...q, timeZone: timeZone() } }),
  availableFilters: (langKey: string) =>
    apiJson<TAvailableFilters>('api/reviewer/report-search/available-filters', { query: { langKey } }),
  views: () => apiJson<TSavedView[]>('api/reviewer/report-search-view-filters'),
  saveView: (view: TSavedView) => apiJson<TSavedView>('api/reviewer/report-search', { json: view }),
  deleteViews: (names: string[]) =>
    apiJson<void>('api/reviewer/report-search-view-filters', {
      method: 'DELETE',
      query: { names: names.join(',') },
    }),
  defaultView: () => apiJson<{ name: string | null }>('api/users/reviewer/ui-preferences/default-view'),
  setDefaultView: (name: string | null) =>
    apiJson<{ name: string | null }>('api/users/reviewer/ui-preferences/default-view', {
      method: 'POST',
      query: { name: name ?? '' },
    }),
  takeQuickLink: () => apiJson<TQuickLink>('api/users/reviewer/ui-preferences/quick-link/take', { method: 'POST' }),

  /** Every row as CSV or PDF: the page size is the largest safe integer (spec 001 §9). */
  async export(body: TSearchExportBody, sort: string, langKey: string): Promise<void> {
    const res = await request('api/reviewer/report-search/export', {
      method: 'POST',
      json: body,
      query: { page: 0, size: Number.MAX_SAFE_INTEGER, sort, langKey, timeZone: timeZone() },
    });
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name ?? (body.contentType === 'text/csv' ? 'report-search.csv' : 'report-search.pdf');
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  },
};
