import { REPORT_AUTHORS } from '../contracts/notifications.ts';

/**
 * Log types whose additional information reads as it is (a name, a report number). The others
 * (a priority constant, a time stamp, a count, ids) keep it to the record: the screen, the print
 * version and the exports never show it.
 */
const READABLE_INFO: ReadonlySet<string> = new Set(['NAME', 'LINKED', 'UNLINKED', 'COMMENT_EDITED']);

/** A log entry's additional information as people may read it, or null when it stays to the record. */
export const readableInfo = (entry: { trackingType: string; additionalInfo: string | null }): string | null =>
  READABLE_INFO.has(entry.trackingType) ? entry.additionalInfo : null;

/**
 * The keys (under `reviewer.`) that may word a log entry as a sentence, the most particular first:
 * what a hotline agent did for the caller says so (the reporter called the hotline). When none
 * exists, the entry reads as a generic activity (`LOG_GENERIC_KEY`), never as a raw type.
 */
export const logMessageKeys = (entry: { trackingType: string; authorities?: readonly string[] }): string[] => [
  ...(entry.authorities?.includes(REPORT_AUTHORS.HOTLINE) ? [`log.hotline.${entry.trackingType}`] : []),
  `log.${entry.trackingType}`,
];

export const LOG_GENERIC_KEY = 'log.generic';
