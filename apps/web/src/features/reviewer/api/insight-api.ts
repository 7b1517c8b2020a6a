import {
  LIMITS,
  type TCategoryAccess,
  type TCategorySummaryEntry,
  type TNotificationRule,
  type TOrganizationReviewers,
  type TOrgSummaryEntry,
  type TProfile,
  type TProfileUpdate,
  type TSavedNotificationRule,
} from '@candor/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** Summaries may take 180 s (spec 001 §7, §9): the request says so and gives up after it. */
const summaryOptions = () => ({
  headers: { timeout: String(LIMITS.summaryTimeoutMs) },
  signal: AbortSignal.timeout(LIMITS.summaryTimeoutMs),
});

/** Summaries, reviewer access, profile and rules (spec 001 §7), each on its spec path. */
export const insightApi = {
  orgSummary: (langKey: string) =>
    apiJson<TOrgSummaryEntry[]>('api/report-summary/org-summary', { query: { langKey }, ...summaryOptions() }),
  categorySummary: (langKey: string, orgId: number | null) =>
    apiJson<TCategorySummaryEntry[]>('api/report-summary/category-summary', {
      query: { langKey, orgId },
      ...summaryOptions(),
    }),
  reviewersByOrganization: (langKey: string) =>
    apiJson<TOrganizationReviewers>('api/users/reviewer/org', { query: { langKey } }),
  categoryAccess: (langKey: string) =>
    apiJson<TCategoryAccess>('api/users/reviewer/org/category-authorizations', { query: { langKey } }),
  printReviewerAccess: () => apiJson<{ printedAt: string }>('api/reviewer/print-reviewer-access', { method: 'POST' }),
  profile: () => apiJson<TProfile>('api/users/profile'),
  saveProfile: (body: TProfileUpdate) => apiJson<TProfile>('api/users/profile', { method: 'PUT', json: body }),
  resetPassword: () => apiJson<{ sent: boolean }>('api/users/resetPassword', { method: 'POST' }),
  rules: () => apiJson<TSavedNotificationRule[]>('api/notification_rules'),
  saveRules: (rules: TNotificationRule[]) =>
    apiJson<TSavedNotificationRule[]>('api/notification_rules', { method: 'POST', json: rules }),
  deleteRule: (id: number) => apiJson<void>(`api/notification_rules/${id}`, { method: 'DELETE' }),
};

export const insightKeys = {
  profile: ['reviewer', 'profile'] as const,
  rules: ['reviewer', 'notification-rules'] as const,
};

export const orgSummaryQuery = (langKey: string) =>
  queryOptions({
    queryKey: ['reviewer', 'org-summary', langKey],
    queryFn: () => insightApi.orgSummary(langKey),
    meta: { failure: 'feedback.reviewer.errorRetrievingReportSummaries' },
  });

export const categorySummaryQuery = (langKey: string, orgId: number | null) =>
  queryOptions({
    queryKey: ['reviewer', 'category-summary', langKey, orgId],
    queryFn: () => insightApi.categorySummary(langKey, orgId),
    meta: { failure: 'feedback.reviewer.errorRetrievingReportSummaries' },
  });

export const reviewerAccessQuery = (langKey: string) =>
  queryOptions({
    queryKey: ['reviewer', 'reviewer-access', langKey],
    queryFn: async () => {
      const [organizations, categories] = await Promise.all([
        insightApi.reviewersByOrganization(langKey),
        insightApi.categoryAccess(langKey),
      ]);
      return { organizations, categories };
    },
    meta: { httpErrors: 'log' },
  });

export const profileQuery = queryOptions({
  queryKey: insightKeys.profile,
  queryFn: insightApi.profile,
  meta: { httpErrors: 'log' },
});

export const rulesQuery = queryOptions({
  queryKey: insightKeys.rules,
  queryFn: insightApi.rules,
  meta: { httpErrors: 'log' },
});
