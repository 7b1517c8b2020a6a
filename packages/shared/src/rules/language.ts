/** Interface languages: availability by role and the initial choice (spec 000 §9, spec 002 §9). */
import { AUTHORITIES, ENGLISH_ONLY, HOTLINE_LANGUAGES, LANGUAGES, type LangKey } from '../constants.ts';

const languageSet = new Set<string>(LANGUAGES);
const englishOnlyRoles: readonly string[] = [AUTHORITIES.CONNECTS_ADMIN, AUTHORITIES.IMPORT, AUTHORITIES.STATISTICS];

export function isLangKey(value: unknown): value is LangKey {
  return typeof value === 'string' && languageSet.has(value);
}

/** `authorities` is null while not signed in. */
export function availableLanguages(authorities: readonly string[] | null): readonly LangKey[] {
  if (!authorities || authorities.includes(AUTHORITIES.REPORTER)) return LANGUAGES;
  if (authorities.includes(AUTHORITIES.HOTLINE_AGENT)) return HOTLINE_LANGUAGES;
  if (authorities.some((a) => englishOnlyRoles.includes(a))) return ENGLISH_ONLY;
  return LANGUAGES;
}

/** The language a signed-in user reads: his stored one when his role may use it (a role can lose one), else his role's first. */
export function userLanguage(langKey: string, authorities: readonly string[]): LangKey {
  const available = availableLanguages(authorities);
  return available.find((l) => l === langKey) ?? available[0];
}

/**
 * The languages to offer: those the role may use, narrowed on an organization's report form to
 * the organization's own (the current one stays listed so the menu always shows it).
 */
export function offeredLanguages(
  roleLanguages: readonly LangKey[],
  organizationLanguages: readonly LangKey[] | null,
  current: LangKey,
): readonly LangKey[] {
  if (!organizationLanguages) return roleLanguages;
  return roleLanguages.filter((l) => l === current || organizationLanguages.includes(l));
}

/** The interface language a browser language tag maps to, or null if none is supported. */
export function langKeyForBrowserLanguage(tag: string): LangKey | null {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  const prefix = lower.slice(0, 2);
  let key: string = prefix;
  if (prefix === 'ky') key = 'kz';
  else if (prefix === 'hi') key = 'hd';
  // Beyond the spec's list: Japanese, Punjabi, Kazakh and Filipino browsers reach their own files.
  else if (prefix === 'ja') key = 'jp';
  else if (prefix === 'pa') key = 'pj';
  else if (prefix === 'kk') key = 'kz';
  else if (/^fil(-|$)/.test(lower)) key = 'tl';
  else if (lower === 'en-au') key = 'au';
  else if (lower === 'pt-br') key = 'pb';
  else if (/^zh-(tw|hk|mo|hant)(-|$)/.test(lower)) key = 'ch';
  return isLangKey(key) ? key : null;
}

/** The stored session locale if supported, else the first supported browser language, else en. */
export function initialLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): LangKey {
  if (isLangKey(stored)) return stored;
  for (const tag of browserLanguages) {
    const key = langKeyForBrowserLanguage(tag);
    if (key) return key;
  }
  return 'en';
}
