import { LANGUAGE_TAGS, LANGUAGES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime, intlLocale } from './intl-locale.ts';

describe('intlLocale', () => {
  it("is the shared table's tag for every interface language", () => {
    for (const lang of LANGUAGES) expect(intlLocale(lang), lang).toBe(LANGUAGE_TAGS[lang].bcp47);
  });
});

describe('formatDateTime', () => {
  const afternoon = new Date(2026, 2, 5, 15, 4);
  const morning = new Date(2026, 11, 31, 0, 9);

  it('writes "YYYY-MM-DD, hh:mm a" with the AM/PM marker of the language', () => {
    expect(formatDateTime(afternoon, 'en')).toBe('2026-03-05, 03:04 PM');
    expect(formatDateTime(morning, 'en')).toBe('2026-12-31, 12:09 AM');
    // Intl (CLDR) puts the marker first in these languages; the spec's order holds here too.
    expect(formatDateTime(afternoon, 'zh')).toBe('2026-03-05, 03:04 下午');
    expect(formatDateTime(afternoon, 'jp')).toBe('2026-03-05, 03:04 午後');
  });

  it('keeps the order date, hours, minutes, day period in every interface language', () => {
    for (const lang of LANGUAGES) {
      expect(formatDateTime(afternoon, lang), lang).toMatch(/^2026-03-05, 03:04 \S/);
      expect(formatDateTime(morning, lang), lang).toMatch(/^2026-12-31, 12:09 \S/);
    }
  });
});
