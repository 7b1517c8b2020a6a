/** How the reporter sees a report's status (spec 000 §4 "Report status values"). */
import { REPORT_STATUS } from '../constants.ts';

export type StatusDisplayKey = 'closed' | 'updated' | 'submitted' | 'additional' | 'reviewed' | 'responded';
export type StatusTimeField = 'closedTime' | 'actionTime' | 'reviewedTime';

export interface StatusDisplay {
  key: StatusDisplayKey | null;
  time: StatusTimeField | null;
  expiryNote: boolean;
}

const DISPLAYS: Record<number, StatusDisplay> = {
  [REPORT_STATUS.CLOSE]: { key: 'closed', time: 'closedTime', expiryNote: true },
  [REPORT_STATUS.UPDATED]: { key: 'updated', time: 'actionTime', expiryNote: false },
  [REPORT_STATUS.NEW]: { key: 'submitted', time: null, expiryNote: false },
  [REPORT_STATUS.REVIEW]: { key: 'submitted', time: null, expiryNote: false },
  [REPORT_STATUS.ADDITIONAL]: { key: 'additional', time: 'actionTime', expiryNote: false },
  [REPORT_STATUS.REVIEWED]: { key: 'reviewed', time: 'reviewedTime', expiryNote: false },
  [REPORT_STATUS.RESPONDED]: { key: 'responded', time: 'actionTime', expiryNote: false },
};

const NOTHING: StatusDisplay = { key: null, time: null, expiryNote: false };

export function statusDisplay(statusId: number | null | undefined): StatusDisplay {
  return (statusId != null && Object.hasOwn(DISPLAYS, statusId) ? DISPLAYS[statusId] : undefined) ?? NOTHING;
}
