import { describe, expect, it } from 'vitest';
import { compareToEnglish, type IdenticalAllowance, placeholdersOf, unknownAllowances } from '../src/check.ts';

const english = {
  home: { title: 'Welcome', greeting: 'Hello {{name}}', brand: 'Candor', count: '{{count, number}} reports' },
  mail: { subject: 'New report for {organization}' },
};
const french = {
  home: { title: 'Bienvenue', greeting: 'Bonjour {{name}}', brand: 'Candor', count: '{{count, number}} signalements' },
  mail: { subject: 'Nouveau signalement pour {organization}' },
};
const compare = (messages: object, allowance: IdenticalAllowance = { '*': ['home.brand'] }, translated = true) =>
  compareToEnglish({ lang: 'fr', english, messages: messages as never, translated, allowance });
const withHome = (home: object) => ({ ...french, home: { ...french.home, ...home } });

describe('compareToEnglish', () => {
  it('finds nothing wrong in a complete translation', () => {
    expect(compare(french)).toEqual([]);
  });

  it('reports a missing key', () => {
    const { title: _, ...home } = french.home;
    expect(compare({ ...french, home })).toEqual([{ kind: 'missing', lang: 'fr', key: 'home.title' }]);
  });

  it('reports a key English does not have', () => {
    expect(compare(withHome({ extra: 'En plus' }))).toEqual([{ kind: 'extra', lang: 'fr', key: 'home.extra' }]);
  });

  it('reports a text left in English', () => {
    expect(compare(withHome({ title: 'Welcome' }))).toEqual([{ kind: 'untranslated', lang: 'fr', key: 'home.title' }]);
  });

  it('accepts English texts where the language is English', () => {
    expect(compare(english, { '*': [] }, false)).toEqual([]);
  });

  it('accepts an allowed identical text, in every language or only in the one named', () => {
    expect(compare(withHome({ title: 'Welcome' }), { '*': ['home.brand'], fr: ['home.title'] })).toEqual([]);
    expect(compare(french, { '*': [] })).toEqual([{ kind: 'untranslated', lang: 'fr', key: 'home.brand' }]);
  });

  it('reports an allowance for this language that is no longer needed', () => {
    expect(compare(french, { '*': ['home.brand'], fr: ['home.title'] })).toEqual([
      { kind: 'needless-allowance', lang: 'fr', key: 'home.title' },
    ]);
  });

  it('reports empty texts and values that are not text', () => {
    expect(compare(withHome({ title: '  ', greeting: 42 }))).toEqual([
      { kind: 'empty', lang: 'fr', key: 'home.title' },
      { kind: 'not-text', lang: 'fr', key: 'home.greeting' },
    ]);
  });

  it('reports placeholders that differ from English, in both notations', () => {
    expect(compare({ ...withHome({ greeting: 'Bonjour {{nom}}' }), mail: { subject: 'Nouveau signalement' } })).toEqual(
      [
        { kind: 'placeholders', lang: 'fr', key: 'home.greeting', expected: ['name'], found: ['nom'] },
        { kind: 'placeholders', lang: 'fr', key: 'mail.subject', expected: ['organization'], found: [] },
      ],
    );
  });
});

describe('placeholdersOf', () => {
  it('reads i18next and single-brace placeholders, with formats, once each', () => {
    expect(placeholdersOf('{{count, number}} of {{ total }} for {org} and {org}')).toEqual(['count', 'org', 'total']);
    expect(placeholdersOf('no placeholders here')).toEqual([]);
  });
});

describe('unknownAllowances', () => {
  it('names allowance entries that are not English keys', () => {
    expect(unknownAllowances(english, { '*': ['home.brand', 'home.gone'], de: ['mail.subject'] })).toEqual([
      'home.gone',
    ]);
  });
});
