import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseActionsApi } from './case-actions-api.ts';

/** The organizations the reviewer reaches, in tree order (`GET api/reviewer/organizations`). */
export const reviewerOrganizationsQuery = (langKey: string) =>
  queryOptions({
    queryKey: ['reviewer', 'organizations', langKey],
    queryFn: () => caseActionsApi.organizations(langKey),
  });

/**
 * The organizations the reviewer reaches, and whether there are several: a reviewer of a group
 * reaches its subsidiaries, and then lists show the Organization column and the search offers
 * the organization filter (spec 001 §2, §6; decision 092).
 */
export function useOrganizationsReached(langKey: string) {
  const query = useQuery(reviewerOrganizationsQuery(langKey));
  return { ...query, several: (query.data?.length ?? 0) > 1 };
}
