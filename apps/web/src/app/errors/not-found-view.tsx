import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusText, StatusView } from '../../components/status-view.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function NotFoundView() {
  const { t } = useTranslation();
  usePageTitle(t('global.notFound.title'));
  return (
    <StatusView
      icon={<IconMapQuestion size={32} />}
      title={t('global.notFound.title')}
      actions={
        <Button component={Link} to="/" variant="light">
          {t('global.actions.goHome')}
        </Button>
      }
    >
      <StatusText>{t('global.notFound.text')}</StatusText>
    </StatusView>
  );
}
