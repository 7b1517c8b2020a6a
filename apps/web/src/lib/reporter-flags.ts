import type { LangKey } from '@candor/shared';
import type { MouseEvent } from 'react';
import { createFlagStore } from './flag-store.ts';
import { isPlainClick } from './plain-click.ts';

/**
 * What leaving would lose: the report being written, (once a reporter's report is filed) the
 * report ID and password on screen, which are never shown again, or a text not yet sent.
 */
export type LeaveQuestion = 'report' | 'credentials' | 'unsent';

/**
 * The report under way, as the way to drop what the tab keeps of it: a reporter's once its
 * organization is chosen, until he leaves its report ID and password; a hotline agent's or
 * transcriber's once text or files are entered, until it is filed; a message, a caller's added
 * information or a call's comments while written and not sent (`LimitedTextarea`'s `unsent`).
 */
const reportUnderWay = createFlagStore<{ abandon: () => void; question: LeaveQuestion } | null>(null);

/** `abandon` drops the report when it is left; `null` once nothing is lost by leaving. */
export function setReportUnderWay(abandon: (() => void) | null, question: LeaveQuestion = 'report') {
  reportUnderWay.set(abandon && { abandon, question });
  // A question about a report that has gone (Back while it was asked) is not answered for it.
  if (!abandon) pendingLeave.reset();
}
const isReportUnderWay = () => reportUnderWay.get() !== null;

/**
 * The ways out of a report under way (the header's logo, Check report status and Client login, the
 * hotline's End call) ask before they drop it (spec 000 §2, decision 098). The question waits
 * here, with where to go once it is answered; the layout's `LeaveReportHost` asks it.
 */
const pendingLeave = createFlagStore<(() => void) | null>(null);

export const usePendingLeave = pendingLeave.use;
export const stayOnReport = () => pendingLeave.reset();
/** The answer Leave: the question goes, then the way out is taken. */
export function chooseLeave() {
  const go = pendingLeave.get();
  stayOnReport();
  go?.();
}
/** What leaving would lose now: a question asked while the report is sent changes its words once it is filed. */
export const useLeaveQuestion = (): LeaveQuestion => reportUnderWay.use()?.question ?? 'report';

/**
 * Asks, and once Leave is chosen drops the report (a page load would not unmount the form), then goes.
 * Nothing is under way from then on, though the form stays on screen while the next page's code loads.
 */
const ask = (go: () => void) =>
  pendingLeave.set(() => {
    reportUnderWay.get()?.abandon();
    reportUnderWay.reset();
    go();
  });

/** Goes at once when no report is under way; otherwise asks first. */
export function leaveReport(go: () => void) {
  if (isReportUnderWay()) ask(go);
  else go();
}

/** What is under way lives in the page alone (a staff member's report, a filed report's ID and password, a text): nothing to forget. */
export const keepNothing = () => {};

/**
 * Before a reload: asks only when it would lose what is under way (a reporter's report is kept in
 * the tab and comes back). Leave drops nothing itself: should the reload not come, the report is
 * still guarded.
 */
export function leaveReportForReload(go: () => void) {
  if (reportUnderWay.get()?.abandon === keepNothing) pendingLeave.set(go);
  else go();
}

/** A link's click that asks first; opening it in another tab loses nothing and is left alone. */
export const leaveReportOnClick = (go: () => void) => (event: MouseEvent) => {
  if (!isReportUnderWay() || !isPlainClick(event)) return;
  event.preventDefault();
  ask(go);
};

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
  reportUnderWay.reset();
  pendingLeave.reset();
  reportClosed.reset();
  organizationLanguages.reset();
}
