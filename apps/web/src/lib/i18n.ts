import { initialLanguage, LANGUAGE_TAGS, type LangKey } from '@candor/shared';
import { useMemo } from 'react';
import { createFlagStore } from './flag-store.ts';

/** Where the chosen interface language is remembered (spec 000 §9 "stored session locale"). */
export const LOCALE_STORAGE_KEY = 'locale';

/** A language file: one object per area (`{ home: { title } }` holds `home.title`). */
export type Messages = { [key: string]: string | Messages };
export type TranslationParams = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: string, params?: TranslationParams) => string;

/** The text of a dotted key in a language file, or undefined when there is none. */
export function lookupMessage(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; a parameter not given leaves nothing. Texts are rendered by React, never as HTML. */
export const interpolate = (text: string, params?: TranslationParams) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(params?.[name] ?? ''));

/** A key's text with its placeholders filled, or the key itself when the language file lacks it. */
export function translateWith(messages: Messages | undefined, key: string, params?: TranslationParams): string {
  const text = lookupMessage(messages, key);
  return text === undefined ? key : interpolate(text, params);
}

const bundles = new Map<LangKey, Messages>();
const loading = new Map<LangKey, Promise<void>>();
const language = createFlagStore<LangKey>('en');

/** Fetches a language file once (`i18n/<lang>.json?t=<build>`); later calls reuse it. */
export function loadLanguage(lang: LangKey): Promise<void> {
  let p = loading.get(lang);
  if (!p) {
    p = fetch(`/i18n/${lang}.json?t=${__BUILD_TIMESTAMP__}`)
      .then((r) => {
        if (!r.ok) throw new Error(`language file ${lang}: ${r.status}`);
        return r.json() as Promise<Messages>;
      })
      .then((messages) => {
        bundles.set(lang, messages);
      });
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
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
  document.documentElement.lang = LANGUAGE_TAGS[lang].bcp47;
  rememberLanguage(lang);
  language.set(lang);
}

/** The current interface language. */
export const currentLanguage = (): LangKey => language.get();

/** The language to start with: the stored locale, else the browser's languages, else English. */
export function startLanguage(): LangKey {
  const stored =
    storage('sessionStorage')?.getItem(LOCALE_STORAGE_KEY) ?? storage('localStorage')?.getItem(LOCALE_STORAGE_KEY);
  return initialLanguage(stored, navigator.languages ?? [navigator.language]);
}

/** Translates in the current language, outside React (toasts). */
export const translate: Translate = (key, params) => translateWith(bundles.get(language.get()), key, params);

/** Whether the current language has a text for the key. */
export const hasTranslation = (key: string) => lookupMessage(bundles.get(language.get()), key) !== undefined;

/** `t`, answering `fallback` for a key the current language has no text for. */
export const translateOr =
  (t: Translate) =>
  (key: string, fallback: string): string =>
    hasTranslation(key) ? t(key) : fallback;

/**
 * The interface texts for a component, which renders again when the language changes:
 * `const { t, i18n } = useTranslation()`, `t('home.title')`, `i18n.language`.
 */
export function useTranslation(): { t: Translate; i18n: { language: LangKey } } {
  const lang = language.use();
  return useMemo(() => {
    const messages = bundles.get(lang);
    return { t: (key, params) => translateWith(messages, key, params), i18n: { language: lang } };
  }, [lang]);
}
