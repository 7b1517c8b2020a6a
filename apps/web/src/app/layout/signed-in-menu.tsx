import { AUTHORITIES, type TAccount } from '@candor/shared';
import { lazy } from 'react';
import { ReporterAccountMenu } from './reporter-account-menu.tsx';

const StaffAccountMenu = lazy(() => import('./staff-account-menu.tsx').then((m) => ({ default: m.StaffAccountMenu })));

/** The signed-in user's account menu: the reporter's, or the staff's, whose code the reporter's pages never load. */
export function SignedInMenu({ account }: { account: TAccount }) {
  return account.authorities.includes(AUTHORITIES.REPORTER) ? (
    <ReporterAccountMenu account={account} />
  ) : (
    <StaffAccountMenu account={account} />
  );
}
