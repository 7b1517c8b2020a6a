import { completeAnswers, type Question, type TReportSubmission, type TReportTemplate } from '@candor/shared';
import type { ReportDraft } from '../../state/report-draft.ts';
import { preambleQuestions } from './report-steps.ts';

/**
 * The report submission payload (spec 000 §3): unanswered visible questions as empty
 * responses, everything sorted by position, attachments sent empty with their summaries.
 */
export function buildSubmission(
  draft: ReportDraft,
  template: TReportTemplate,
  categoryQuestions: readonly Question[],
  langKey: TReportSubmission['langKey'],
  files: readonly File[],
): TReportSubmission {
  const email = template.reporterNotificationsEnabled ? draft.email.trim() : '';
  return {
    reportId: template.referenceId,
    langKey,
    organization: { id: template.orgId },
    categoryId: draft.categoryId,
    selectedCategory: draft.categoryId === null ? null : { id: draft.categoryId },
    inputStatement: draft.inputStatement,
    reportName: draft.reportName.trim() || null,
    isSensitiveReport: draft.isSensitiveReport,
    categoryQuestionResponses: completeAnswers(categoryQuestions, draft.categoryAnswers),
    preambleResponses: completeAnswers(preambleQuestions(template), draft.preambleAnswers),
    password: draft.password,
    primaryEmail: email || null,
    attachments: [],
    attachmentSummaries: files.map((f) => ({ name: f.name, size: f.size })),
    isSubmitted: true,
  };
}
