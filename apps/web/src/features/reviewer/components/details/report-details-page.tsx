import { isReportOpen, type TReviewerReportDetail } from '@candor/shared';
import { Alert, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { focusOnPage } from '../../../../components/keep-focus.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useFocusAfterRender } from '../../../../components/use-focus-after-render.ts';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { reloadReports, reportQuery } from '../../api/reviewer-queries.ts';
import { forgetDrafts } from '../../lib/message-drafts.ts';
import { type DetailsTab, reporterBoxOpen, visibleTabs } from '../../lib/report-gates.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { CommentActions } from './comment-actions.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { DetailsHeader } from './details-header.tsx';
import { DialogueList } from './dialogue-list.tsx';
import { FlexFieldsTab } from './flex-fields-tab.tsx';
import { InvolvedIndividuals } from './involved-individuals.tsx';
import { ReportText } from './report-text.tsx';
import { SummaryRows } from './summary-rows.tsx';

function ReporterTab({ report, onChanged }: { report: TReviewerReportDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const can = (p: TReviewerReportDetail['userPermissions'][number]) => report.userPermissions.includes(p);
  return (
    <Stack gap="md">
      {!report.reporterCommunicationEnabled && <Alert variant="light">{t('reviewer.details.transcribedNote')}</Alert>}
      {report.reporterCommunicationEnabled && report.reporterLockedOut && (
        <Alert color="yellow" variant="light" role="alert">
          {t('reviewer.details.reportActivities.locked')}
        </Alert>
      )}
      {reporterBoxOpen(report) && (
        <CommentComposer
          reportId={report.referenceId}
          mode="reporter"
          existing={report.reportAttachmentSummaries}
          onSent={onChanged}
        />
      )}
      {can('VIEW_REPORTER_DIALOGUE') && (
        <DialogueList
          label={t('reviewer.details.reporterActivities')}
          comments={report.reporterComments}
          logs={report.reporterLogs}
          attachments={report.reportAttachmentSummaries}
          editable={isReportOpen(report.statusId)}
          logLabel={t('reviewer.dialogue.pills.reporterLog')}
          actions={(c) => <CommentActions reportId={report.referenceId} comment={c} onChanged={onChanged} />}
        />
      )}
    </Stack>
  );
}

function ReviewerTab({ report, onChanged }: { report: TReviewerReportDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <CommentComposer
        reportId={report.referenceId}
        mode="reviewer"
        reviewers={report.availableReviewers}
        existing={report.reviewerAttachments}
        onSent={onChanged}
      />
      <DialogueList
        label={t('reviewer.details.reviewerActions')}
        comments={report.reviewerComments}
        logs={report.reviewerLogs}
        attachments={report.reviewerAttachments}
        editable
        logLabel={t('reviewer.dialogue.pills.log')}
        actions={(c) => <CommentActions reportId={report.referenceId} comment={c} onChanged={onChanged} />}
      />
    </Stack>
  );
}

/**
 * The AI summary's heading takes the focus when the summary asked for on this page arrives, unless
 * the reviewer has gone elsewhere meanwhile; one that arrives unasked (a colleague's) leaves it be.
 */
function useNewSummaryFocus(summary: string | null) {
  const title = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (summary === null || !asked.current) return;
    asked.current = false;
    if (focusOnPage()) title.current?.focus();
  }, [summary]);
  return { title, ask: () => (asked.current = true) };
}

function Details({ report }: { report: TReviewerReportDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  usePageTitle(t('reviewer.details.title', { id: reportLabel(report) }));
  const tabs = visibleTabs(report);
  const [tab, setTab] = useState<DetailsTab>('details');
  const summaryFocus = useNewSummaryFocus(report.reportSummary);
  const tabList = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const reload = () => reloadReports(client);
  // Whichever tab shows: a reporter box that goes (the report closed here, by a colleague or by the
  // scheduled close) takes its unsent text along, and no reload asks about what cannot be sent.
  const boxOpen = reporterBoxOpen(report);
  useEffect(() => {
    if (!boxOpen) forgetDrafts(report.referenceId, ['reporter']);
  }, [boxOpen, report.referenceId]);
  return (
    <Stack gap="md">
      <DetailsHeader
        report={report}
        onSummaryAsked={summaryFocus.ask}
        onOpenAdditional={() => {
          setTab('additional');
          focusAfterRender(() => tabList.current?.querySelector('[role="tab"][aria-selected="true"]'));
        }}
      />
      <Paper withBorder radius="md" p="md">
        <SummaryRows report={report} />
      </Paper>
      {report.reportSummary && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" ref={summaryFocus.title} tabIndex={-1}>
            {t('reviewer.details.aiSummary')}
          </Title>
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.reportSummary}
          </Text>
        </Paper>
      )}
      <ReportText report={report} />
      <InvolvedIndividuals report={report} />
      <Tabs value={tab} onChange={(v) => v && setTab(v as DetailsTab)} keepMounted={false}>
        <Tabs.List ref={tabList}>
          {tabs.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`reviewer.details.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <ReporterTab report={report} onChanged={reload} />
        </Tabs.Panel>
        {tabs.includes('reviewer') && (
          <Tabs.Panel value="reviewer" pt="md">
            <ReviewerTab report={report} onChanged={reload} />
          </Tabs.Panel>
        )}
        {tabs.includes('additional') && (
          <Tabs.Panel value="additional" pt="md">
            <FlexFieldsTab report={report} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/**
 * Back on this browser tab, the reviewer sees the report as it now is: what the reporter or a
 * colleague did meanwhile, or, once it is out of his reach, the way home. Read as a refresh
 * (`isRefresh`), not as a new view.
 */
function useReadAgainOnReturn() {
  const client = useQueryClient();
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') void reloadReports(client);
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [client]);
}

/** `/reviewer/report-details/{referenceId or sequentialId}`: loads whenever the path changes. */
export function ReportDetailsPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const report = useQuery(reportQuery(id, i18n.language));
  useReadAgainOnReturn();
  const status = report.error instanceof ApiError ? report.error.status : 0;
  // Out of reach now: what was typed on it cannot be sent. Drafts are kept by report ID, which the
  // address holds unless it names the sequential id, and the report read before then does.
  const known = report.data?.referenceId ?? id;
  useEffect(() => {
    if (status === 403) forgetDrafts(known);
  }, [status, known]);
  if (report.isPending) return <PageLoader />;
  if (status === 403) return <Navigate to="/" replace />;
  // A reading again that failed (a dropped connection) keeps the report and what is being typed on it.
  if (!report.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t(status === 404 ? 'reviewer.details.notFound' : 'reviewer.details.loadError')}
      </Alert>
    );
  }
  // Keyed by report: tabs and drafts reset to the first tab when the report changes (spec 001 §2).
  return <Details key={report.data.referenceId} report={report.data} />;
}
