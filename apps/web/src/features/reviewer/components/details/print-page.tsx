import { answersByQuestion } from '@candor/shared';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../components/intl-locale.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import printable from '../../../../components/print/printable.module.css';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { answerValue } from '../../lib/answer-value.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { StatusBadge } from '../status-badge.tsx';
import { DialogueList } from './dialogue-list.tsx';
import { SummaryRows } from './summary-rows.tsx';

/**
 * `/reviewer/report-details/print/{id}`: fetches the print preview, opens the browser's
 * print dialogue, then returns to the report (spec 001 §2 "Print version").
 */
export function PrintPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('reviewer.print.title'));
  const preview = useQuery({
    queryKey: ['reviewer', 'print', id, i18n.language],
    queryFn: () => caseActionsApi.print(id, i18n.language),
    staleTime: 0,
    gcTime: 0,
    meta: { httpErrors: 'log' },
  });
  const report = preview.data;
  const matches = report !== undefined && (report.referenceId === id || String(report.sequentialId) === id);
  const allowed = matches && report.userPermissions.includes('PRINT_REPORT');
  useEffect(() => {
    if (!allowed || !report) return;
    const timer = window.setTimeout(() => {
      // print() returns once the dialogue closes (at once where there is none, as in a headless
      // browser, which never fires afterprint); the browser prints from its own copy of the page.
      try {
        window.print();
      } catch {
        // No printing here: the print version stays, for the browser's own Print.
        return;
      }
      navigate(`/reviewer/report-details/${encodeURIComponent(report.referenceId)}`, { replace: true });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [allowed, report, navigate]);
  if (!id) return <Navigate to="/" replace />;
  if (preview.isPending) return <PageLoader />;
  if (preview.isError || !allowed)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('reviewer.print.error')}
      </Alert>
    );
  const answered = answersByQuestion(report.reportQuestions, (q) => answerValue(t, q.value));
  const reviewerSection =
    report.userPermissions.includes('REVIEWER_DIALOGUE') &&
    (report.reviewerLogs.length > 0 || report.reviewerComments.length > 0 || report.reviewerAttachments.length > 0);
  return (
    <Stack gap="md" data-testid="print-version" className={printable.printable}>
      <Title order={1} fz={26}>
        {t('reviewer.details.title', { id: reportLabel(report) })} <StatusBadge statusId={report.statusId} />
      </Title>
      <SummaryRows report={report} />
      <Title order={2} fz="lg">
        {t('reviewer.details.reportText')}
      </Title>
      <SafeHtml html={report.reportInput} />
      <Title order={2} fz="lg">
        {t('reviewer.details.reporterActivities')}
      </Title>
      <DialogueList
        label={t('reviewer.details.reporterActivities')}
        comments={report.reporterComments}
        logs={report.reporterLogs}
        attachments={report.reportAttachmentSummaries}
        editable={false}
        logLabel={t('reviewer.dialogue.pills.reporterLog')}
        complete
      />
      {reviewerSection && (
        <>
          <Title order={2} fz="lg">
            {t('reviewer.details.reviewerActions')}
          </Title>
          <DialogueList
            label={t('reviewer.details.reviewerActions')}
            comments={report.reviewerComments}
            logs={report.reviewerLogs}
            attachments={report.reviewerAttachments}
            editable={false}
            logLabel={t('reviewer.dialogue.pills.log')}
            complete
          />
        </>
      )}
      {answered.length > 0 && (
        <>
          <Title order={2} fz="lg">
            {t('reviewer.print.questions')}
          </Title>
          {answered.map(({ question, answer }) => (
            <Stack key={question} gap={0}>
              <Text fw={700} size="sm">
                {question}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {answer}
              </Text>
            </Stack>
          ))}
        </>
      )}
      <Text size="xs" c="gray.7">
        {t('reviewer.print.printedOn', { date: formatDateTime(new Date().toISOString(), i18n.language) })}
      </Text>
    </Stack>
  );
}
