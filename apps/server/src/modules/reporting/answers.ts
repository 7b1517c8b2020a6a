import {
  type Answer,
  completeAnswers,
  hiddenQuestionIds,
  isBlankAnswer,
  layoutMisfit,
  missingMandatory,
  SELECT_BLANK_RESPONSE_ID,
  type SubmittedAnswer,
  type TQuestion,
  type TSubmittedResponse,
} from '@candor/shared';
import { badRequest } from '../../lib/http-error.ts';

const FREE_TEXT = new Set(['textarea', 'date']);

/**
 * One answer checked against its question: free text against its layout, a choice against the
 * responses offered, rewritten with the template's own response.
 */
function normalize(question: TQuestion, answer: TSubmittedResponse): Answer {
  const responseId = answer.responseId ?? null;
  const blank: Answer = { questionId: question.questionId, responseId, value: '' };
  if (isBlankAnswer({ questionId: question.questionId, responseId, value: answer.value })) return blank;
  if (FREE_TEXT.has(question.layout)) {
    if (responseId !== null) throw badRequest('error.unknownResponse');
    if (layoutMisfit(question.layout, { responseId, value: answer.value })) throw badRequest('error.validation');
    return { questionId: question.questionId, responseId: null, value: answer.value };
  }
  const offered = question.potentialResponses.filter((r) => !r.hidden);
  const response =
    responseId !== null
      ? offered.find((r) => r.responseId === responseId)
      : offered.find((r) => r.value === answer.value);
  if (!response) throw badRequest('error.unknownResponse');
  return { questionId: question.questionId, responseId: response.responseId, value: response.value };
}

/**
 * Validates a list of answers with the shared branching rules, as the browser applied them:
 * every answer names a question of the list; only a multiple-checkbox question takes more
 * than one answer; an answer to a question that is hidden (by its flag or by branching)
 * is refused, and so is a blank mandatory visible question (as the browser refuses them),
 * unless `mandatory` is false (a transcription: the letter answers what it answers).
 * Returns the answers to store: one per answer, plus an empty one for each unanswered
 * visible question, sorted by position.
 */
export function checkAnswers(
  questions: readonly TQuestion[],
  submitted: readonly TSubmittedResponse[],
  { mandatory = true }: { mandatory?: boolean } = {},
): SubmittedAnswer[] {
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  const answers: Answer[] = [];
  for (const raw of submitted) {
    const question = byId.get(raw.questionId);
    if (!question) throw badRequest('error.unknownQuestion');
    const answer = normalize(question, raw);
    if (isBlankAnswer(answer)) continue;
    const earlier = answers.filter((a) => a.questionId === answer.questionId);
    const repeated = earlier.some((a) => a.responseId === answer.responseId && a.value === answer.value);
    const single = question.layout !== 'multipleCheckbox';
    if (earlier.length > 0 && (single || repeated)) throw badRequest('error.validation');
    answers.push(answer);
  }
  const hidden = hiddenQuestionIds(questions, answers);
  if (answers.some((a) => hidden.has(a.questionId))) throw badRequest('error.hiddenQuestionAnswered');
  const missing = mandatory ? missingMandatory(questions, answers) : [];
  if (missing.length > 0) throw badRequest('error.mandatoryQuestion', { questionIds: missing });
  return completeAnswers(questions, answers).map((a) => ({
    ...a,
    responseId: a.responseId === SELECT_BLANK_RESPONSE_ID ? null : (a.responseId ?? null),
  }));
}
