import type { TReportTemplate } from '@candor/shared';
import { Anchor, Checkbox, List, Paper, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { policyDocumentUrl } from '../../api/reporter-api.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { type StepProps, StepSection } from './step-section.tsx';

export function AgreementStep({
  draft,
  update,
  showErrors,
  template,
}: StepProps<ReportDraft> & { template: TReportTemplate }) {
  const { t } = useTranslation();
  const refused = showErrors && !draft.agreement;
  return (
    <StepSection title={t('reporter.agreement.heading')}>
      {template.positioningStatement && <SafeHtml html={template.positioningStatement} />}
      {template.customAgreement && (
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <SafeHtml html={template.customAgreement} />
        </Paper>
      )}
      {template.policyDocuments.length > 0 && (
        <Stack gap={6}>
          <Text fw={600}>{t('reporter.agreement.policies')}</Text>
          <List spacing={4} icon={<IconFileText size={16} aria-hidden />} center>
            {template.policyDocuments.map((doc) => (
              <List.Item key={doc.id}>
                <Anchor href={policyDocumentUrl(doc)} target="_blank" rel="noopener noreferrer">
                  {doc.documentName}
                  <Text span size="xs" c="gray.7">
                    {' '}
                    {t('reporter.common.opensInNewTab')}
                  </Text>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Checkbox
        size="md"
        label={t('reporter.agreement.accept')}
        checked={draft.agreement}
        onChange={(e) => update({ agreement: e.currentTarget.checked })}
        error={refused ? t('reporter.agreement.required') : undefined}
        aria-invalid={refused || undefined}
      />
    </StepSection>
  );
}
