import { readableAnswer, type TReportDetail } from '@candor/shared';
import type { Translate } from '../../lib/i18n.ts';

/**
 * The answers of the original report as a reader sees them: blank answers left out, and a
 * single checkbox, stored as "true" or "false" (spec 000 §4 "Branching questions"), as Yes or No.
 */
export function originalAnswers(report: Pick<TReportDetail, 'reportQuestions'>, t: Translate) {
  return report.reportQuestions
    .filter((q) => q.value.trim() !== '')
    .map((q) => ({
      question: q.description,
      answer: readableAnswer(q.value, { yes: t('reporter.original.checked'), no: t('reporter.original.unchecked') }),
    }));
}
