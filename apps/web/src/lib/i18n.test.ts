import { loadLocale } from '@candor/i18n';
import { describe, expect, it } from 'vitest';
import { interpolate, lookupMessage, type Messages, translateWith } from './i18n.ts';

const messages: Messages = {
  home: { title: 'Speak up', greeting: 'Hello {{name}}, you have {{ count }} messages', nested: { deep: 'Deep' } },
  reporter: { login: { attemptsLeft: '{{n}} attempts left' } },
};

describe('translating with a language file', () => {
  it('finds a dotted key in the nested areas', () => {
    expect(translateWith(messages, 'home.title')).toBe('Speak up');
    expect(translateWith(messages, 'home.nested.deep')).toBe('Deep');
  });

  it('answers the key itself when the text is missing or is a group of texts', () => {
    expect(translateWith(messages, 'home.missing')).toBe('home.missing');
    expect(translateWith(messages, 'home.title.more')).toBe('home.title.more');
    expect(translateWith(messages, 'home.nested')).toBe('home.nested');
    expect(translateWith(undefined, 'home.title')).toBe('home.title');
    expect(lookupMessage(messages, 'home.nested')).toBeUndefined();
  });

  it('fills every placeholder, spaces inside the braces allowed, and leaves nothing for a missing one', () => {
    expect(translateWith(messages, 'home.greeting', { name: 'Ada', count: 3 })).toBe('Hello Ada, you have 3 messages');
    expect(translateWith(messages, 'home.greeting', { name: 'Ada' })).toBe('Hello Ada, you have  messages');
    expect(translateWith(messages, 'reporter.login.attemptsLeft', { n: 0 })).toBe('0 attempts left');
  });

  it('leaves markup in parameters as text for React to escape', () => {
    expect(interpolate('Hi {{name}}', { name: '<b>x</b>' })).toBe('Hi <b>x</b>');
  });

  it('reads the real language files: every English text is found under its key', () => {
    const en = loadLocale('en') as Messages;
    expect(translateWith(en, 'reporter.login.title')).not.toBe('reporter.login.title');
    expect(translateWith(en, 'global.skipLinks.main')).not.toBe('global.skipLinks.main');
  });
});
