import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusText, StatusView } from '../../components/status-view.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The 403 view: a signed-in user without the authority a page needs. */
export function ForbiddenView() {
  const { t } = useTranslation();
  usePageTitle(t('pages.forbidden.title'));
  return (
    <StatusView
      icon={<IconLock size={32} />}
      color="orange"
      title={t('pages.forbidden.title')}
      actions={
        <Button component={Link} to="/" variant="light">
          {t('global.actions.goHome')}
        </Button>
      }
    >
      <StatusText>{t('pages.forbidden.text')}</StatusText>
    </StatusView>
  );
}
