import { REPORT_STATUS, type TReportDetail } from '@candor/shared';
import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReporterReport } from '../hooks/use-reporter-report.ts';

/**
 * A signed-in reporter page: waits for the report, offers a retry when it cannot be loaded. A page
 * that changes the report (`openOnly`) is not there for a closed one, whose menu hides it (spec 000
 * §2, §6): its address leads back to the summary.
 */
export function ReporterPage({
  children,
  size = 'md',
  openOnly = false,
}: {
  children: (report: TReportDetail, referenceId: string) => ReactNode;
  size?: string | number;
  openOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { report, referenceId, query } = useReporterReport();
  let content: ReactNode;
  if (report && openOnly && report.statusId === REPORT_STATUS.CLOSE)
    content = <Navigate to="/reporter/report-summary" replace />;
  else if (report) content = children(report, referenceId);
  else if (query.isError)
    content = (
      <Stack align="flex-start">
        <Alert color="red" variant="light" role="alert">
          {t('reporter.common.loadError')}
        </Alert>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('reporter.common.retry')}
        </Button>
      </Stack>
    );
  else
    content = (
      <Center py="xl">
        <Loader aria-label={t('reporter.common.loading')} />
      </Center>
    );
  return (
    <Container size={size} py="xl" px="md">
      {content}
    </Container>
  );
}
