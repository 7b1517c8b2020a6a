import { isReportOpen, REPORT_METHOD_KEYS, type TReviewerReportDetail } from '@candor/shared';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../../components/intl-locale.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { ReportLink } from '../report-link.tsx';

/** The labelled summary rows of a report (spec 001 §2 "Report details"). */
export function SummaryRows({ report }: { report: TReviewerReportDetail }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  const closed = !isReportOpen(report.statusId);
  const rows: [string, React.ReactNode][] = [
    ['organization', report.orgName],
    ['category', report.categoryName],
    ['reportName', report.reportName],
    ['method', t(`reviewer.details.method.${REPORT_METHOD_KEYS[report.typeId] ?? 'web'}`)],
    ['submitted', date(report.createTime)],
    ['lastUpdated', date(report.updatedTime)],
    ['closedOn', closed ? date(report.closedTime) : null],
    ['scheduledClose', closed ? null : date(report.scheduledCloseDate)],
    ['delegates', report.delegates || null],
    ['lastDelegation', date(report.lastDelegationTime)],
    ['reporterLogins', String(report.reporterLoginCount)],
    ['lastReporterLogin', date(report.lastReporterLogin)],
    ['transcriber', report.transcriberName],
    [
      'linkedReports',
      report.linkedReports.length === 0
        ? null
        : report.linkedReports.map((l, i) => (
            <span key={l.referenceId}>
              {i > 0 && ', '}
              {/* Greyed out and leading home when not authorised, as in the lists (spec 001 §2). */}
              <ReportLink report={{ referenceId: l.referenceId, userAuthorizedForReport: l.userAuthorized }}>
                {reportLabel(l)}
              </ReportLink>
            </span>
          )),
    ],
    ['watchers', report.watchers.map((w) => `${w.firstName} ${w.lastName}`).join(', ') || null],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([key, value]) => (
          <Stack key={key} gap={0}>
            <Text component="dt" size="xs" c="gray.7" fw={600}>
              {t(`reviewer.details.summary.${key}`)}
            </Text>
            <Text component="dd" m={0} size="sm" data-testid={`summary-${key}`} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
    </SimpleGrid>
  );
}
