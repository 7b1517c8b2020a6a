/** Report statuses as reviewers see them (spec 001 §3 "Report status ids"). */
import { REPORT_STATUS } from '../constants.ts';

const NAMES: Record<number, string> = {
  [REPORT_STATUS.NEW]: 'NEW',
  [REPORT_STATUS.CLOSE]: 'CLOSE',
  [REPORT_STATUS.UPDATED]: 'UPDATED',
  [REPORT_STATUS.REVIEW]: 'REVIEW',
  [REPORT_STATUS.ADDITIONAL]: 'ADDITIONAL',
  [REPORT_STATUS.INVESTIGATION]: 'INVESTIGATION',
  [REPORT_STATUS.REVIEWED]: 'REVIEWED',
  [REPORT_STATUS.RESPONDED]: 'RESPONDED',
};

export const statusName = (statusId: number): string => NAMES[statusId] ?? 'UNKNOWN';

export type StatusBadgeColour = 'red' | 'yellow' | 'blue' | 'purple' | 'none' | 'grey';

/** New and Review red (both labelled New); Updated and Additional yellow; Responded blue; Reviewed purple. */
export function statusBadge(statusId: number): { colour: StatusBadgeColour; label: string } {
  switch (statusId) {
    case REPORT_STATUS.NEW:
    case REPORT_STATUS.REVIEW:
      return { colour: 'red', label: 'NEW' };
    case REPORT_STATUS.UPDATED:
    case REPORT_STATUS.ADDITIONAL:
      return { colour: 'yellow', label: statusName(statusId) };
    case REPORT_STATUS.RESPONDED:
      return { colour: 'blue', label: 'RESPONDED' };
    case REPORT_STATUS.REVIEWED:
      return { colour: 'purple', label: 'REVIEWED' };
    case REPORT_STATUS.INVESTIGATION:
      return { colour: 'none', label: 'INVESTIGATION' };
    default:
      return { colour: 'grey', label: statusName(statusId) };
  }
}
