import { isWholeNumberBetween, LIMITS } from '@candor/shared';

/** Scheduled close: whole days 1 to 90, 15 by default; 0 means close now (spec 001 §5, §9). */
export const validCloseDays = (value: unknown): value is number =>
  isWholeNumberBetween(value, LIMITS.scheduledCloseMinDays, LIMITS.scheduledCloseMaxDays);

/** Report names: at most 50 characters (spec 001 §5). */
export const validReportName = (name: string) => [...name.trim()].length <= LIMITS.reportNameMax;
