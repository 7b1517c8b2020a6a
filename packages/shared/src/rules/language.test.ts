import { describe, expect, it } from 'vitest';
import { AUTHORITIES, LANGUAGES } from '../constants.ts';
import {
  availableLanguages,
  initialLanguage,
  isLangKey,
  langKeyForBrowserLanguage,
  offeredLanguages,
  userLanguage,
} from './language.ts';

describe('availableLanguages', () => {
  it('gives all 27 to visitors, reporters and other staff', () => {
    expect(availableLanguages(null)).toHaveLength(27);
    expect(availableLanguages(['ROLE_REPORTER'])).toEqual(LANGUAGES);
    expect(availableLanguages(['ROLE_USER'])).toEqual(LANGUAGES);
    expect(availableLanguages(['ROLE_ADMIN', 'ROLE_CLIENT_ADMIN'])).toEqual(LANGUAGES);
    expect(availableLanguages([])).toEqual(LANGUAGES);
  });

  it('gives hotline agents en, fr, es', () => {
    expect(availableLanguages(['ROLE_HOTLINE_AGENT'])).toEqual(['en', 'fr', 'es']);
  });

  it.each(['ROLE_CONNECTS_ADMIN', 'ROLE_IMPORT', 'ROLE_STATISTICS'])('gives %s English only', (role) => {
    expect(availableLanguages([role])).toEqual(['en']);
    expect(availableLanguages(['ROLE_USER', role])).toEqual(['en']);
  });
});

describe('initialLanguage', () => {
  it('prefers the stored session locale when supported', () => {
    expect(initialLanguage('de', ['fr-FR'])).toBe('de');
    expect(initialLanguage('xx', ['fr-FR'])).toBe('fr');
    expect(initialLanguage(null, ['fr-FR'])).toBe('fr');
  });

  it.each([
    ['ky', 'kz'],
    ['ky-KG', 'kz'],
    ['hi', 'hd'],
    ['hi-IN', 'hd'],
    ['en-AU', 'au'],
    ['en-au', 'au'],
    ['en-GB', 'en'],
    ['pt-BR', 'pb'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['zh-TW', 'ch'],
    ['zh-HK', 'ch'],
    ['zh-MO', 'ch'],
    ['zh-Hant', 'ch'],
    ['zh-Hant-CN', 'ch'],
    ['zh_TW', 'ch'],
    ['zh-CN', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['zh', 'zh'],
    ['de-CH', 'de'],
    ['sv-SE', 'sv'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['pa-IN', 'pj'],
    ['kk', 'kz'],
    ['kk-KZ', 'kz'],
    ['fil', 'tl'],
    ['fil-PH', 'tl'],
    ['tl-PH', 'tl'],
  ])('maps the browser language %s to %s', (browser, key) => {
    expect(initialLanguage(null, [browser])).toBe(key);
  });

  it('uses the first supported browser language, else en', () => {
    expect(initialLanguage(null, ['xx-YY', 'es-MX'])).toBe('es');
    expect(initialLanguage(null, ['ar', 'he'])).toBe('en');
    expect(initialLanguage(undefined, [])).toBe('en');
    expect(langKeyForBrowserLanguage('ar-EG')).toBeNull();
  });
});

describe('userLanguage', () => {
  it("keeps a user's stored language that his role may use, and falls back to the role's first otherwise", () => {
    expect(userLanguage('es', [AUTHORITIES.USER, AUTHORITIES.CLIENT_ADMIN])).toBe('es');
    expect(userLanguage('es', [AUTHORITIES.CONNECTS_ADMIN])).toBe('en');
    expect(userLanguage('de', [AUTHORITIES.HOTLINE_AGENT])).toBe('en');
    expect(userLanguage('fr', [AUTHORITIES.HOTLINE_AGENT])).toBe('fr');
  });
});

describe('isLangKey', () => {
  it('knows the 27 codes only', () => {
    expect(LANGUAGES.every(isLangKey)).toBe(true);
    expect(isLangKey('EN')).toBe(false);
    expect(isLangKey('xx')).toBe(false);
    expect(isLangKey(null)).toBe(false);
  });
});

describe('offeredLanguages', () => {
  it('offers every language of the role away from an organization', () => {
    expect(offeredLanguages(LANGUAGES, null, 'de')).toBe(LANGUAGES);
  });

  it("narrows to the organization's languages, in the menu's order", () => {
    expect(offeredLanguages(LANGUAGES, ['fr', 'en', 'es'], 'en')).toEqual(['en', 'fr', 'es']);
  });

  it('keeps the current language listed even when the organization does not offer it', () => {
    expect(offeredLanguages(LANGUAGES, ['fr', 'en'], 'de')).toEqual(['en', 'fr', 'de']);
  });
});
