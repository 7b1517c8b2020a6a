import type { LangKey } from './constants.ts';

/**
 * Each interface language's own name (an endonym, the same in every interface language)
 * and its BCP 47 tag, for `lang` attributes and for Intl's formatting alike (the spec's
 * codes, such as ch, kz or jp, are not tags).
 */
export const LANGUAGE_TAGS: Record<LangKey, { name: string; bcp47: string }> = {
  en: { name: 'English', bcp47: 'en' },
  fr: { name: 'Français', bcp47: 'fr' },
  es: { name: 'Español', bcp47: 'es' },
  de: { name: 'Deutsch', bcp47: 'de' },
  ru: { name: 'Русский', bcp47: 'ru' },
  tr: { name: 'Türkçe', bcp47: 'tr' },
  zh: { name: '简体中文', bcp47: 'zh-Hans' },
  kz: { name: 'Қазақ тілі', bcp47: 'kk' },
  hd: { name: 'हिन्दी', bcp47: 'hi' },
  pb: { name: 'Português (Brasil)', bcp47: 'pt-BR' },
  pt: { name: 'Português', bcp47: 'pt-PT' },
  my: { name: 'မြန်မာ', bcp47: 'my' },
  id: { name: 'Bahasa Indonesia', bcp47: 'id' },
  ms: { name: 'Bahasa Melayu', bcp47: 'ms' },
  ko: { name: '한국어', bcp47: 'ko' },
  si: { name: 'සිංහල', bcp47: 'si' },
  ch: { name: '繁體中文', bcp47: 'zh-Hant' },
  th: { name: 'ไทย', bcp47: 'th' },
  ta: { name: 'தமிழ்', bcp47: 'ta' },
  tl: { name: 'Tagalog', bcp47: 'fil' },
  vi: { name: 'Tiếng Việt', bcp47: 'vi' },
  nl: { name: 'Nederlands', bcp47: 'nl' },
  au: { name: 'English (Australia)', bcp47: 'en-AU' },
  jp: { name: '日本語', bcp47: 'ja' },
  it: { name: 'Italiano', bcp47: 'it' },
  pj: { name: 'ਪੰਜਾਬੀ', bcp47: 'pa' },
  sv: { name: 'Svenska', bcp47: 'sv' },
};
