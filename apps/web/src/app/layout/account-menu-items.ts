import { AUTHORITIES, homeRouteFor, mayHoldApiKey, type TAccount } from '@candor/shared';

export interface AccountMenuItem {
  /** Message key under `global.accountMenu`. */
  key: 'changePassword' | 'emailNotifications' | 'profile' | 'resetApiKey' | 'signOut';
  to: string;
}

const SIGN_OUT: AccountMenuItem = { key: 'signOut', to: '/logout' };

/**
 * The account menu by role (spec 000 §2, §6): a reporter gets change password and email
 * notifications (not once the report is closed); a reviewer gets the profile, and API key
 * reset when he is a program admin with key generation enabled (spec 001 §6); connects
 * admin, hotline, import and statistics users get only sign out.
 */
export function accountMenuItems(account: TAccount, reportClosed: boolean): AccountMenuItem[] {
  if (account.authorities.includes(AUTHORITIES.REPORTER)) {
    if (reportClosed) return [SIGN_OUT];
    return [
      { key: 'changePassword', to: '/reporter/change-password' },
      { key: 'emailNotifications', to: '/reporter/email' },
      SIGN_OUT,
    ];
  }
  const home = homeRouteFor(account.authorities, account);
  if (home?.startsWith('/reviewer')) {
    const apiKey: AccountMenuItem[] = mayHoldApiKey(account)
      ? [{ key: 'resetApiKey', to: '/reviewer/resetApiKey' }]
      : [];
    return [{ key: 'profile', to: '/reviewer/profile' }, ...apiKey, SIGN_OUT];
  }
  return [SIGN_OUT];
}
