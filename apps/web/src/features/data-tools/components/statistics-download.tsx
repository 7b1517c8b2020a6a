import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { dataToolsApi } from '../api/data-tools-api.ts';

/** The statistics CSV, under the name the server gives it. */
export function StatisticsDownload() {
  const { t } = useTranslation();
  const downloading = useMutation({
    mutationFn: dataToolsApi.downloadStatistics,
    meta: { httpErrors: 'local' },
    onError: () => notifications.show({ color: 'red', message: t('pages.dataTools.statistics.downloadError') }),
  });
  return (
    <Group>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={downloading.isPending}
        onClick={() => downloading.mutate()}
      >
        {t('pages.dataTools.statistics.download')}
      </Button>
    </Group>
  );
}
