import { statusDisplay, type TReportDetail } from '@candor/shared';
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n.ts';
import { formatDateTime } from '../intl-locale.ts';

/** The status as the reporter sees it (spec 000 §4 "Report status values"). */
export function StatusDescription({ report }: { report: TReportDetail }) {
  const { t, i18n } = useTranslation();
  const display = statusDisplay(report.statusId);
  if (!display.key) return null;
  const time = display.time ? report[display.time] : null;
  return (
    <Alert
      variant="light"
      color={display.key === 'closed' ? 'gray' : 'candor'}
      icon={<IconInfoCircle size={20} aria-hidden />}
      title={t(`reporter.status.${display.key}.title`)}
      data-testid="report-status"
      // What the report's status is, not an alarm: read when it changes, not shouted on every load.
      role="status"
    >
      <Text size="sm">
        {time
          ? t(`reporter.status.${display.key}.withTime`, { time: formatDateTime(time, i18n.language) })
          : t(`reporter.status.${display.key}.text`)}
      </Text>
      {display.expiryNote && (
        <Text size="sm" mt={6}>
          {t('reporter.status.expiryNote')}
        </Text>
      )}
    </Alert>
  );
}
