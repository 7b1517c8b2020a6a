import {
  type Answer,
  initialAnswers,
  type PotentialResponse,
  pruneHiddenAnswers,
  type Question,
  SELECT_BLANK_RESPONSE_ID,
  SINGLE_CHECKBOX_VALUES,
} from '@candor/shared';

/** Answers after a change: answers to questions now hidden are dropped, new single checkboxes start at "false". */
export function settleAnswers(questions: readonly Question[], answers: readonly Answer[]): Answer[] {
  return initialAnswers(questions, pruneHiddenAnswers(questions, answers));
}

const others = (answers: readonly Answer[], questionId: number) => answers.filter((a) => a.questionId !== questionId);

/** A free-text or date answer; an empty value removes it. */
export function withText(answers: readonly Answer[], questionId: number, value: string): Answer[] {
  const rest = others(answers, questionId);
  return value === '' ? rest : [...rest, { questionId, responseId: null, value, branchTo: null }];
}

/** The one chosen response of a radio, select or range question; the blank select option removes it. */
export function withChoice(
  answers: readonly Answer[],
  questionId: number,
  response: PotentialResponse | undefined,
): Answer[] {
  const rest = others(answers, questionId);
  if (!response || response.responseId === SELECT_BLANK_RESPONSE_ID) return rest;
  return [
    ...rest,
    { questionId, responseId: response.responseId, value: response.value, branchTo: response.branchTo ?? null },
  ];
}

/** The chosen responses of a multiple-checkbox question, one answer each. */
export function withChoices(
  answers: readonly Answer[],
  questionId: number,
  chosen: readonly PotentialResponse[],
): Answer[] {
  return [
    ...others(answers, questionId),
    ...chosen.map((r) => ({ questionId, responseId: r.responseId, value: r.value, branchTo: r.branchTo ?? null })),
  ];
}

/** A single checkbox answers "true" or "false", with the response of that value when the question defines one. */
export function withCheck(answers: readonly Answer[], question: Question, checked: boolean): Answer[] {
  const value = checked ? SINGLE_CHECKBOX_VALUES.checked : SINGLE_CHECKBOX_VALUES.unchecked;
  const response = question.potentialResponses.find((r) => r.value === value);
  return [
    ...others(answers, question.questionId),
    {
      questionId: question.questionId,
      responseId: response?.responseId ?? null,
      value,
      branchTo: response?.branchTo ?? null,
    },
  ];
}
