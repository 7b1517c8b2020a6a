/** Scheduled close: whole days 1 to 90, 15 by default; 0 means close now (spec 001 §5, §9). */
export const CLOSE_DAYS_DEFAULT = 15;
export const CLOSE_DAYS_MIN = 1;
export const CLOSE_DAYS_MAX = 90;

export const validCloseDays = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= CLOSE_DAYS_MIN && value <= CLOSE_DAYS_MAX;

/** Report names: at most 50 characters (spec 001 §5). */
export const REPORT_NAME_MAX = 50;
export const validReportName = (name: string) => [...name.trim()].length <= REPORT_NAME_MAX;
