import type {
  TCheckReport,
  TDashboard,
  TNotificationPage,
  TQuickLink,
  TReviewerReportDetail,
  TReviewerReportPage,
  TUiPreferences,
  TWatchedReportSummary,
} from '@candor/shared';
import { ApiError, apiJson } from '../../../lib/api-client.ts';

/** The reviewer's calls (spec 001 §7), each on its spec path under `api/`. */
export const reviewerApi = {
  dashboard: (langKey: string, months: number) =>
    apiJson<TDashboard>('api/reviewer/dashboard', { query: { langKey, months: String(months) } }),
  uiPreferences: () => apiJson<TUiPreferences>('api/users/reviewer/ui-preferences'),
  saveUiPreferences: (prefs: TUiPreferences) =>
    apiJson<TUiPreferences>('api/users/reviewer/ui-preferences', { json: prefs }),
  setQuickLink: (marker: NonNullable<TQuickLink['marker']>) =>
    apiJson<TQuickLink>('api/users/reviewer/ui-preferences/quick-link', { json: { marker } }),
  newAndUpdated: (langKey: string, page: number, size: number, sort: string) =>
    apiJson<TReviewerReportPage>('api/reviewer/reports/new-and-updated', { query: { langKey, page, size, sort } }),
  reportList: (lookupType: 'recent' | 'watched', langKey: string) =>
    apiJson<TWatchedReportSummary[]>('api/reviewer/report', { query: { lookupType, langKey } }),
  notifications: (page: number) =>
    apiJson<TNotificationPage>('api/notification', { query: { page, size: 20, sort: 'createTime,desc' } }),
  markNotificationRead: (id: number) => apiJson<void>(`api/notification/${id}`, { method: 'PUT' }),
  markAllNotificationsRead: () => apiJson<void>('api/notification', { method: 'PUT' }),
  checkReport: (referenceId: string) => apiJson<TCheckReport>('api/check-report', { query: { referenceId } }),
  report: (id: string, langKey: string, isRefresh = false) =>
    apiJson<TReviewerReportDetail>(`api/reviewer/report/${encodeURIComponent(id)}`, {
      query: { langKey, isRefresh: isRefresh || undefined },
    }),
};

/** The message of a failed `checkReport`: no such report (spec 001 §5), or the caller's own failure. */
export const checkReportFailure = (error: unknown, otherwise: string) =>
  error instanceof ApiError && [400, 404].includes(error.status) ? 'feedback.reportSearch.notFound' : otherwise;
