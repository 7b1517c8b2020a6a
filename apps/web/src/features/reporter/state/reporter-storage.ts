import { onAppStateReset } from '../../../lib/session/logout.ts';
import type { ReportDraft } from './report-draft.ts';

/**
 * Session storage of the reporter pages (spec 000 §4 "Report section persistence"):
 * the signed-in report's ID, the organization of a report being written and the draft, so a
 * refresh keeps the reporter where they were (the interface language is kept by lib/i18n.ts).
 * Session storage lives as long as the tab; passwords and files are never stored.
 */
const REPORT = 'candor.reporter.report';
const ORG = 'candor.reporter.submitOrg';
const DRAFT = 'candor.reporter.draft';

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

/** The part of a draft that may be kept: everything but the files and the passwords. */
export type StoredDraft = Omit<ReportDraft, 'files' | 'password' | 'passwordConfirm'>;

/** The draft written for this template in this tab, if any. */
export function readStoredDraft(templateId: string): StoredDraft | null {
  const stored = read<{ templateId: string; draft: StoredDraft }>(DRAFT);
  return stored?.templateId === templateId ? stored.draft : null;
}

export function storeDraft(templateId: string, draft: ReportDraft | null) {
  if (!draft) return write(DRAFT, null);
  const { files: _files, password: _password, passwordConfirm: _confirm, ...kept } = draft;
  write(DRAFT, { templateId, draft: kept });
}

// Signing out (or an idle timeout) forgets the report, the organization and the draft of this tab.
onAppStateReset(() => {
  storeReport(null);
  storeOrg(null);
  storeDraft('', null);
});
