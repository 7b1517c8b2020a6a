import {
  AUTHORITIES,
  LIMITS,
  landingPageOf,
  mayHoldApiKey,
  SENSITIVE_CATEGORY_ID,
  type TAccount,
  type TCaseManagementUserDetails,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import { countHit } from '../../lib/hit-counters.repository.ts';
import { forbidden, notFound, signInRefused, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { NewSession, SessionInfo, StaffUser } from '../../lib/session.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './account.repository.ts';

/** A staff session for a signed-in user: idle timeout from the account, else the default. */
export const staffSessionOf = (user: repo.UserRow): NewSession => ({
  kind: 'staff',
  userId: user.id,
  langKey: user.langKey,
  timeoutSeconds: user.userTimeout ?? LIMITS.defaultSessionTimeoutSeconds,
});

/** API keys start with this, so that secret scanners know them; 256 random bits follow (decision 040). */
const API_KEY_PREFIX = 'candor_';

/** The actor of what the sign-in rules do by themselves (a lock, a lock that ran out). */
const SYSTEM = { login: null, userId: null };

/** The answer to a refused sign-in: the attempts left, or locked when none are. */
const failedAnswer = (left: number) => signInRefused(Math.max(0, left));

/** Failures of a name that is no active account are counted under its hash, like an account's. */
const unknownLoginKey = (login: string) => `unknown-login:${sha256(login.toLowerCase())}`;

let dummy: Promise<string> | undefined;
/** A hash to check passwords against when there is no account: the same argon2 work as for a real one. */
const dummyHash = () => {
  dummy ??= hashPassword(randomToken());
  return dummy;
};

export function createAccountService({ db, lockSeconds }: { db: Db; lockSeconds: number }) {
  const max = LIMITS.staffLoginMaxFailures;

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
      landingPage: landingPageOf(user),
      programAdmin: user.programAdmin,
      reviewerApiKeyGenerationEnabled: user.reviewerApiKeyGenerationEnabled,
    };
  }

  return {
    /**
     * Checks a staff sign-in. Five failures in a row lock the account (status LOCKED) for
     * STAFF_LOCKOUT_SECONDS or until an administrator unlocks it; the 401 carries the
     * attempts left. Unknown and inactive names answer alike, in body and in time: a
     * dummy hash is checked and their failures are counted too.
     */
    async authenticate(
      username: string,
      password: string,
      /** A second step is owed (decision 049): the failures before stay counted until that step succeeds. */
      owesSecondStep: (user: repo.UserRow) => boolean = () => false,
    ): Promise<repo.UserRow> {
      const user = await repo.findUserByLogin(db, username);
      const open = user?.activated && (user.userStatus === 'ACTIVE' || user.userStatus === 'LOCKED');
      if (!user || !open) {
        const right = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
        // Only someone who knows the password learns that the account is inactive.
        if (user && right) throw unauthorized('error.login.inactive');
        const { current } = await countHit(db, unknownLoginKey(username), lockSeconds * 1000);
        throw failedAnswer(max - current);
      }
      const claimed = await repo.claimLoginAttempt(db, user.id, max, lockSeconds);
      if (claimed === undefined) {
        await verifyPassword(await dummyHash(), password);
        throw failedAnswer(0);
      }
      if (user.userStatus === 'LOCKED')
        await audit(db, 'UNLOCK_USER', SYSTEM, { login: user.login, reason: 'lockExpired' });
      if (await verifyPassword(user.passwordHash, password)) {
        if (owesSecondStep(user)) {
          await repo.releaseClaim(db, user.id);
          return user;
        }
        if (await repo.settleRightPassword(db, user.id, claimed)) return user;
        throw failedAnswer(0);
      }
      const { failures, locked } = await repo.lockIfSpent(db, user.id, max);
      if (locked) await audit(db, 'LOCK_USER', SYSTEM, { login: user.login });
      throw failedAnswer(max - failures);
    },

    /**
     * A new API key for a program admin with key generation enabled (spec 001 §6): only its
     * SHA-256 is stored, so the key is shown this once; the previous key stops working.
     */
    async resetApiKey(user: StaffUser): Promise<string> {
      if (!mayHoldApiKey(user)) throw forbidden();
      const key = API_KEY_PREFIX + randomToken();
      await db.transaction(async (tx) => {
        await repo.setApiKeyHash(tx, user.id, sha256(key));
        await audit(tx, 'API_KEY_RESET', { login: user.login, userId: user.id });
      });
      return key;
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
