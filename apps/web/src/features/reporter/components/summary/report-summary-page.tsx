import { REPORT_STATUS, type TReportDetail } from '@candor/shared';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DialogueTimeline, type RenderAttachment } from '../../../../components/report-summary/dialogue-timeline.tsx';
import { OriginalReport } from '../../../../components/report-summary/original-report.tsx';
import { StatusDescription } from '../../../../components/report-summary/status-description.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { PostDocumentsNote } from '../provider-contact.tsx';
import { ReporterPage } from '../reporter-page.tsx';
import { AttachmentLink } from './attachment-link.tsx';
import { MessageComposer } from './message-composer.tsx';

/** /reporter/report-summary (spec 000 §2 "Reporter status page"). */
export function ReportSummaryPage() {
  return <ReporterPage>{(report, referenceId) => <Summary report={report} referenceId={referenceId} />}</ReporterPage>;
}

function Summary({ report, referenceId }: { report: TReportDetail; referenceId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('reporter.summary.title'));
  const open = report.statusId !== REPORT_STATUS.CLOSE;
  const attachment: RenderAttachment = (a) => <AttachmentLink referenceId={referenceId} attachment={a} />;
  return (
    <Stack gap="lg">
      <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="candor.7" c="white">
        <Title order={1} size="h2">
          {t('reporter.summary.title')}
        </Title>
        <Group gap="lg" mt={6}>
          <Text>{report.orgName}</Text>
          <Text data-testid="summary-report-id">{t('reporter.summary.reportId', { id: referenceId })}</Text>
          {report.sequentialId != null && (
            <Text data-testid="summary-case-number">
              {t('reporter.summary.caseNumber', { id: report.sequentialId })}
            </Text>
          )}
        </Group>
      </Paper>
      <StatusDescription report={report} />
      {open && report.reporterCommunicationEnabled && <MessageComposer report={report} referenceId={referenceId} />}
      <DialogueTimeline report={report} attachment={attachment} />
      <OriginalReport report={report} attachment={attachment} />
      {open && <PostDocumentsNote referenceId={referenceId} />}
    </Stack>
  );
}
