import type { LangKey } from '@candor/shared';

/** Organization content is stored per language code; English is the fallback (DESIGN.md §8). */
export type PerLanguage = Record<string, string | undefined>;

export function localize(texts: PerLanguage | null | undefined, langKey: string): string | null {
  return texts?.[langKey] ?? texts?.en ?? null;
}

/** The language `localize` found the text in. */
export function localizedIn(texts: PerLanguage | null | undefined, langKey: LangKey): LangKey {
  return texts?.[langKey] !== undefined ? langKey : 'en';
}

/**
 * An organization's name as the user reads it: its translation in his language, else its base
 * name, which is the English one (as `db/shown-names.ts` writes it in SQL).
 */
export const organizationNameIn = (names: PerLanguage | null | undefined, name: string, langKey: string): string =>
  localize({ ...names, en: name }, langKey) ?? name;
