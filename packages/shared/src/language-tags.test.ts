import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LangKey } from './constants.ts';
import { LANGUAGE_TAGS } from './language-tags.ts';

describe('LANGUAGE_TAGS', () => {
  it.each(LANGUAGES.map((lang) => [lang, LANGUAGE_TAGS[lang].bcp47]))(
    '%s is %s, a tag Intl supports as written',
    (_, tag) => {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(Intl.DateTimeFormat.supportedLocalesOf(tag)).toEqual([tag]);
      expect(Intl.NumberFormat.supportedLocalesOf(tag)).toEqual([tag]);
    },
  );

  it('gives every interface language a tag of its own', () => {
    expect(new Set(LANGUAGES.map((lang) => LANGUAGE_TAGS[lang].bcp47)).size).toBe(LANGUAGES.length);
  });

  it('writes European Portuguese apart from Brazilian', () => {
    const number = (lang: LangKey) => new Intl.NumberFormat(LANGUAGE_TAGS[lang].bcp47).format(1234567.5);
    expect(number('pt')).toBe('1\u00a0234\u00a0567,5');
    expect(number('pb')).toBe('1.234.567,5');
  });
});
