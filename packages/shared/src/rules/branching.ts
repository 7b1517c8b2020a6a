/** Question branching (spec 000 §4 "Branching questions", spec 001 §4); runs in the browser and on the server. */
import { SINGLE_CHECKBOX_VALUES } from './readable-answer.ts';

export const QUESTION_LAYOUTS = [
  'date',
  'multipleCheckbox',
  'radio',
  'rangeSelect',
  'select',
  'singleCheckbox',
  'textarea',
] as const;
export type QuestionLayout = (typeof QUESTION_LAYOUTS)[number];

export interface PotentialResponse {
  responseId: number;
  value: string;
  hidden?: boolean;
  branchTo?: number | null;
}

export interface Question {
  questionId: number;
  question: string;
  layout: QuestionLayout;
  mandatory: boolean;
  position: number;
  hidden: boolean;
  potentialResponses: PotentialResponse[];
}

export interface Answer {
  questionId: number;
  responseId?: number | null;
  value: string;
  branchTo?: number | null;
}

export type SubmittedAnswer = Answer & { position: number };

/** The blank option every select question starts with. */
export const SELECT_BLANK_RESPONSE_ID = 0;

/**
 * The question an answer opens, as the question's own potential responses define it
 * (matched by responseId, or by value when there is none). The answer's own branchTo
 * is not trusted, so a client cannot open a question by claiming a branch.
 */
export function branchTarget(question: Question, answer: Answer): number | null {
  const { responseId } = answer;
  const byId = responseId != null && responseId !== SELECT_BLANK_RESPONSE_ID;
  const response = question.potentialResponses.find((r) =>
    byId ? r.responseId === responseId : r.value === answer.value,
  );
  return response?.branchTo ?? null;
}

/**
 * A question is hidden when flagged hidden, or when some potential response branches to it
 * and no answer of a visible question does. Only answers to visible questions count, so
 * dropping an answer also closes the chain below it (and a cycle cannot keep itself open).
 */
export function hiddenQuestionIds(questions: readonly Question[], answers: readonly Answer[]): Set<number> {
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  const targets = new Set(questions.flatMap((q) => q.potentialResponses.map((r) => r.branchTo ?? null)));
  const visible = new Set(questions.filter((q) => !q.hidden && !targets.has(q.questionId)).map((q) => q.questionId));
  for (let opened = true; opened; ) {
    opened = false;
    for (const answer of answers) {
      const question = byId.get(answer.questionId);
      if (!question || !visible.has(question.questionId)) continue;
      const target = byId.get(branchTarget(question, answer) ?? Number.NaN);
      if (target && !target.hidden && !visible.has(target.questionId)) {
        visible.add(target.questionId);
        opened = true;
      }
    }
  }
  return new Set(questions.map((q) => q.questionId).filter((id) => !visible.has(id)));
}

export function visibleQuestions<Q extends Question>(questions: readonly Q[], answers: readonly Answer[]): Q[] {
  const hidden = hiddenQuestionIds(questions, answers);
  return questions.filter((q) => !hidden.has(q.questionId));
}

/** Drops answers to hidden questions; the result is stable (pruning it again changes nothing). */
export function pruneHiddenAnswers<A extends Answer>(questions: readonly Question[], answers: readonly A[]): A[] {
  const hidden = hiddenQuestionIds(questions, answers);
  return answers.filter((a) => !hidden.has(a.questionId));
}

/** The options offered for a question: visible responses, after a blank one for selects. */
export function responseOptions(question: Question): PotentialResponse[] {
  const shown = question.potentialResponses.filter((r) => !r.hidden);
  return question.layout === 'select' ? [{ responseId: SELECT_BLANK_RESPONSE_ID, value: '' }, ...shown] : shown;
}

/** Adds the automatic "false" answer of every shown single-checkbox question that has none yet. */
export function initialAnswers(questions: readonly Question[], answers: readonly Answer[] = []): Answer[] {
  let result = [...answers];
  for (;;) {
    const answered = new Set(result.map((a) => a.questionId));
    const added = visibleQuestions(questions, result)
      .filter((q) => q.layout === 'singleCheckbox' && !answered.has(q.questionId))
      .map((q) => {
        const response = q.potentialResponses.find((r) => r.value === SINGLE_CHECKBOX_VALUES.unchecked);
        return {
          questionId: q.questionId,
          responseId: response?.responseId ?? null,
          value: SINGLE_CHECKBOX_VALUES.unchecked,
          branchTo: response?.branchTo ?? null,
        };
      });
    if (added.length === 0) return result;
    result = [...result, ...added];
  }
}

export function isBlankAnswer(answer: Answer): boolean {
  return answer.value.trim() === '' || answer.responseId === SELECT_BLANK_RESPONSE_ID;
}

/** Ids of mandatory visible questions without a non-blank answer, in position order. */
export function missingMandatory(questions: readonly Question[], answers: readonly Answer[]): number[] {
  const answered = new Set(answers.filter((a) => !isBlankAnswer(a)).map((a) => a.questionId));
  return byPosition(visibleQuestions(questions, answers))
    .filter((q) => q.mandatory && !answered.has(q.questionId))
    .map((q) => q.questionId);
}

/**
 * The answer list to submit (spec 000 §3): answers to visible questions with the template's
 * branchTo, an empty response for each unanswered visible question, sorted by position.
 * Answers to hidden or unknown questions are left out.
 */
export function completeAnswers(questions: readonly Question[], answers: readonly Answer[]): SubmittedAnswer[] {
  const visible = byPosition(visibleQuestions(questions, answers));
  return visible.flatMap((q) => {
    const own = answers.filter((a) => a.questionId === q.questionId);
    if (own.length === 0)
      return [{ questionId: q.questionId, responseId: null, value: '', branchTo: null, position: q.position }];
    return own.map((a) => ({ ...a, branchTo: branchTarget(q, a), position: q.position }));
  });
}

function byPosition(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => a.position - b.position || a.questionId - b.questionId);
}

/**
 * The answers with every single checkbox never answered read as unchecked, value 'false'
 * (spec 001 §4: the box is stored unchecked when first shown; decision 039).
 */
export function withUncheckedBoxes(questions: readonly Question[], answers: readonly Answer[]): Answer[] {
  const answered = new Set(answers.map((a) => a.questionId));
  const unchecked = questions
    .filter((q) => q.layout === 'singleCheckbox' && !answered.has(q.questionId))
    .map((q) => ({ questionId: q.questionId, responseId: null, value: SINGLE_CHECKBOX_VALUES.unchecked }));
  return [...answers, ...unchecked];
}
