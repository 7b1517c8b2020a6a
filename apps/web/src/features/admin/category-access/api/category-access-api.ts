import {
  DEFAULT_CATEGORY_ID,
  LIMITS,
  SENSITIVE_CATEGORY_ID,
  type TCategoryUserPage,
  type TUserCategoriesSave,
  type TUserCategoryAuthorization,
} from '@candor/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client.ts';
import type { CategoryGroup } from '../lib/staging.ts';

/** The calls of the category access screen (spec 002 §7). */
export const categoryAccessApi = {
  organizationCategories: (orgId: number, langKey: string) =>
    apiJson<CategoryGroup[]>(`api/organization/${orgId}/category`, { query: { langKey } }),
  users: (orgId: number, page: number, searchText: string) =>
    apiJson<TCategoryUserPage>(`api/connects-admin/organization/${orgId}/category-user`, {
      query: {
        page,
        size: LIMITS.categoryAccessPageSize,
        sort: 'firstName,asc',
        searchText: searchText || undefined,
        organizations: 'parent',
      },
    }),
  userCategories: (userId: number, orgId: number, langKey: string) =>
    apiJson<CategoryGroup[]>(`api/connects-admin/user/${userId}/category`, {
      query: { orgId, langKey, includeUnauthorized: true },
    }),
  authorizations: (orgId: number) =>
    apiJson<TUserCategoryAuthorization[]>(`api/connects-admin/organization/${orgId}/authorizations`, {
      query: { categoryIds: `${DEFAULT_CATEGORY_ID},${SENSITIVE_CATEGORY_ID}` },
    }),
  /** `previous`, the ids the screen loaded: the server applies only the screen's own moves (decision 101). */
  save: (userId: number, orgId: number, categories: number[], previous: number[]) =>
    apiJson<CategoryGroup[]>(`api/connects-admin/user/${userId}/category`, {
      method: 'PUT',
      query: { orgId },
      json: { categories, previous } satisfies TUserCategoriesSave,
    }),
};

const local = { httpErrors: 'local' } as const;

export const categoryAccessKeys = {
  all: ['category-access'] as const,
  user: (userId: number, orgId: number) => [...categoryAccessKeys.all, 'user', userId, orgId] as const,
  users: (orgId: number) => [...categoryAccessKeys.all, 'users', orgId] as const,
  organizationCategories: (orgId: number, langKey: string) =>
    [...categoryAccessKeys.all, 'organization-categories', orgId, langKey] as const,
  authorizations: (orgId: number) => [...categoryAccessKeys.all, 'authorizations', orgId] as const,
};

export const organizationCategoriesQuery = (orgId: number, langKey: string) =>
  queryOptions({
    queryKey: categoryAccessKeys.organizationCategories(orgId, langKey),
    queryFn: () => categoryAccessApi.organizationCategories(orgId, langKey),
    meta: local,
  });

export const categoryUsersQuery = (orgId: number, page: number, searchText: string) =>
  queryOptions({
    queryKey: [...categoryAccessKeys.users(orgId), page, searchText],
    queryFn: () => categoryAccessApi.users(orgId, page, searchText),
    placeholderData: (previous) => previous,
    meta: local,
  });

export const userCategoriesQuery = (userId: number, orgId: number, langKey: string) =>
  queryOptions({
    queryKey: [...categoryAccessKeys.user(userId, orgId), langKey],
    queryFn: () => categoryAccessApi.userCategories(userId, orgId, langKey),
    staleTime: 0,
    meta: local,
  });

export const authorizationsQuery = (orgId: number) =>
  queryOptions({
    queryKey: categoryAccessKeys.authorizations(orgId),
    queryFn: () => categoryAccessApi.authorizations(orgId),
    staleTime: 0,
    meta: local,
  });
