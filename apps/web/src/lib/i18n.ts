import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

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

export async function switchLanguage(lang: string): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export const i18nReady = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

export { i18next };
