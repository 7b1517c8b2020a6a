import { REPORT_AUTHORS } from '@candor/shared';
import type { Translate } from '../../../lib/i18n.ts';

/**
 * A log entry as a sentence; an activity without its own text reads as a generic one, never as a
 * raw id. What a hotline agent did for the caller says so (the reporter called the hotline).
 */
export function logText(
  t: Translate,
  has: (key: string) => boolean,
  entry: { trackingType: string; authorName: string; authorities?: readonly string[] },
): string {
  const hotline = entry.authorities?.includes(REPORT_AUTHORS.HOTLINE)
    ? [`reviewer.log.hotline.${entry.trackingType}`]
    : [];
  const key = [...hotline, `reviewer.log.${entry.trackingType}`].find(has) ?? 'reviewer.log.generic';
  return t(key, { author: entry.authorName });
}

/** Log types whose additional information reads as it is (a name, a report number); others keep it to the record. */
const READABLE_INFO = new Set(['NAME', 'LINKED', 'UNLINKED', 'COMMENT_EDITED']);

export const readableInfo = (entry: { trackingType: string; additionalInfo: string | null }) =>
  READABLE_INFO.has(entry.trackingType) ? entry.additionalInfo : null;
