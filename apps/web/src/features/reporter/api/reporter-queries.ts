import { LIMITS } from '@candor/shared';
import { queryOptions } from '@tanstack/react-query';
import {
  type ApiPrefix,
  fetchCategoryQuestions,
  fetchReport,
  fetchTemplate,
  searchOrganizations,
} from './reporter-api.ts';

export const reporterKeys = {
  report: (referenceId: string) => ['reporter', 'report', referenceId] as const,
};

export const orgSearchQuery = (name: string, langKey: string, prefix: ApiPrefix = 'reporterapi') =>
  queryOptions({
    queryKey: [prefix, 'org-search', name, langKey],
    queryFn: ({ signal }) => searchOrganizations(name, langKey, signal, false, prefix),
    enabled: [...name].length >= LIMITS.orgSearchMin,
    staleTime: 60_000,
  });

/** The organization a link names (`?org=<name>`), by its exact name. */
export const orgByNameQuery = (name: string, langKey: string) =>
  queryOptions({
    queryKey: ['reporter', 'org-by-name', name, langKey],
    queryFn: ({ signal }) => searchOrganizations(name, langKey, signal, true),
    staleTime: 60_000,
  });

export const templateQuery = (orgId: number, langKey: string, vanity: boolean, prefix: ApiPrefix = 'reporterapi') =>
  queryOptions({
    queryKey: [prefix, 'template', orgId, langKey, vanity],
    queryFn: () => fetchTemplate(orgId, langKey, vanity, prefix),
    staleTime: 5 * 60_000,
  });

export const categoryQuestionsQuery = (
  categoryId: number | null,
  orgId: number,
  langKey: string,
  prefix: ApiPrefix = 'reporterapi',
) =>
  queryOptions({
    queryKey: [prefix, 'category-questions', categoryId, orgId, langKey],
    queryFn: () => fetchCategoryQuestions(categoryId!, orgId, langKey, prefix),
    enabled: categoryId !== null,
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in reporter's report. The login fetches it just before the summary shows it,
 * so a fresh copy is not fetched again on mount; the reporter's own messages and settings
 * invalidate it, and a minute later (or on returning to the tab) it is fetched anew.
 */
export const reportQuery = (referenceId: string, langKey: string) =>
  queryOptions({
    queryKey: [...reporterKeys.report(referenceId), langKey],
    queryFn: () => fetchReport(referenceId, langKey),
    staleTime: 60_000,
  });
