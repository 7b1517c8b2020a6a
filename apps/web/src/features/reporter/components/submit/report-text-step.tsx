import { isBlank, REPORT_TEXT_MAX, type TReportTemplate } from '@candor/shared';
import { LimitedTextarea } from '../../../../components/limited-textarea.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { type StepProps, StepSection } from './step-section.tsx';

export function ReportTextStep({
  draft,
  update,
  showErrors,
  template,
}: StepProps<ReportDraft> & { template: TReportTemplate }) {
  const { t } = useTranslation();
  return (
    <StepSection title={t('reporter.report.heading')} intro={template.reportTextPrompt || t('reporter.report.intro')}>
      <LimitedTextarea
        label={t('reporter.report.label')}
        description={t('reporter.report.anonymityHint')}
        required
        autosize
        minRows={8}
        maxRows={24}
        maxLength={REPORT_TEXT_MAX}
        value={draft.inputStatement}
        onChange={(e) => update({ inputStatement: e.currentTarget.value })}
        error={showErrors && isBlank(draft.inputStatement) ? t('reporter.report.required') : undefined}
      />
    </StepSection>
  );
}
