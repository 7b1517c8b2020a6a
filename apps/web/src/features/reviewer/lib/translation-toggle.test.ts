import { describe, expect, it } from 'vitest';
import { translationToggle } from './translation-toggle.ts';

const report = (on: boolean, lang: string | null, score: number, text: string | null = 'Hello') => ({
  isTranslatingEnabled: on,
  reportInputTranslation: { translatedText: text, detectedLanguage: lang, detectedLanguageScore: score },
});

describe('translation toggle', () => {
  it('is hidden without a provider, a translation or a positive score', () => {
    expect(translationToggle(report(false, 'de', 0.9))).toBe('hidden');
    expect(translationToggle({ isTranslatingEnabled: true, reportInputTranslation: null })).toBe('hidden');
    expect(translationToggle(report(true, 'de', 0))).toBe('hidden');
    expect(translationToggle(report(true, 'de', 0.9, null))).toBe('hidden');
  });
  it('is disabled for an unsure non-English detection and enabled otherwise', () => {
    expect(translationToggle(report(true, 'de', 0.75))).toBe('disabled');
    expect(translationToggle(report(true, 'de', 0.76))).toBe('enabled');
    expect(translationToggle(report(true, 'en', 0.5))).toBe('enabled');
  });
});
