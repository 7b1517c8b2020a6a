import { homeRouteFor, mayHoldApiKey, type TAccount } from '@candor/shared';

export type ReporterMenuKey = 'changePassword' | 'emailNotifications' | 'signOut';
export type StaffMenuKey = 'profile' | 'resetApiKey' | 'signOut';

export interface AccountMenuItem<K extends string = ReporterMenuKey | StaffMenuKey> {
  /** Message key under `global.accountMenu`. */
  key: K;
  to: string;
}

const SIGN_OUT = { key: 'signOut', to: '/logout' } as const;

/**
 * A reporter's account menu (spec 000 §2): change password and email notifications, not once
 * the report is closed, and sign out.
 */
export function reporterMenuItems(reportClosed: boolean): AccountMenuItem<ReporterMenuKey>[] {
  if (reportClosed) return [SIGN_OUT];
  return [
    { key: 'changePassword', to: '/reporter/change-password' },
    { key: 'emailNotifications', to: '/reporter/email' },
    SIGN_OUT,
  ];
}

/**
 * A staff user's account menu (spec 000 §2, spec 001 §6): a reviewer gets the profile, and API
 * key reset when he is a program admin with key generation enabled; connects admin, hotline,
 * import and statistics users get only sign out.
 */
export function staffMenuItems(account: TAccount): AccountMenuItem<StaffMenuKey>[] {
  const home = homeRouteFor(account.authorities, account);
  if (!home?.startsWith('/reviewer')) return [SIGN_OUT];
  const apiKey: AccountMenuItem<StaffMenuKey>[] = mayHoldApiKey(account)
    ? [{ key: 'resetApiKey', to: '/reviewer/resetApiKey' }]
    : [];
  return [{ key: 'profile', to: '/reviewer/profile' }, ...apiKey, SIGN_OUT];
}
