/** The organization chosen last in this tab: the sidebar's users and category access lead to it. */
const KEY = 'candor.admin.organization';

export function rememberOrganization(id: number): void {
  try {
    sessionStorage.setItem(KEY, String(id));
  } catch {
    // Storage refused (private mode): the sidebar falls back to the organization-less pages.
  }
}

/** Forgets a refused organization (a phantom one), so that the sidebar does not lead back to it. */
export function forgetOrganization(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

export function selectedOrganization(): number | null {
  try {
    const v = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/** A page of an organization, or its organization-less variant when none is chosen (spec 002 §2). */
export const orgLessPath = (page: 'users' | 'category-access', organizationId: number | null) =>
  organizationId ? `/connects-admin/organization/${organizationId}/${page}` : `/connects-admin/${page}`;
