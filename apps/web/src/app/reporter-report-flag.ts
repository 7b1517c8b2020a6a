import { createFlagStore } from '../lib/flag-store.ts';

/**
 * Whether the signed-in reporter's report is closed: the account menu then hides the
 * change-password and email-notification entries (spec 000 §2 "Reporter area").
 */
const reportClosed = createFlagStore(false);

export const setReportClosed = (closed: boolean) => reportClosed.set(closed);
export const useReportClosed = reportClosed.use;
export const resetReportClosed = () => reportClosed.reset();
