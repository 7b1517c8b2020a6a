import { createFlagStore } from '../lib/flag-store.ts';

/**
 * Whether the reporter has chosen an organization for a report in progress. The header's
 * Check report status button asks for confirmation before leaving such a draft.
 */
const organizationSelected = createFlagStore(false);

export const setOrganizationSelected = (selected: boolean) => organizationSelected.set(selected);
export const isOrganizationSelected = organizationSelected.get;
export const useOrganizationSelected = organizationSelected.use;
