import { describe, expect, it } from 'vitest';
import { answersByQuestion, readableAnswer, readableFlexAnswer } from './readable-answer.ts';

const words = { yes: 'Yes', no: 'No' };

describe('answersByQuestion', () => {
  it('gives each question once, its ticked choices joined, blank answers left out', () => {
    const rows = [
      { description: 'Is it still going on?', value: 'true' },
      { description: 'Who is involved? Select all that apply.', value: 'A manager' },
      { description: 'Who is involved? Select all that apply.', value: 'An executive' },
      { description: 'When did it start?', value: '  ' },
      { description: 'How often?', value: 'Weekly' },
    ];
    expect(answersByQuestion(rows, (r) => readableAnswer(r.value, words))).toEqual([
      { question: 'Is it still going on?', answer: 'Yes' },
      { question: 'Who is involved? Select all that apply.', answer: 'A manager, An executive' },
      { question: 'How often?', answer: 'Weekly' },
    ]);
  });

  it('words each row with `read`, a translation for instance', () => {
    const rows = [
      { description: 'Who?', value: 'A manager', valueTranslation: 'Un responsable' },
      { description: 'Who?', value: 'An executive', valueTranslation: 'Un dirigeant' },
    ];
    expect(answersByQuestion(rows, (r) => r.valueTranslation)).toEqual([
      { question: 'Who?', answer: 'Un responsable, Un dirigeant' },
    ]);
  });
});

describe('readableFlexAnswer', () => {
  it('reads a single checkbox as Yes or No, and any other answer as stored', () => {
    expect(readableFlexAnswer('singleCheckbox', 'true', words)).toBe('Yes');
    expect(readableFlexAnswer('singleCheckbox', 'false', words)).toBe('No');
    expect(readableFlexAnswer('multipleCheckbox', 'Finance, Legal', words)).toBe('Finance, Legal');
    expect(readableFlexAnswer('select', 'Not substantiated', words)).toBe('Not substantiated');
    expect(readableFlexAnswer('textarea', 'true', words)).toBe('true');
  });
});
