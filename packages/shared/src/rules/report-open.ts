import { REPORT_STATUS } from '../constants.ts';

/** Whether the reporter may still add to a report: comments, files, a notification address. Closed is final. */
export const isReportOpen = (statusId: number): boolean => statusId !== REPORT_STATUS.CLOSE;
