import { LIMITS, type Question, type TReportTemplate } from '@candor/shared';
import { TextInput } from '@mantine/core';
import { FileDrop } from '../../../../components/file-drop/file-drop.tsx';
import { QuestionList } from '../../../../components/question-renderer/question-list.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { CategoryQuestions, SensitiveChoice } from './category-step.tsx';
import { preambleQuestions } from './report-steps.ts';
import { type StepProps, StepSection } from './step-section.tsx';

interface AdditionalInfoStepProps extends StepProps<ReportDraft> {
  template: TReportTemplate;
  categoryQuestions: readonly Question[];
  /** No category step is shown: its questions and the sensitive choice are asked here. */
  askCategoryQuestions: boolean;
  /** False where files cannot be taken (a hotline agent on the phone). */
  files?: boolean;
  /** A transcriber names the report: the reviewers' hint (spec 001 §5), not the reporter's. */
  staff?: boolean;
}

export function AdditionalInfoStep({
  draft,
  update,
  showErrors,
  template,
  categoryQuestions,
  askCategoryQuestions,
  files = true,
  staff = false,
}: AdditionalInfoStepProps) {
  const { t } = useTranslation();
  const nameTooLong = [...draft.reportName].length > LIMITS.reportNameMax;
  return (
    <StepSection
      title={t('reporter.info.heading')}
      intro={template.additionalInformationPrompt || t('reporter.info.intro')}
    >
      {askCategoryQuestions && (
        <>
          <CategoryQuestions
            draft={draft}
            update={update}
            showErrors={showErrors}
            categoryQuestions={categoryQuestions}
          />
          <SensitiveChoice draft={draft} update={update} template={template} />
        </>
      )}
      <QuestionList
        questions={preambleQuestions(template)}
        answers={draft.preambleAnswers}
        onChange={(preambleAnswers) => update({ preambleAnswers })}
        missingMessage={showErrors ? t('reporter.info.mandatory') : undefined}
      />
      <TextInput
        label={t('reporter.info.reportName')}
        description={t(staff ? 'reviewer.actions.nameHint' : 'reporter.info.reportNameHint', {
          max: LIMITS.reportNameMax,
        })}
        value={draft.reportName}
        onChange={(e) => update({ reportName: e.currentTarget.value })}
        error={nameTooLong ? t('reporter.info.reportNameTooLong', { max: LIMITS.reportNameMax }) : undefined}
        maw={480}
      />
      {files && (
        <FileDrop label={t('reporter.info.attachments')} files={draft.files} onChange={(f) => update({ files: f })} />
      )}
    </StepSection>
  );
}
