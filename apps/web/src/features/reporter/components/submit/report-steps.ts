import {
  emailError,
  isBlank,
  LIMITS,
  missingMandatory,
  passwordProblems,
  type Question,
  type ReportStepKey,
  sectionOrder,
  type TReportTemplate,
} from '@candor/shared';
import type { ServerCheck } from '../../hooks/use-password-check.ts';
import type { ReportDraft } from '../../state/report-draft.ts';

export type StepKey = 'agreement' | 'intake' | ReportStepKey | 'submit' | 'credentials';

export const templateCategories = (template: TReportTemplate) =>
  [...template.categoryGroups]
    .sort((a, b) => a.position - b.position)
    .flatMap((g) => [...g.categories].sort((a, b) => a.position - b.position));

/** The categories warrant a choice only when there is more than one. */
export const categoryChoiceNeeded = (template: TReportTemplate) => templateCategories(template).length > 1;

/** A single available category is preselected (spec 000 §2). */
export function preselectedCategory(template: TReportTemplate): number | null {
  const all = templateCategories(template);
  return all.length === 1 ? all[0].id : null;
}

/** Agreement, the template's sections in its order (category only when there is a choice), submit, credentials. */
export function reportSteps(template: TReportTemplate): StepKey[] {
  const sections = sectionOrder(template.sectionOrder).filter(
    (k) => k !== 'category' || categoryChoiceNeeded(template),
  );
  return ['agreement', ...sections, 'submit', 'credentials'];
}

/** The category whose questions apply: the chosen one, else the template's undefined-category questions. */
export const questionCategoryId = (template: TReportTemplate, draft: ReportDraft) =>
  draft.categoryId ?? template.undefinedQuestionCategoryId;

export const preambleQuestions = (template: TReportTemplate): Question[] =>
  template.viewPreambleQuestions ? template.preambleQuestions : [];

export interface StepContext {
  template: TReportTemplate;
  categoryQuestions: readonly Question[];
  serverCheck: ServerCheck;
  /** The step that asks the category questions (`categoryQuestionsStep`). */
  questionsStep: StepKey;
}

/** Where the category questions are asked: in the category step, or with the additional information when that step is not shown. */
export const categoryQuestionsStep = (steps: readonly StepKey[]): StepKey =>
  steps.includes('category') ? 'category' : 'additionalInformation';

export function credentialsValid(draft: ReportDraft, template: TReportTemplate, serverCheck: ServerCheck): boolean {
  const passwordOk =
    passwordProblems(draft.password).length === 0 &&
    draft.password === draft.passwordConfirm &&
    serverCheck !== 'insecure';
  const emailOk =
    !template.reporterNotificationsEnabled ||
    (draft.email === '' && draft.emailConfirm === '') ||
    emailError(draft.email, draft.emailConfirm) === null;
  return passwordOk && emailOk;
}

export function stepComplete(step: StepKey, draft: ReportDraft, ctx: StepContext): boolean {
  const categoryQuestionsOk =
    ctx.questionsStep !== step || missingMandatory(ctx.categoryQuestions, draft.categoryAnswers).length === 0;
  switch (step) {
    case 'agreement':
      return draft.agreement;
    case 'intake':
      return draft.typeId != null;
    case 'report':
      return !isBlank(draft.inputStatement);
    case 'category':
      return categoryQuestionsOk;
    case 'additionalInformation':
      return (
        categoryQuestionsOk &&
        missingMandatory(preambleQuestions(ctx.template), draft.preambleAnswers).length === 0 &&
        [...draft.reportName].length <= LIMITS.reportNameMax
      );
    case 'submit':
      return credentialsValid(draft, ctx.template, ctx.serverCheck);
    case 'credentials':
      return true;
  }
}
