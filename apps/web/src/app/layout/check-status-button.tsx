import { Button, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { isOrganizationSelected, setOrganizationSelected } from '../../lib/reporter-flags.ts';
import { requestModals } from '../modals-host.tsx';
import classes from './header.module.css';

/**
 * On reporter pages when not signed in: back to the home page's Check report status,
 * after confirmation when a report to an organization is under way.
 */
export function CheckStatusButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = () => {
    setOrganizationSelected(false);
    navigate('/');
  };
  const onClick = async () => {
    if (!isOrganizationSelected()) {
      goHome();
      return;
    }
    const modals = await requestModals();
    modals.openConfirmModal({
      title: t('global.checkStatus.confirmTitle'),
      children: <Text size="sm">{t('global.checkStatus.confirmText')}</Text>,
      labels: { confirm: t('global.checkStatus.confirm'), cancel: t('global.actions.cancel') },
      closeButtonProps: { 'aria-label': t('global.actions.close') },
      onConfirm: goHome,
    });
  };
  return (
    <Button
      variant="subtle"
      className={`${classes.headerButton} ${classes.iconOnlyOnMobile}`}
      leftSection={<IconSearch size={18} aria-hidden />}
      onClick={onClick}
    >
      <span className={classes.buttonText}>{t('global.header.checkStatus')}</span>
    </Button>
  );
}
