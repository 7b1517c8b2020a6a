import { AUTHORITIES, type TAccount, type TAppProfile, type TCaseManagementUserDetails } from '@candor/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson, setApiPrefix } from '../api-client.ts';

export const SESSION_KEY = ['session'] as const;

/**
 * The session (spec 000 §4 "Session"): the signed-in account, or null. A failed fetch
 * (401 stays silent) or a reporter session switches the app to reporting mode.
 */
export const accountQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'account'],
  queryFn: async (): Promise<TAccount | null> => {
    try {
      const account = await apiJson<TAccount>('api/account');
      setApiPrefix(account.authorities.includes(AUTHORITIES.REPORTER) ? 'reporterapi' : 'api');
      return account.activated ? account : null;
    } catch (e) {
      setApiPrefix('reporterapi');
      if (e instanceof ApiError && e.status === 401) return null;
      throw e;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** Roles whose users get the case-management user info. */
export const CASE_MANAGEMENT_ROLES: readonly string[] = [
  AUTHORITIES.USER,
  AUTHORITIES.MASTER_REVIEWER,
  AUTHORITIES.CLIENT_ADMIN,
  AUTHORITIES.TRANSCRIBER,
];

export const caseManagementUserQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'caseManagementUserDetailsInfo'],
  queryFn: () => apiJson<TCaseManagementUserDetails>('api/account/caseManagementUserDetailsInfo'),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { httpErrors: 'log' },
});

/** The application profile (`management/info`). */
export const appProfileQuery = queryOptions({
  queryKey: ['management', 'info'],
  queryFn: () => apiJson<TAppProfile>('management/info'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether staff sign in at an identity provider: Candor then keeps no password to reset (decision 075). */
export const useSingleSignOn = () => useQuery(appProfileQuery).data?.singleSignOn === 'oidc';
