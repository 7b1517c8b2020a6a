import { loadLocale } from '@candor/i18n';
import { describe, expect, it } from 'vitest';
import { type Messages, translateWith } from '../../lib/i18n.ts';
import { originalAnswers } from './original-answers.ts';

const answers = (lang: string, values: [string, string][]) => {
  const messages = loadLocale(lang) as Messages;
  const t = (key: string) => translateWith(messages, key);
  return originalAnswers({ reportQuestions: values.map(([description, value]) => ({ description, value })) }, t);
};

describe('the original report answers', () => {
  it('shows a single checkbox as Yes or No, never as true or false', () => {
    expect(
      answers('en', [
        ['Still going on', 'false'],
        ['Reported before', 'true'],
      ]),
    ).toEqual([
      { question: 'Still going on', answer: 'No' },
      { question: 'Reported before', answer: 'Yes' },
    ]);
    expect(answers('fr', [['Toujours en cours', 'false']])).toEqual([{ question: 'Toujours en cours', answer: 'Non' }]);
  });

  it('keeps other answers as written and leaves out blank ones', () => {
    expect(
      answers('en', [
        ['Who', 'Someone else'],
        ['Name', '  '],
        ['Amount', 'True story'],
      ]),
    ).toEqual([
      { question: 'Who', answer: 'Someone else' },
      { question: 'Amount', answer: 'True story' },
    ]);
  });

  it('shows a multiple-checkbox question once, with its ticked choices in order', () => {
    const involved = 'Who is involved? Select all that apply.';
    const shown = answers('en', [
      ['Still going on', 'true'],
      [involved, 'A manager'],
      [involved, 'An executive'],
      ['How long has this been going on?', '1 to 6 months'],
    ]);
    expect(shown.map((a) => a.question)).toEqual(['Still going on', involved, 'How long has this been going on?']);
    expect(shown.map((a) => a.answer)).toEqual(['Yes', 'A manager, An executive', '1 to 6 months']);
  });
});
