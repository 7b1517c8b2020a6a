import { AUTHORITIES as A, type TAccount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../session/test-account.ts';
import { reporterMenuItems, staffMenuItems } from './account-menu-items.ts';

const account = testAccount;
const keys = (a: TAccount) => staffMenuItems(a).map((i) => i.key);

describe('account menu by role', () => {
  it('gives a reporter change password, email notifications and sign out', () => {
    expect(reporterMenuItems(false).map((i) => i.key)).toEqual(['changePassword', 'emailNotifications', 'signOut']);
  });

  it('hides change password and email notifications once the report is closed', () => {
    expect(reporterMenuItems(true).map((i) => i.key)).toEqual(['signOut']);
  });

  it('gives reviewers, delegates, client admins and transcribers the profile', () => {
    for (const a of [
      account([A.USER, A.MASTER_REVIEWER]),
      account([A.USER, A.CLIENT_ADMIN]),
      account([A.TRANSCRIBER]),
      account([], { delegateReviewer: true }),
    ]) {
      expect(keys(a)).toEqual(['profile', 'signOut']);
    }
  });

  it('adds API key reset only for a program admin with key generation enabled (spec 001 §6)', () => {
    const reviewer = [A.USER, A.MASTER_REVIEWER];
    const both = { programAdmin: true, reviewerApiKeyGenerationEnabled: true };
    expect(keys(account(reviewer, both))).toEqual(['profile', 'resetApiKey', 'signOut']);
    expect(keys(account(reviewer, { programAdmin: true }))).toEqual(['profile', 'signOut']);
    expect(keys(account(reviewer, { reviewerApiKeyGenerationEnabled: true }))).toEqual(['profile', 'signOut']);
    expect(keys(account([A.HOTLINE_AGENT], both))).toEqual(['signOut']);
  });

  it('gives connects admin, hotline, import, statistics and platform admin users only sign out', () => {
    for (const role of [A.CONNECTS_ADMIN, A.HOTLINE_AGENT, A.IMPORT, A.STATISTICS, A.ADMIN]) {
      expect(keys(account([role]))).toEqual(['signOut']);
    }
    expect(keys(account([A.CONNECTS_ADMIN, A.USER]))).toEqual(['signOut']);
  });
});
