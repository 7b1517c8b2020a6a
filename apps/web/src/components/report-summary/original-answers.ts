import { answersByQuestion, readableAnswer, type TReportDetail } from '@candor/shared';
import type { Translate } from '../../lib/i18n.ts';

/**
 * The answers of the original report as a reader sees them (`answersByQuestion`): a single
 * checkbox, stored as "true" or "false" (spec 000 §4 "Branching questions"), as Yes or No.
 */
export function originalAnswers(report: Pick<TReportDetail, 'reportQuestions'>, t: Translate) {
  const words = { yes: t('reporter.original.checked'), no: t('reporter.original.unchecked') };
  return answersByQuestion(report.reportQuestions, (q) => readableAnswer(q.value, words));
}
