import type { TAccount } from '@candor/shared';
import { type Icon, IconKey, IconLogout, IconMail } from '@tabler/icons-react';
import { useReportClosed } from '../../lib/reporter-flags.ts';
import { AccountMenu } from './account-menu.tsx';
import { type ReporterMenuKey, reporterMenuItems } from './account-menu-items.ts';

const ICONS: Record<ReporterMenuKey, Icon> = {
  changePassword: IconKey,
  emailNotifications: IconMail,
  signOut: IconLogout,
};

/** The reporter's account menu: none of the staff's code loads on the reporter's pages. */
export function ReporterAccountMenu({ account }: { account: TAccount }) {
  const reportClosed = useReportClosed();
  const links = () => reporterMenuItems(reportClosed).map((item) => ({ ...item, icon: ICONS[item.key] }));
  return <AccountMenu account={account} links={links} />;
}
