import { REPORT_STATUS, type TReportDetail } from '@candor/shared';
import { Stack } from '@mantine/core';
import {
  DialogueTimeline,
  type RenderAttachment,
  type RenderHtml,
} from '../../../../components/report-summary/dialogue-timeline.tsx';
import { OriginalReport } from '../../../../components/report-summary/original-report.tsx';
import { ReportBanner } from '../../../../components/report-summary/report-banner.tsx';
import { StatusDescription } from '../../../../components/report-summary/status-description.tsx';
import { SafeHtml } from '../../../../components/safe-html.tsx';
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
  const html: RenderHtml = (text) => <SafeHtml html={text} />;
  return (
    <Stack gap="lg">
      <ReportBanner
        title={t('reporter.summary.title')}
        report={report}
        referenceId={referenceId}
        testIdPrefix="summary"
      />
      <StatusDescription report={report} />
      {open && report.reporterCommunicationEnabled && <MessageComposer report={report} referenceId={referenceId} />}
      <DialogueTimeline report={report} attachment={attachment} html={html} />
      <OriginalReport report={report} attachment={attachment} html={html} />
      {open && <PostDocumentsNote referenceId={referenceId} />}
    </Stack>
  );
}
