import {
  LIMITS,
  type TAdminOrganization,
  type TAdminOrganizationPage,
  type TAdminUser,
  type TAdminUserListPage,
  type TAuditPage,
  type TUserForm,
  type TUserOperationResult,
  type UserAction,
} from '@candor/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { everyPage } from '../lib/every-page.ts';

/** The administrator calls (spec 002 §7), each on its spec path under `api/`. */
export const adminApi = {
  organizations: (q: { langKey: string; searchText?: string; page: number; size: number }) =>
    apiJson<TAdminOrganizationPage>('api/connects-admin/organization', { query: q }),
  organization: (id: number, langKey: string) =>
    apiJson<TAdminOrganization>(`api/connects-admin/organization/${id}`, { query: { langKey } }),
  organizationUsers: (id: number, q: { page: number; size: number; searchText?: string }) =>
    apiJson<TAdminUserListPage>(`api/connects-admin/organization/${id}/user`, {
      // The server's own order, last then first name, is read straight from its index (decision 061).
      query: { ...q, include: 'status' },
    }),
  adminUsers: (page: number, size: number) =>
    apiJson<TAdminUserListPage>('api/connects-admin/connects-admin-user', { query: { page, size, sort: 'login,asc' } }),
  user: (legacyUserId: string) => apiJson<TAdminUser>('api/connects-admin/user', { query: { legacyUserId } }),
  createUser: (form: TUserForm) => apiJson<TUserOperationResult>('api/connects-admin/user', { json: form }),
  updateUser: (id: number, form: TUserForm) =>
    apiJson<TUserOperationResult>(`api/connects-admin/user/${id}`, { method: 'PUT', json: form }),
  act: (id: number, action: UserAction) =>
    apiJson<TUserOperationResult>(`api/connects-admin/user/${id}/${action}`, { method: 'PUT' }),
  /** The user enrols his authenticator again at his next sign-in (decision 049); connects admins only. */
  resetTwoFactor: (id: number) =>
    apiJson<TUserOperationResult>(`api/connects-admin/user/${id}/reset-two-factor`, { method: 'PUT' }),
  audit: (page: number, size: number, direction: 'asc' | 'desc') =>
    apiJson<TAuditPage>('api/connects-admin/audit', { query: { page, size, sort: `auditEventDate,${direction}` } }),
};

export const adminKeys = {
  all: ['connects-admin'] as const,
  organizations: (q: object) => [...adminKeys.all, 'organizations', q] as const,
  organization: (id: number, langKey: string) => [...adminKeys.all, 'organization', id, langKey] as const,
  users: (id: number, q: object) => [...adminKeys.all, 'users', id, q] as const,
  adminUsers: (page: number) => [...adminKeys.all, 'admin-users', page] as const,
  user: (legacyUserId: string) => [...adminKeys.all, 'user', legacyUserId] as const,
  audit: (page: number, direction: string) => [...adminKeys.all, 'audit', page, direction] as const,
};

export const organizationsQuery = (q: { langKey: string; searchText?: string; page: number }) =>
  queryOptions({
    queryKey: adminKeys.organizations(q),
    queryFn: () => adminApi.organizations({ ...q, size: LIMITS.orgAdminPageSize }),
    placeholderData: keepPreviousData,
    meta: { httpErrors: 'local' },
  });

/** Every organization the administrator may open, once each, for the dropdown of those who have no type-ahead. */
export const allOrganizationsQuery = (langKey: string) =>
  queryOptions({
    queryKey: adminKeys.organizations({ langKey, all: true }),
    queryFn: () =>
      everyPage(
        (page, size) => adminApi.organizations({ langKey, page, size }),
        LIMITS.orgAdminPageMax,
        (o) => o.id,
      ),
    meta: { httpErrors: 'local' },
  });

export const organizationQuery = (id: number, langKey: string) =>
  queryOptions({
    queryKey: adminKeys.organization(id, langKey),
    queryFn: () => adminApi.organization(id, langKey),
    meta: { httpErrors: 'local' },
  });

export const organizationUsersQuery = (id: number, q: { page: number; searchText?: string }) =>
  queryOptions({
    queryKey: adminKeys.users(id, q),
    queryFn: () => adminApi.organizationUsers(id, { ...q, size: LIMITS.orgAdminPageSize }),
    placeholderData: keepPreviousData,
    meta: { httpErrors: 'local' },
  });

export const adminUsersQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.adminUsers(page),
    queryFn: () => adminApi.adminUsers(page, LIMITS.orgAdminPageSize),
    placeholderData: keepPreviousData,
    meta: { httpErrors: 'local' },
  });

export const userQuery = (legacyUserId: string) =>
  queryOptions({
    queryKey: adminKeys.user(legacyUserId),
    queryFn: () => adminApi.user(legacyUserId),
    meta: { httpErrors: 'local' },
  });

export const auditQuery = (page: number, direction: 'asc' | 'desc') =>
  queryOptions({
    queryKey: adminKeys.audit(page, direction),
    queryFn: () => adminApi.audit(page, LIMITS.orgAdminPageSize, direction),
    placeholderData: keepPreviousData,
    // A failure to load the audit log is only logged; the list stays empty (spec 002 §8).
    meta: { httpErrors: 'log' },
  });
