import type { TWarning } from '@candor/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './api-client.ts';

/**
 * `GET api/warning`: what a client admin's organizations lack (spec 002 §3: missing reviewers,
 * default-category issues); other users get an empty list. Shown on the overview and on category access.
 */
export const ORGANIZATION_WARNINGS_KEY = ['organization-warnings'] as const;

export const organizationWarningsQuery = (langKey: string) =>
  queryOptions({
    queryKey: [...ORGANIZATION_WARNINGS_KEY, langKey],
    queryFn: () => apiJson<TWarning[]>('api/warning', { query: { langKey } }),
    meta: { httpErrors: 'log' },
  });
