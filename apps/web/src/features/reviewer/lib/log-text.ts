import type { Translate } from '../../../lib/i18n.ts';

/** A log entry as a sentence; an activity without its own text reads as a generic one, never as a raw id. */
export function logText(
  t: Translate,
  has: (key: string) => boolean,
  entry: { trackingType: string; authorName: string },
): string {
  const key = `reviewer.log.${entry.trackingType}`;
  return t(has(key) ? key : 'reviewer.log.generic', { author: entry.authorName });
}

/** Log types whose additional information reads as it is (a name, a report number); others keep it to the record. */
const READABLE_INFO = new Set(['NAME', 'LINKED', 'UNLINKED', 'COMMENT_EDITED']);

export const readableInfo = (entry: { trackingType: string; additionalInfo: string | null }) =>
  READABLE_INFO.has(entry.trackingType) ? entry.additionalInfo : null;
