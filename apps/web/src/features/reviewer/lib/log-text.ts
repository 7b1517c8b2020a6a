import { LOG_GENERIC_KEY, logMessageKeys } from '@candor/shared';
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
  const key = logMessageKeys(entry)
    .map((k) => `reviewer.${k}`)
    .find(has);
  return t(key ?? `reviewer.${LOG_GENERIC_KEY}`, { author: entry.authorName });
}
