import { onAppStateReset } from '../../../lib/session/logout.ts';

/**
 * Session storage of the reporter pages (spec 000 §4 "Report section persistence"):
 * the signed-in report's ID, and the organization of a report being written, so a refresh
 * keeps the reporter where they were (the interface language is kept by lib/i18n.ts).
 * Report content is never stored.
 */
const REPORT = 'candor.reporter.report';
const ORG = 'candor.reporter.submitOrg';

export interface StoredReport {
  referenceId: string;
}

export interface StoredOrg {
  orgId: number;
  vanity: boolean;
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be unavailable (private modes); the pages then simply do not survive a refresh.
  }
}

export const readStoredReport = () => read<StoredReport>(REPORT);
export const storeReport = (value: StoredReport | null) => write(REPORT, value);
export const readStoredOrg = () => read<StoredOrg>(ORG);
export const storeOrg = (value: StoredOrg | null) => write(ORG, value);

// Signing out (or an idle timeout) forgets the report and the organization of this tab.
onAppStateReset(() => {
  storeReport(null);
  storeOrg(null);
});
