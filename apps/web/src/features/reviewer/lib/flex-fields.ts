import {
  type Answer,
  missingMandatory,
  pruneHiddenAnswers,
  REPORT_STATUS,
  type TFlexFieldQuestion,
  type TFlexFieldResponse,
  visibleQuestions,
  withUncheckedBoxes,
} from '@candor/shared';

type FlexReport = {
  statusId: number;
  reportFlexFieldQuestions: TFlexFieldQuestion[];
  reportFlexFieldResponses: TFlexFieldResponse[];
};

/** The stored flex-field responses as answers of the shared question rules. */
export const flexAnswers = (responses: readonly TFlexFieldResponse[]): Answer[] =>
  responses.map((r) => ({ questionId: r.flexFieldId, responseId: r.responseId, value: r.value }));

/** The stored answers, a single checkbox never answered reading as unchecked (spec 001 §4, decision 039). */
export const storedFlexAnswers = (report: FlexReport): Answer[] =>
  withUncheckedBoxes(report.reportFlexFieldQuestions, flexAnswers(report.reportFlexFieldResponses));

/** The questions the view mode lists: those the stored answers open (branching hides the others, spec 001 §4). */
export const viewedQuestions = <Q extends TFlexFieldQuestion>(questions: readonly Q[], report: FlexReport): Q[] =>
  visibleQuestions(questions, storedFlexAnswers(report));

/** On a closed report only questions flagged modifiable can be edited (spec 001 §4). */
export const editableQuestions = (report: FlexReport): TFlexFieldQuestion[] =>
  report.reportFlexFieldQuestions.filter((q) => report.statusId !== REPORT_STATUS.CLOSE || q.modifiable);

/** The tab starts in edit mode when the report has no flex-field responses, else in view mode (spec 001 §4). */
export const startsInEditMode = (report: FlexReport) => report.reportFlexFieldResponses.length === 0;

/** One question's answer as the save sends it: several chosen responses as one value. */
function entryOf(answers: readonly Answer[], questionId: number) {
  const own = answers.filter((a) => a.questionId === questionId);
  const value = own.map((a) => a.value).join(', ');
  return { flexFieldId: questionId, responseId: own.length === 1 ? (own[0].responseId ?? null) : null, value };
}

/**
 * The body of `PUT …/flex-field-responses`: the editable questions whose answer differs from the
 * one the edit began from (`from`), the empty answer removing a stored one; answers hidden by
 * branching are dropped. A question left as it was is not sent, so that a second reviewer's save
 * does not undo what another saved meanwhile, even once the report has been read again. A single
 * checkbox never answered is sent, as unchecked (decision 039).
 */
export function flexSaveBody(
  report: FlexReport,
  answers: readonly Answer[],
  from: readonly TFlexFieldResponse[] = report.reportFlexFieldResponses,
) {
  const pending = pruneHiddenAnswers(report.reportFlexFieldQuestions, answers);
  const loaded = flexAnswers(from);
  return editableQuestions(report)
    .map((q) => ({ now: entryOf(pending, q.questionId), before: entryOf(loaded, q.questionId) }))
    .filter(({ now, before }) => now.value !== before.value || now.responseId !== before.responseId)
    .map(({ now }) => now);
}

/** Whether the pending answers differ from the stored ones. */
export function flexChanged(report: FlexReport, answers: readonly Answer[]): boolean {
  const key = (list: readonly Answer[]) =>
    JSON.stringify(
      list
        .filter((a) => a.value !== '' || a.responseId)
        .map((a) => [a.questionId, a.responseId ?? null, a.value])
        .sort(),
    );
  return key(storedFlexAnswers(report)) !== key(answers);
}

/**
 * Mandatory additional-information questions still without a response: closing is offered
 * directly only when there are none (spec 001 §4).
 */
export const missingMandatoryFlex = (report: FlexReport): number[] =>
  missingMandatory(report.reportFlexFieldQuestions, storedFlexAnswers(report));
