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
