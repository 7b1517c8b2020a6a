import { isLangKey, LANGUAGE_TAGS } from '@candor/shared';

/** The BCP 47 tag Intl needs for an interface language code (spec 000 §9 uses its own codes). */
export function intlLocale(langKey: string): string {
  return isLangKey(langKey) ? LANGUAGE_TAGS[langKey].bcp47 : langKey;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The AM/PM marker ("PM", "下午", "午後") of a time in the user's language (CLDR's `a`). */
function dayPeriod(d: Date, langKey: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale(langKey), { hour: 'numeric', hour12: true }).formatToParts(d);
  return parts.find((p) => p.type === 'dayPeriod')?.value ?? (d.getHours() < 12 ? 'AM' : 'PM');
}

/**
 * The spec's date format "YYYY-MM-DD, hh:mm a" in every language: the parts in this order,
 * the marker in the user's language (Intl alone puts it first in some, like ko, zh or ja).
 */
export function formatDateTime(iso: string | Date, langKey: string): string {
  const d = new Date(iso);
  const hours = pad(d.getHours() % 12 || 12);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date}, ${hours}:${pad(d.getMinutes())} ${dayPeriod(d, langKey)}`;
}
