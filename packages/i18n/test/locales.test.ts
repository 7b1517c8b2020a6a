import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, REPORT_LOG_TYPES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import {
  compareToEnglish,
  describeProblem,
  flattenTree,
  type IdenticalAllowance,
  unknownAllowances,
} from '../src/check.ts';
import { LOCALES_DIR, loadLocale } from '../src/index.ts';

const EMAILS_DIR = path.resolve(LOCALES_DIR, '../emails');
const allowance: IdenticalAllowance = JSON.parse(
  readFileSync(path.resolve(LOCALES_DIR, '../identical-ok.json'), 'utf8'),
);

/** English and Australian English are the languages whose texts may read as English. */
const ENGLISH = new Set(['en', 'au']);
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('interface texts (locales/<lang>/<area>.json)', () => {
  const english = loadLocale('en');

  it('has a folder for each of the 27 languages and no other', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has the same area files in every language', () => {
    const areas = readdirSync(path.join(LOCALES_DIR, 'en')).sort();
    expect(areas.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(readdirSync(path.join(LOCALES_DIR, lang)).sort(), lang).toEqual(areas);
  });

  it('words every event a report log holds, so none reads as the generic activity', () => {
    const keys = flattenTree(english);
    for (const type of REPORT_LOG_TYPES) expect(keys.has(`reviewer.log.${type}`), type).toBe(true);
  });

  it('puts the keys of a dotted file name under its path (connectsAdmin.categoryAccess.json)', () => {
    const keys = [...flattenTree(english).keys()];
    expect(keys).toContain('connectsAdmin.categoryAccess.errorDeactivatedUser');
    expect(keys).not.toContain('connectsAdmin.categoryAccess.json');
    expect(keys.filter((k) => k.startsWith('connectsAdmin.categoryAccess.')).length).toBeGreaterThan(30);
  });

  it('allows only keys that exist to stay identical to English', () => {
    expect(unknownAllowances(english, allowance)).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => [l]))('%s: every English key, translated, with the same placeholders', (lang) => {
    const problems = compareToEnglish({
      lang,
      english,
      messages: loadLocale(lang),
      translated: !ENGLISH.has(lang),
      allowance,
    });
    expect(problems.map(describeProblem)).toEqual([]);
  });
});

describe('email texts (emails/<lang>.json)', () => {
  const english = readJson(path.join(EMAILS_DIR, 'en.json'));

  it('has a file for each of the 27 languages and no other', () => {
    expect(readdirSync(EMAILS_DIR).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it.each(LANGUAGES.map((l) => [l]))('%s: every English key, translated, with the same placeholders', (lang) => {
    const messages = readJson(path.join(EMAILS_DIR, `${lang}.json`));
    const problems = compareToEnglish({ lang, english, messages, translated: !ENGLISH.has(lang), allowance });
    expect(problems.map(describeProblem)).toEqual([]);
  });
});

describe('one word for one thing', () => {
  /** Every text of a tree of messages, with its key. */
  const texts = (tree: unknown, key = ''): [string, string][] =>
    typeof tree === 'string'
      ? [[key, tree]]
      : Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));

  it('fr: says e-mail, never courriel, in the interface and in emails', () => {
    const all = [...texts(loadLocale('fr')), ...texts(readJson(path.join(EMAILS_DIR, 'fr.json')), 'emails')];
    expect(all.filter(([, text]) => /e-mail/i.test(text)).length).toBeGreaterThan(30);
    expect(all.filter(([, text]) => /courriel/i.test(text)).map(([key]) => key)).toEqual([]);
  });
});
