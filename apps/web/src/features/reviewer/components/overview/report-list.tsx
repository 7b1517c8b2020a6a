import type { TWatchedReportSummary } from '@candor/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FOCUS_ANCHOR } from '../../../../components/focus-anchor.ts';
import { useShowMore } from '../../../../components/use-show-more.ts';
import { hasTranslation, useTranslation } from '../../../../lib/i18n.ts';
import { reportListQuery } from '../../api/reviewer-queries.ts';
import { logText } from '../../lib/log-text.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { daysAgo } from '../../lib/time-ago.ts';
import { ReportLink } from '../report-link.tsx';
import { StatusBadge } from '../status-badge.tsx';

/** Overview lists show 4 rows; each Show more adds 4 (spec 001 §9). */
export const LIST_STEP = 4;

function ViewedLabel({ report }: { report: TWatchedReportSummary }) {
  const { t } = useTranslation();
  if (!report.lastViewedTime) return null;
  const days = daysAgo(report.lastViewedTime, new Date());
  const label =
    days === 0
      ? t('reviewer.overview.viewedToday')
      : days === 1
        ? t('reviewer.overview.viewedOneDayAgo')
        : t('reviewer.overview.viewedDaysAgo', { count: days });
  return (
    <Text size="xs" c="gray.7">
      {label}
    </Text>
  );
}

/** Recently viewed or watched reports (`api/reviewer/report?lookupType`). */
export function ReportList({ lookupType }: { lookupType: 'recent' | 'watched' }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(reportListQuery(lookupType, i18n.language));
  const { shown, showMore, list: listRef } = useShowMore(LIST_STEP);
  if (list.isError)
    return (
      <Text c="red.8">
        {t(
          lookupType === 'recent'
            ? 'reviewer.overview.card.recentReportsError'
            : 'reviewer.overview.card.watchedReportsError',
        )}
      </Text>
    );
  const rows = list.data ?? [];
  if (!list.isPending && rows.length === 0) return <Text c="gray.7">{t(`reviewer.overview.empty.${lookupType}`)}</Text>;
  return (
    <Stack gap="xs" data-testid={`${lookupType}-reports`} ref={listRef}>
      {rows.slice(0, shown).map((r) => (
        <Stack key={r.referenceId} gap={2} data-testid="report-row" {...FOCUS_ANCHOR}>
          <Text span>
            <StatusBadge statusId={r.statusId} /> <ReportLink report={r}>{reportLabel(r)}</ReportLink>
          </Text>
          {r.userAuthorizedForReport && (r.reportName || r.reportMessage) && (
            <Text size="sm" lineClamp={2}>
              {r.reportName ?? r.reportMessage}
            </Text>
          )}
          {lookupType === 'recent' ? (
            <ViewedLabel report={r} />
          ) : (
            r.recentLog && (
              <Text size="xs" c="gray.7">
                {logText(t, hasTranslation, r.recentLog)}
              </Text>
            )
          )}
        </Stack>
      ))}
      {rows.length > shown && (
        <Button variant="subtle" size="compact-sm" onClick={showMore} w="fit-content">
          {t('reviewer.common.showMore')}
        </Button>
      )}
    </Stack>
  );
}
