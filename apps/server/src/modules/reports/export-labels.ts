/** The words of the report exports in the user's language (the interface's texts, English as fallback). */
import { flatten, loadLocale } from '@candor/i18n';
import { wallClock } from '../../lib/days.ts';

export type ExportLabel = (key: string, values?: Record<string, string>) => string;

const cache = new Map<string, Map<string, string>>();

function messages(lang: string): Map<string, string> {
  let found = cache.get(lang);
  if (!found) {
    try {
      found = flatten(loadLocale(lang));
    } catch {
      found = new Map();
    }
    cache.set(lang, found);
  }
  return found;
}

/** A label function for one language: the interface's keys under `prefix`, placeholders filled, English when a key is missing. */
export function interfaceLabels(langKey: string, prefix: string): ExportLabel {
  const own = messages(langKey);
  const english = messages('en');
  return (key, values = {}) =>
    (own.get(`${prefix}${key}`) ?? english.get(`${prefix}${key}`) ?? key).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );
}

/** The reports' exports speak with the reviewer area's words (`reviewer.*`). */
export const exportLabels = (langKey: string): ExportLabel => interfaceLabels(langKey, 'reviewer.');

/**
 * A time in an export: "YYYY-MM-DD HH:MM" on the clocks of the time zone the export was asked in
 * (the reader's), in UTC when none was given.
 */
export const exportTime = (iso: string | null | undefined, timeZone = 'UTC'): string =>
  !iso ? '' : timeZone === 'UTC' ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : wallClock(iso, timeZone);
