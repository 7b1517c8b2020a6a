import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { EMAILS_DIR, renderEmail, ZEmailTexts } from './email-texts.ts';

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
});
