import type { TReportDetail } from '@candor/shared';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';

interface ReportBannerProps {
  title: string;
  report: Pick<TReportDetail, 'orgName' | 'sequentialId'>;
  referenceId: string;
  /** The test ids are `{testIdPrefix}-report-id` and `{testIdPrefix}-case-number`. */
  testIdPrefix: string;
}

/**
 * The status page's banner (reporter and hotline): the page title, the organization, the report
 * ID and, when the report has one, its case number (spec 000 §3).
 */
export function ReportBanner({ title, report, referenceId, testIdPrefix }: ReportBannerProps) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="candor.7" c="white">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="lg" mt={6}>
        <Text>{report.orgName}</Text>
        <Text data-testid={`${testIdPrefix}-report-id`}>{t('reporter.summary.reportId', { id: referenceId })}</Text>
        {report.sequentialId != null && (
          <Text data-testid={`${testIdPrefix}-case-number`}>
            {t('reporter.summary.caseNumber', { id: report.sequentialId })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
