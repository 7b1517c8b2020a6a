import { readableAnswer, type TReportDetail } from '@candor/shared';
import type { Translate } from '../../lib/i18n.ts';

/**
 * The answers of the original report as a reader sees them: blank answers left out, a single
 * checkbox, stored as "true" or "false" (spec 000 §4 "Branching questions"), as Yes or No, and a
 * multiple-checkbox question, stored as one row per ticked choice, once with its choices joined
 * by commas (as the reviewer's flex fields read). The rows come in question order, so the rows
 * of one question follow each other.
 */
export function originalAnswers(report: Pick<TReportDetail, 'reportQuestions'>, t: Translate) {
  const grouped: { question: string; answers: string[] }[] = [];
  for (const q of report.reportQuestions) {
    if (q.value.trim() === '') continue;
    const answer = readableAnswer(q.value, {
      yes: t('reporter.original.checked'),
      no: t('reporter.original.unchecked'),
    });
    const last = grouped.at(-1);
    if (last?.question === q.description) last.answers.push(answer);
    else grouped.push({ question: q.description, answers: [answer] });
  }
  return grouped.map((g) => ({ question: g.question, answer: g.answers.join(', ') }));
}
