import { initialLanguage, isLangKey, type LangKey } from '@candor/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS } from './language-tags.ts';

/** Where the chosen interface language is remembered (spec 000 §9 "stored session locale"). */
export const LOCALE_STORAGE_KEY = 'locale';

const loaded = new Map<string, Promise<void>>();

/** Fetches a language file once (`i18n/<lang>.json?t=<build>`); later calls reuse it. */
export function loadLanguage(lang: string): Promise<void> {
  let p = loaded.get(lang);
  if (!p) {
    p = fetch(`/i18n/${lang}.json?t=${__BUILD_TIMESTAMP__}`)
      .then((r) => {
        if (!r.ok) throw new Error(`language file ${lang}: ${r.status}`);
        return r.json();
      })
      .then((messages) => {
        i18next.addResourceBundle(lang, 'translation', messages, true, true);
      });
    p.catch(() => loaded.delete(lang));
    loaded.set(lang, p);
  }
  return p;
}

const storage = (kind: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return window[kind];
  } catch {
    return null;
  }
};

function rememberLanguage(lang: LangKey) {
  storage('sessionStorage')?.setItem(LOCALE_STORAGE_KEY, lang);
  storage('localStorage')?.setItem(LOCALE_STORAGE_KEY, lang);
}

/** Loads a language (once) and makes it the interface language. */
export async function switchLanguage(lang: LangKey): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = LANGUAGE_TAGS[lang].bcp47;
  rememberLanguage(lang);
}

/** The current interface language. */
export const currentLanguage = (): LangKey => (isLangKey(i18next.language) ? i18next.language : 'en');

/** The language to start with: the stored locale, else the browser's languages, else English. */
export function startLanguage(): LangKey {
  const stored =
    storage('sessionStorage')?.getItem(LOCALE_STORAGE_KEY) ?? storage('localStorage')?.getItem(LOCALE_STORAGE_KEY);
  return initialLanguage(stored, navigator.languages ?? [navigator.language]);
}

export const i18nReady = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

export { i18next };
