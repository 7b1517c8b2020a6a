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
const SUBMISSION_KEY = 'candor.reporter.submissionKey';

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

/**
 * The idempotency key of a report being submitted, until it is filed: a tab reloaded while the
 * answer was on its way sends the same key with the same report, and is answered the report
 * filed then (decision 108).
 */
export const submissionKeys = {
  read: () => read<string>(SUBMISSION_KEY),
  write: (key: string | null) => write(SUBMISSION_KEY, key),
};

// Signing out (or an idle timeout) forgets the report, the organization, the draft and its key in this tab.
onAppStateReset(() => {
  storeReport(null);
  storeOrg(null);
  storeDraft('', null);
  submissionKeys.write(null);
});
