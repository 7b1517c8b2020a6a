import type { LangKey } from '@candor/shared';
import { createFlagStore } from './flag-store.ts';

/**
 * Whether the reporter has chosen an organization for a report in progress. The header's
 * Check report status button asks for confirmation before leaving such a draft.
 */
const organizationSelected = createFlagStore(false);

export const setOrganizationSelected = (selected: boolean) => organizationSelected.set(selected);
export const isOrganizationSelected = organizationSelected.get;

/**
 * Whether the signed-in reporter's report is closed: the account menu then hides the
 * change-password and email-notification entries (spec 000 §2 "Reporter area").
 */
const reportClosed = createFlagStore(false);

export const setReportClosed = (closed: boolean) => reportClosed.set(closed);
export const useReportClosed = reportClosed.use;

/**
 * The languages of the organization whose report form is open (its template's list): the
 * header's language menu offers only these there (issue 8); null elsewhere.
 */
const organizationLanguages = createFlagStore<readonly LangKey[] | null>(null);

export const setOrganizationLanguages = (languages: readonly LangKey[] | null) => organizationLanguages.set(languages);
export const useOrganizationLanguages = organizationLanguages.use;

/** Forgets the flags (sign-out, idle timeout). */
export function resetReporterFlags() {
  organizationSelected.reset();
  reportClosed.reset();
  organizationLanguages.reset();
}
