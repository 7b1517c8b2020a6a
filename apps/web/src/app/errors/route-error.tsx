import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { StatusText, StatusView } from '../../components/status-view.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { isChunkLoadError } from '../../lib/load-chunk.ts';

const reload = () => window.location.reload();

/** What a route shows when rendering it failed (spec 000 §8); React logs the error itself. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <StatusView
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={t(chunk ? 'global.chunkError.title' : 'global.errorBoundary.title')}
      actions={
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} />} onClick={reload}>
            {t('global.actions.reload')}
          </Button>
          <Button component="a" href="/" variant="default">
            {t('global.actions.goHome')}
          </Button>
        </Group>
      }
    >
      <StatusText>{t(chunk ? 'global.chunkError.text' : 'global.errorBoundary.text')}</StatusText>
    </StatusView>
  );
}
