import { ENGLISH_ONLY, HOTLINE_LANGUAGES, LANGUAGES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { sessionLanguage } from './language-sync.ts';

describe('the language a session sees', () => {
  it("follows the signed-in account's preference", () => {
    expect(sessionLanguage('en', 'fr', LANGUAGES)).toBe('fr');
  });

  it('keeps the current language when there is no account preference', () => {
    expect(sessionLanguage('de', null, LANGUAGES)).toBe('de');
  });

  it("falls back within the role's languages", () => {
    expect(sessionLanguage('de', 'de', HOTLINE_LANGUAGES)).toBe('en');
    expect(sessionLanguage('es', 'de', HOTLINE_LANGUAGES)).toBe('es');
    expect(sessionLanguage('fr', 'fr', ENGLISH_ONLY)).toBe('en');
  });
});
