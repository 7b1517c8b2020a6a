import {
  AUTHORITIES,
  LIMITS,
  SENSITIVE_CATEGORY_ID,
  type TAccount,
  type TCaseManagementUserDetails,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { NewSession, SessionInfo, StaffUser } from '../../lib/session.ts';
import * as repo from './account.repository.ts';

/** A staff session for a signed-in user: idle timeout from the account, else the default. */
export const staffSessionOf = (user: repo.UserRow): NewSession => ({
  kind: 'staff',
  userId: user.id,
  langKey: user.langKey,
  timeoutSeconds: user.userTimeout ?? LIMITS.defaultSessionTimeoutSeconds,
});

export function createAccountService({ db }: { db: Db }) {
  /** The session account of a staff user (spec 000 §3 "Session account"). */
  function accountOf(user: Omit<StaffUser, 'primaryOrganizationId'>): TAccount {
    return {
      activated: user.activated,
      authorities: user.authorities,
      id: user.id,
      login: user.login,
      langKey: user.langKey,
      firstName: user.firstName,
      lastName: user.lastName,
      userTimeout: user.userTimeout,
      organizations: user.organizations,
      dashboardEnabled: user.dashboardEnabled,
      delegateReviewer: user.delegateReviewer,
      landingPage: user.landingPage,
      programAdmin: user.programAdmin,
      reviewerApiKeyGenerationEnabled: user.reviewerApiKeyGenerationEnabled,
    };
  }

  return {
    /**
     * Checks a staff sign-in. Five failures in a row lock the account (status LOCKED);
     * the 401 carries the attempts left so the sign-in page can say so.
     */
    async authenticate(username: string, password: string): Promise<repo.UserRow> {
      const user = await repo.findUserByLogin(db, username);
      const max = LIMITS.staffLoginMaxFailures;
      if (!user) throw unauthorized('error.login.failed');
      if (user.userStatus === 'LOCKED') throw unauthorized('error.login.locked', { numberOfLoginAttemptsLeft: 0 });
      if (user.userStatus !== 'ACTIVE' || !user.activated) throw unauthorized('error.login.inactive');
      if (await verifyPassword(user.passwordHash, password)) {
        if (user.failedLoginAttempts > 0) await repo.resetFailedLogins(db, user.id);
        return user;
      }
      const after = await repo.recordFailedLogin(db, user.id, max);
      const left = Math.max(0, max - after.failedLoginAttempts);
      if (left === 0) {
        await audit(db, 'LOCK_USER', { login: null, userId: null }, { login: user.login });
        throw unauthorized('error.login.locked', { numberOfLoginAttemptsLeft: 0 });
      }
      throw unauthorized('error.login.failed', { numberOfLoginAttemptsLeft: left });
    },

    async account(session: SessionInfo): Promise<TAccount> {
      if (session.kind === 'reporter' && !session.user) {
        return {
          activated: true,
          authorities: [AUTHORITIES.REPORTER],
          id: null,
          login: session.reportRef,
          langKey: session.langKey ?? 'en',
          firstName: null,
          lastName: null,
          userTimeout: session.timeoutSeconds,
          organizations: [],
          dashboardEnabled: false,
          delegateReviewer: false,
          landingPage: null,
          programAdmin: false,
          reviewerApiKeyGenerationEnabled: false,
        };
      }
      // The session lookup read the user's row and organizations in this request already.
      if (!session.user) throw unauthorized();
      return accountOf(session.user);
    },

    /** The account of a user who has just signed in. */
    staffAccount: async (user: repo.UserRow): Promise<TAccount> =>
      accountOf({ ...user, organizations: await repo.userOrganizationsOf(db, user.id) }),

    async caseManagementDetails(userId: number): Promise<TCaseManagementUserDetails> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw notFound();
      const orgs = await repo.userOrganizationsOf(db, user.id);
      const categoryIds = await repo.activeCategoryIdsOf(db, user.id);
      return {
        userId: user.id,
        login: user.login,
        legacyUserId: user.legacyUserId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        userType: user.userType,
        userStatus: user.userStatus,
        programAdmin: user.programAdmin,
        delegateReviewer: user.delegateReviewer,
        clientAdmin: user.authorities.includes(AUTHORITIES.CLIENT_ADMIN),
        primaryOrganization: orgs.find((o) => o.id === user.primaryOrganizationId) ?? null,
        organizations: orgs,
        categoryIds,
        sensitiveReportsAccess: categoryIds.includes(SENSITIVE_CATEGORY_ID),
      };
    },

    setLanguage: (userId: number, langKey: string) => repo.setUserLanguage(db, userId, langKey),
  };
}
