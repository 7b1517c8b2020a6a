import type { TAccount } from '@candor/shared';
import { type Icon, IconApi, IconLogout, IconUser } from '@tabler/icons-react';
import { hotlineCall } from '../../lib/hotline-call.ts';
import { AccountMenu, type AccountMenuLink } from './account-menu.tsx';
import { type AccountMenuItem, type StaffMenuKey, staffMenuItems } from './account-menu-items.ts';

const ICONS: Record<StaffMenuKey, Icon> = { profile: IconUser, resetApiKey: IconApi, signOut: IconLogout };

/** Every hotline call ends with a disposition: an agent signing out mid-call is asked for it first. */
function linkOf(item: AccountMenuItem<StaffMenuKey>): AccountMenuLink {
  const icon = ICONS[item.key];
  if (item.key === 'signOut' && hotlineCall.current() !== null) {
    return { ...item, icon, to: '/hotline/call-disposition', state: { signOut: true } };
  }
  return { ...item, icon };
}

/** The account menu of staff users: reviewers, administrators, hotline agents and the rest. */
export function StaffAccountMenu({ account }: { account: TAccount }) {
  return <AccountMenu account={account} links={() => staffMenuItems(account).map(linkOf)} />;
}
