import { PRIORITY, type TReviewerReportDetail } from '@candor/shared';
import { ActionIcon, Button, Group, Menu, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconDownload,
  IconEye,
  IconFlag,
  IconFlagFilled,
  IconPrinter,
  IconSparkles,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { busyProps } from '../../../../components/keep-focus.ts';
import { download } from '../../../../lib/download.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { browserTimeZone } from '../../../../lib/time-zone.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { StatusBadge } from '../status-badge.tsx';
import { ActionsMenu } from './actions-menu.tsx';

function PriorityFlag({ report }: { report: TReviewerReportDetail }) {
  const { t } = useTranslation();
  const high = report.priority === PRIORITY.HIGH;
  const toggle = useReportAction(
    () => caseActionsApi.setPriority(report.referenceId, high ? PRIORITY.NORMAL : PRIORITY.HIGH),
    { error: 'reviewer.reportDetails.reportPriority.fail' },
  );
  const label = t(high ? 'reviewer.details.priorityHigh' : 'reviewer.details.priorityNormal');
  const Icon = high ? IconFlagFilled : IconFlag;
  if (!report.userPermissions.includes('PRIORITIZE_REPORT'))
    return (
      <Tooltip label={label}>
        <span role="img" aria-label={label}>
          <Icon size={22} color={high ? 'var(--mantine-color-red-9)' : undefined} aria-hidden />
        </span>
      </Tooltip>
    );
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        aria-pressed={high}
        {...busyProps(toggle.isPending)}
        onClick={() => !toggle.isPending && toggle.mutate(undefined)}
        color={high ? 'red.9' : 'gray.7'}
      >
        <Icon size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function WatchMenu({ report }: { report: TReviewerReportDetail }) {
  const { t } = useTranslation();
  const watch = useReportAction((on: boolean) => caseActionsApi.watch(report.referenceId, on), {
    error: report.watching ? 'feedback.reviewer.errorStoppingWatchingReport' : 'feedback.reviewer.errorWatchingReport',
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconEye size={18} aria-hidden />}>
          {t(report.watching ? 'reviewer.details.watching' : 'reviewer.details.notWatching')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => watch.mutate(!report.watching)}>
          {t(report.watching ? 'reviewer.details.stopWatching' : 'reviewer.details.startWatching')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Report id, priority flag, status, AI summary, actions, print, exports and watch menu (spec 001 §2, §6). */
export function DetailsHeader({
  report,
  onOpenAdditional,
  onSummaryAsked,
}: {
  report: TReviewerReportDetail;
  onOpenAdditional: () => void;
  /** The summary was asked for here: its heading may take the focus when it comes. */
  onSummaryAsked: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const can = (p: TReviewerReportDetail['userPermissions'][number]) => report.userPermissions.includes(p);
  const summary = useReportAction(() => caseActionsApi.summary(report.referenceId), {
    error: 'reviewer.reportDetails.aiSummaryError',
  });
  const exporting = useMutation({
    mutationFn: (kind: 'excel' | 'csv') =>
      kind === 'excel'
        ? download(
            `api/reviewer/report/${encodeURIComponent(report.referenceId)}/export-excel`,
            { langKey: i18n.language, timeZone: browserTimeZone() },
            `Report_${report.referenceId}.xlsx`,
          )
        : download(
            'api/reviewer/report-search/export-single',
            {
              langKey: i18n.language,
              referenceId: report.referenceId,
              orgId: String(report.orgId),
              timeZone: browserTimeZone(),
            },
            `csv_Report_${report.referenceId}.csv`,
          ),
    meta: { httpErrors: 'local' },
    onError: () => notifications.show({ color: 'red', message: t('reviewer.details.exportError') }),
  });
  const exportingAs = (kind: 'excel' | 'csv') => exporting.isPending && exporting.variables === kind;
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm">
        <Title order={1} fz={26}>
          {t('reviewer.details.title', { id: reportLabel(report) })}
        </Title>
        <PriorityFlag report={report} />
        <StatusBadge statusId={report.statusId} />
      </Group>
      <Group gap="xs">
        {report.aiReportSummaryEnabled && (
          <Button
            variant="light"
            leftSection={<IconSparkles size={18} aria-hidden />}
            loading={summary.isPending || report.isGeneratingSummary}
            disabled={report.reportSummary !== null}
            onClick={() => {
              onSummaryAsked();
              summary.mutate(undefined);
            }}
          >
            {t('reviewer.details.aiSummary')}
          </Button>
        )}
        <ActionsMenu report={report} onOpenAdditional={onOpenAdditional} />
        {can('PRINT_REPORT') && (
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => navigate(`/reviewer/report-details/print/${encodeURIComponent(report.referenceId)}`)}
          >
            {t('reviewer.details.print')}
          </Button>
        )}
        {can('VIEW_REPORT') && (
          // Spec 001 §2: the header exports to Excel; the single-report CSV (§7) is the other format.
          <Group gap={2} wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={exportingAs('excel')}
              disabled={exporting.isPending}
              onClick={() => exporting.mutate('excel')}
            >
              {t('reviewer.details.exportExcel')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Tooltip label={t('reviewer.details.exportMore')}>
                <Menu.Target>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    h={36}
                    aria-label={t('reviewer.details.exportMore')}
                    loading={exportingAs('csv')}
                    disabled={exporting.isPending}
                  >
                    <IconChevronDown size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
              </Tooltip>
              <Menu.Dropdown>
                <Menu.Item onClick={() => exporting.mutate('csv')}>{t('reviewer.details.exportCsv')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
        {can('WATCH_REPORT') && <WatchMenu report={report} />}
      </Group>
    </Group>
  );
}
