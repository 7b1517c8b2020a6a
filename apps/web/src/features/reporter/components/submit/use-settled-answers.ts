import type { Question, TReportTemplate } from '@candor/shared';
import { useEffect } from 'react';
import { settleAnswers } from '../../../../components/question-renderer/answer-edits.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { preambleQuestions } from './report-steps.ts';

/** When questions arrive, single checkboxes that are shown get their automatic "false" answer (spec 000 §4). */
export function useSettledAnswers(
  template: TReportTemplate,
  categoryQuestions: readonly Question[],
  setDraft: (update: (d: ReportDraft) => ReportDraft) => void,
) {
  useEffect(() => {
    setDraft((d) => {
      const preambleAnswers = settleAnswers(preambleQuestions(template), d.preambleAnswers);
      const categoryAnswers = settleAnswers(categoryQuestions, d.categoryAnswers);
      const same =
        preambleAnswers.length === d.preambleAnswers.length && categoryAnswers.length === d.categoryAnswers.length;
      return same ? d : { ...d, preambleAnswers, categoryAnswers };
    });
  }, [template, categoryQuestions, setDraft]);
}
