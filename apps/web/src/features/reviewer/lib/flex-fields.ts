import {
  type Answer,
  isReportOpen,
  joinChoices,
  missingMandatory,
  pruneHiddenAnswers,
  SINGLE_CHECKBOX_VALUES,
  splitChoices,
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

/**
 * A multiple-checkbox answer of several choices is stored as one text, "A, B" (`joinChoices`):
 * read back as one answer per choice, so that its boxes show ticked and a further tick adds to
 * them rather than replacing them.
 */
function separateChoices(questions: readonly TFlexFieldQuestion[], answers: readonly Answer[]): Answer[] {
  return answers.flatMap((a) => {
    const q = questions.find((x) => x.questionId === a.questionId);
    if (q?.layout !== 'multipleCheckbox' || a.responseId || a.value === '') return [a];
    return splitChoices(
      a.value,
      q.potentialResponses.map((r) => r.value),
    ).map((value) => {
      const option = q.potentialResponses.find((r) => r.value === value);
      return {
        questionId: a.questionId,
        responseId: option?.responseId ?? null,
        value,
        branchTo: option?.branchTo ?? null,
      };
    });
  });
}

/** The stored answers, a single checkbox never answered reading as unchecked (spec 001 §4, decision 039). */
export const storedFlexAnswers = (report: FlexReport): Answer[] =>
  withUncheckedBoxes(
    report.reportFlexFieldQuestions,
    separateChoices(report.reportFlexFieldQuestions, flexAnswers(report.reportFlexFieldResponses)),
  );

/** The questions the view mode lists: those the stored answers open (branching hides the others, spec 001 §4). */
export const viewedQuestions = <Q extends TFlexFieldQuestion>(questions: readonly Q[], report: FlexReport): Q[] =>
  visibleQuestions(questions, storedFlexAnswers(report));

/** On a closed report only questions flagged modifiable can be edited (spec 001 §4). */
export const editableQuestions = (report: FlexReport): TFlexFieldQuestion[] =>
  report.reportFlexFieldQuestions.filter((q) => isReportOpen(report.statusId) || q.modifiable);

/** The tab starts in edit mode when the report has no flex-field responses, else in view mode (spec 001 §4). */
export const startsInEditMode = (report: FlexReport) => report.reportFlexFieldResponses.length === 0;

/** One question's answer as the save sends it: several chosen responses as one value. */
function entryOf(answers: readonly Answer[], questionId: number) {
  const own = answers.filter((a) => a.questionId === questionId);
  const value = joinChoices(own.map((a) => a.value));
  return { flexFieldId: questionId, responseId: own.length === 1 ? (own[0].responseId ?? null) : null, value };
}

/**
 * The body of `PUT …/flex-field-responses`: the editable questions whose answer differs from the
 * one the edit began from (`from`), the empty answer removing a stored one; answers hidden by
 * branching are dropped. A question left as it was is not sent, so that a second reviewer's save
 * does not undo what another saved meanwhile, even once the report has been read again. A single
 * checkbox never answered is sent, as unchecked (decision 039), while it is still unanswered in
 * the report as last read: a colleague may have ticked it since the edit began.
 */
export function flexSaveBody(
  report: FlexReport,
  answers: readonly Answer[],
  from: readonly TFlexFieldResponse[] = report.reportFlexFieldResponses,
) {
  const pending = pruneHiddenAnswers(report.reportFlexFieldQuestions, answers);
  const loaded = flexAnswers(from);
  const current = flexAnswers(report.reportFlexFieldResponses);
  const answeredSince = (q: TFlexFieldQuestion, now: { value: string }, before: { value: string }) =>
    q.layout === 'singleCheckbox' &&
    before.value === '' &&
    now.value === SINGLE_CHECKBOX_VALUES.unchecked &&
    entryOf(current, q.questionId).value !== '';
  return editableQuestions(report)
    .map((q) => ({ q, now: entryOf(pending, q.questionId), before: entryOf(loaded, q.questionId) }))
    .filter(({ now, before }) => now.value !== before.value || now.responseId !== before.responseId)
    .filter(({ q, now, before }) => !answeredSince(q, now, before))
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
