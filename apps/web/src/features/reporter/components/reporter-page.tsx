import type { TReportDetail } from '@candor/shared';
import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReporterReport } from '../hooks/use-reporter-report.ts';

/** A signed-in reporter page: waits for the report, offers a retry when it cannot be loaded. */
export function ReporterPage({
  children,
  size = 'md',
}: {
  children: (report: TReportDetail, referenceId: string) => ReactNode;
  size?: string | number;
}) {
  const { t } = useTranslation();
  const { report, referenceId, query } = useReporterReport();
  let content: ReactNode;
  if (report) content = children(report, referenceId);
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
