import type { Question } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { settleAnswers, withCheck, withChoice, withChoices, withText } from './answer-edits.ts';

const q = (questionId: number, layout: Question['layout'], responses: [number, string, number?][] = []): Question => ({
  questionId,
  question: `Q${questionId}`,
  layout,
  mandatory: false,
  position: questionId,
  hidden: false,
  potentialResponses: responses.map(([responseId, value, branchTo]) => ({
    responseId,
    value,
    hidden: false,
    branchTo: branchTo ?? null,
  })),
});

describe('answer edits of the question renderer', () => {
  it('removes a text answer when it is emptied', () => {
    const answers = withText([], 1, 'hello');
    expect(answers).toEqual([{ questionId: 1, responseId: null, value: 'hello', branchTo: null }]);
    expect(withText(answers, 1, '')).toEqual([]);
  });

  it('takes the branch of the chosen response and drops the answer for the blank select option', () => {
    const select = q(1, 'select', [[5, 'Other', 2]]);
    const answers = withChoice([], 1, select.potentialResponses[0]);
    expect(answers).toEqual([{ questionId: 1, responseId: 5, value: 'Other', branchTo: 2 }]);
    expect(withChoice(answers, 1, { responseId: 0, value: '' })).toEqual([]);
  });

  it('keeps one answer per chosen checkbox and replaces the earlier choice', () => {
    const multi = q(1, 'multipleCheckbox', [
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    const first = withChoices([], 1, multi.potentialResponses.slice(0, 2));
    expect(first.map((a) => a.responseId)).toEqual([1, 2]);
    expect(withChoices(first, 1, [multi.potentialResponses[2]]).map((a) => a.responseId)).toEqual([3]);
  });

  it('answers a single checkbox "true" or "false" with the matching response', () => {
    const single = q(1, 'singleCheckbox', [
      [7, 'true'],
      [8, 'false'],
    ]);
    expect(withCheck([], single, true)).toEqual([{ questionId: 1, responseId: 7, value: 'true', branchTo: null }]);
    expect(withCheck([], single, false)[0]).toMatchObject({ responseId: 8, value: 'false' });
  });

  it('drops answers to questions a changed answer hides, and answers newly shown single checkboxes "false"', () => {
    const questions = [
      q(1, 'radio', [
        [1, 'Yes', 2],
        [2, 'No'],
      ]),
      q(2, 'textarea'),
      q(3, 'radio', [[3, 'Open', 4]]),
      q(4, 'singleCheckbox'),
    ];
    const opened = settleAnswers(
      questions,
      withChoice(withText([], 2, 'details'), 1, questions[0].potentialResponses[0]),
    );
    expect(opened.map((a) => a.questionId).sort()).toEqual([1, 2]);
    const closed = settleAnswers(questions, withChoice(opened, 1, questions[0].potentialResponses[1]));
    expect(closed.map((a) => a.questionId)).toEqual([1]);
    const checkbox = settleAnswers(questions, withChoice(closed, 3, questions[2].potentialResponses[0]));
    expect(checkbox.find((a) => a.questionId === 4)).toMatchObject({ value: 'false' });
  });
});
