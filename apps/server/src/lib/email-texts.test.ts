import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { dayCount, EMAILS_DIR, renderEmail, ZEmailTexts } from './email-texts.ts';

const load = (lang: string) =>
  ZEmailTexts.parse(JSON.parse(readFileSync(path.join(EMAILS_DIR, `${lang}.json`), 'utf8')));

describe('email texts', () => {
  it('exist for the 27 languages in the shape the server reads (translation checks: packages/i18n)', () => {
    const files = readdirSync(EMAILS_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(() => load(lang), lang).not.toThrow();
  });

  it('fills the placeholders and adds the footer', () => {
    const mail = renderEmail('reviewerNewReport', 'es', {
      organization: 'Northwind Europa',
      link: 'https://x.example/reviewer',
    });
    expect(mail.subject).toBe('Nuevo informe para Northwind Europa');
    expect(mail.text).toContain('https://x.example/reviewer');
    expect(mail.text.trimEnd().endsWith('Este mensaje se envió automáticamente. Por favor, no responda.')).toBe(true);
  });

  it('leaves no empty paragraph where a placeholder of its own paragraph is empty', () => {
    const values = { login: 'nora', link: 'https://x.example/k', hours: '24' };
    const without = renderEmail('staffInvitation', 'en', { ...values, details: '' }).text;
    expect(without).toMatch(/^An administrator has created your account nora\.\n\nTo choose your password/);
    expect(without).not.toMatch(/\n{3}/);
    const withDetails = renderEmail('staffInvitation', 'en', { ...values, details: 'Type: Delegate' }).text;
    expect(withDetails).toMatch(/account nora\.\n\nType: Delegate\n\nTo choose your password/);
  });

  it("counts days by each language's plural rules, in the alert emails too", () => {
    expect([dayCount('en', 1), dayCount('en', 2)]).toEqual(['1 day', '2 days']);
    expect([dayCount('fr', 1), dayCount('fr', 0), dayCount('fr', 5)]).toEqual(['1 jour', '0 jour', '5 jours']);
    expect([dayCount('de', 1), dayCount('de', 3)]).toEqual(['1 Tag', '3 Tagen']);
    expect([dayCount('jp', 1), dayCount('jp', 7)]).toEqual(['1日', '7日']);
    expect([1, 3, 5, 21].map((n) => dayCount('ru', n))).toEqual(['1 дня', '3 дней', '5 дней', '21 дня']);
    expect(dayCount('xx', 1)).toBe('1 day');
    const alert = renderEmail('reviewerRuleNotResponded', 'en', { organization: 'Northwind', days: dayCount('en', 1) });
    expect(alert.text).toContain('has not been responded to within 1 day.');
    for (const lang of LANGUAGES) {
      for (const n of [1, 2, 5, 21]) expect(dayCount(lang, n), `${lang} ${n}`).toContain(String(n));
      for (const kind of ['reviewerRuleNotViewed', 'reviewerRuleNotResponded'] as const) {
        expect(load(lang)[kind].body, `${lang} ${kind}`).toContain('{days}');
      }
    }
  });
});
