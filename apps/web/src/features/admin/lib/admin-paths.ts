export const usersPath = (organizationId: number) => `/connects-admin/organization/${organizationId}/users`;
export const userPath = (organizationId: number | null, legacyUserId: string) =>
  organizationId === null
    ? `/connects-admin/admin-user/${encodeURIComponent(legacyUserId)}`
    : `/connects-admin/organization/${organizationId}/user/${encodeURIComponent(legacyUserId)}`;
