import type { Answer, Question, TReportTemplate } from '@candor/shared';
import { Checkbox, Divider, Radio, Stack, Text } from '@mantine/core';
import { QuestionList } from '../../../../components/question-renderer/question-list.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { type StepProps, StepSection } from './step-section.tsx';

const NONE = 'none';

interface CategoryStepProps extends StepProps<ReportDraft> {
  template: TReportTemplate;
  categoryQuestions: readonly Question[];
}

export function CategoryStep({ draft, update, showErrors, template, categoryQuestions }: CategoryStepProps) {
  const { t } = useTranslation();
  const groups = [...template.categoryGroups].sort((a, b) => a.position - b.position);
  return (
    <StepSection title={t('reporter.category.heading')} intro={template.categoryPrompt || t('reporter.category.intro')}>
      <Radio.Group
        label={t('reporter.category.label')}
        value={draft.categoryId === null ? NONE : String(draft.categoryId)}
        onChange={(v) => update({ categoryId: v === NONE ? null : Number(v), categoryAnswers: [] })}
      >
        <Stack gap="md" mt="xs">
          {groups.map((g) => (
            <Stack key={g.name} gap={8}>
              <Text size="sm" fw={600} c="gray.7" tt="uppercase">
                {g.name}
              </Text>
              {[...g.categories]
                .sort((a, b) => a.position - b.position)
                .map((c) => (
                  <Radio key={c.id} value={String(c.id)} label={c.name} description={c.description || undefined} />
                ))}
            </Stack>
          ))}
          <Radio value={NONE} label={t('reporter.category.none')} />
        </Stack>
      </Radio.Group>
      <SensitiveChoice draft={draft} update={update} template={template} />
      <CategoryQuestions draft={draft} update={update} showErrors={showErrors} categoryQuestions={categoryQuestions} />
    </StepSection>
  );
}

/** The questions of the chosen category (or the undefined-category ones). */
export function CategoryQuestions({
  draft,
  update,
  showErrors,
  categoryQuestions,
}: StepProps<ReportDraft> & { categoryQuestions: readonly Question[] }) {
  const { t } = useTranslation();
  if (categoryQuestions.length === 0) return null;
  return (
    <>
      <Divider />
      <QuestionList
        questions={categoryQuestions}
        answers={draft.categoryAnswers}
        onChange={(categoryAnswers: Answer[]) => update({ categoryAnswers })}
        missingMessage={showErrors ? t('reporter.info.mandatory') : undefined}
      />
    </>
  );
}

/** "This is a sensitive report": on the category step, or with the additional information when the stepper has no category step. */
export function SensitiveChoice({
  draft,
  update,
  template,
}: Pick<StepProps<ReportDraft>, 'draft' | 'update'> & { template: TReportTemplate }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('reporter.category.sensitive')}
      description={template.sensitiveReportStatement || undefined}
      checked={draft.isSensitiveReport}
      onChange={(e) => update({ isSensitiveReport: e.currentTarget.checked })}
    />
  );
}
