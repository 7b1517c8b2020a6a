import type { TReportDetail } from '@candor/shared';
import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

interface ReportBannerProps {
  title: string;
  report: Pick<TReportDetail, 'orgName'>;
  referenceId: string;
  /** The test id of the report ID line. */
  idTestId: string;
  children?: ReactNode;
}

/** The status page's banner: the page title, the organization and the report ID (reporter and hotline). */
export function ReportBanner({ title, report, referenceId, idTestId, children }: ReportBannerProps) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="candor.7" c="white">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="lg" mt={6}>
        <Text>{report.orgName}</Text>
        <Text data-testid={idTestId}>{t('reporter.summary.reportId', { id: referenceId })}</Text>
        {children}
      </Group>
    </Paper>
  );
}
