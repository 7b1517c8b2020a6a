import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { leaveReport } from '../../lib/reporter-flags.ts';
import classes from './header.module.css';

/**
 * On reporter pages when not signed in: back to the home page's Check report status,
 * after confirmation when a report to an organization is under way.
 */
export function CheckStatusButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      className={`${classes.headerButton} ${classes.iconOnlyOnMobile}`}
      leftSection={<IconSearch size={18} aria-hidden />}
      onClick={() => leaveReport(() => navigate('/'))}
    >
      <span className={classes.buttonText}>{t('global.header.checkStatus')}</span>
    </Button>
  );
}
