import type { TAccount } from '@candor/shared';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconMail, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useReportClosed } from '../../lib/reporter-flags.ts';
import { type AccountMenuItem, accountMenuItems } from './account-menu-items.ts';
import classes from './header.module.css';

const ICONS: Record<AccountMenuItem['key'], typeof IconUser> = {
  changePassword: IconKey,
  emailNotifications: IconMail,
  profile: IconUser,
  signOut: IconLogout,
};

export function AccountMenu({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const reportClosed = useReportClosed();
  const items = accountMenuItems(account, reportClosed);
  const name = account.firstName || t('global.accountMenu.account');
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconUserCircle size={18} aria-hidden />}
          className={classes.headerButton}
          rightSection={<IconChevronDown size={14} aria-hidden className={classes.chevron} />}
          aria-label={t('global.accountMenu.label', { name })}
        >
          <span className={classes.accountName}>{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map(({ key, to }) => {
          const Icon = ICONS[key];
          return (
            <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
              {t(`global.accountMenu.${key}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
