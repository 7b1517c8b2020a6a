import {
  AUTHORITIES,
  LIMITS,
  RECOVERY_CODE_COUNT,
  randomCode,
  type TTotpEnrolment,
  type TwoFactorStepName,
} from '@candor/shared';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import type { Codec } from '../../lib/crypto.ts';
import { conflict, forbidden, notFound, signInRefused } from '../../lib/http-error.ts';
import type { StaffUser } from '../../lib/session.ts';
import * as repo from './account.repository.ts';
import * as twoFactor from './two-factor.repository.ts';

/** The name an authenticator app shows beside the account. */
const ISSUER = 'Candor';

/** Codes of the step before and after are taken too: clocks of phones drift. */
const EPOCH_TOLERANCE_SECONDS = 30;

/** Recovery codes: 10 letters and digits without look-alikes, shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Whose built-in sign-in needs TOTP when the setting is on (issue 10). */
const TOTP_AUTHORITIES: readonly string[] = [AUTHORITIES.ADMIN, AUTHORITIES.CONNECTS_ADMIN];

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace('-', '');

/**
 * Two-factor sign-in for the built-in login (decision 049): TOTP (RFC 6238, `otplib`) with
 * the secret sealed by the codec, ten one-time recovery codes kept as keyed hashes. A wrong
 * code counts toward the staff lock-out (decision 030) like a wrong password.
 */
export function createTwoFactorService({
  db,
  codec,
  required,
  lockSeconds,
}: {
  db: Db;
  codec: Codec;
  /** REQUIRE_TOTP_FOR_ADMINS in force. */
  required: boolean;
  lockSeconds: number;
}) {
  const max = LIMITS.staffLoginMaxFailures;
  const recoveryHash = (code: string) => codec.referenceHash(`recovery-code:${normalizeRecoveryCode(code)}`);

  /** Counts one attempt at a second step; refused at once when the account is locked. */
  async function claim(user: repo.UserRow): Promise<number> {
    const claimed = await repo.claimLoginAttempt(db, user.id, max, lockSeconds);
    if (claimed === undefined) return refuse(user);
    return claimed;
  }

  /** A wrong code: counted, the account locked at the limit, the attempts left answered. */
  async function refuse(user: repo.UserRow): Promise<never> {
    const { failures, locked } = await repo.lockIfSpent(db, user.id, max);
    if (locked) await audit(db, 'LOCK_USER', { login: null, userId: null }, { login: user.login });
    throw signInRefused(max - failures);
  }

  /** Whether the code is right for the user's sealed secret and its time step not taken before (it is taken now). */
  async function totpStep(user: repo.UserRow, code: string): Promise<boolean> {
    if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
    const result = verifySync({
      secret: codec.decryptText(user.totpSecret),
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
    });
    if (!result.valid || !('timeStep' in result)) return false;
    return twoFactor.takeTimeStep(db, user.id, result.timeStep);
  }

  async function loadUser(userId: number): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw notFound();
    return user;
  }

  return {
    /** The step a built-in sign-in of this user owes after the password: none, a code, or enrolment. */
    stepFor(user: Pick<repo.UserRow, 'totpEnrolledAt' | 'authorities'>): TwoFactorStepName | null {
      if (user.totpEnrolledAt) return 'verify';
      if (required && user.authorities.some((a) => TOTP_AUTHORITIES.includes(a))) return 'enrol';
      return null;
    },

    /** The second step: a TOTP code or an unused recovery code. The password's claim is settled with it. */
    async verify(userId: number, code: string): Promise<repo.UserRow> {
      const user = await loadUser(userId);
      const claimed = await claim(user);
      const right = /^\d{6}$/.test(code)
        ? await totpStep(user, code)
        : await twoFactor.useRecoveryCode(db, user.id, recoveryHash(code));
      if (!right) return refuse(user);
      if (!(await repo.settleRightPassword(db, user.id, claimed))) throw signInRefused(0);
      if (!/^\d{6}$/.test(code)) {
        await audit(db, 'TWO_FACTOR_RECOVERY_CODE_USED', { login: user.login, userId: user.id });
      }
      return user;
    },

    /** A secret to enrol (the one awaiting confirmation, else a new one), as a QR code and as text. */
    async enrolment(userId: number): Promise<TTotpEnrolment> {
      const user = await loadUser(userId);
      if (user.totpEnrolledAt) throw conflict('error.twoFactor.enrolled');
      let secret = user.totpSecret ? codec.decryptText(user.totpSecret) : null;
      if (!secret) {
        secret = generateSecret();
        await twoFactor.setPendingTotpSecret(db, user.id, codec.encryptText(secret));
      }
      const otpauthUri = generateURI({ issuer: ISSUER, label: user.login, secret });
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Enrolment confirmed by a first code: TOTP in force, ten recovery codes returned once. */
    async confirmEnrolment(userId: number, code: string): Promise<{ user: repo.UserRow; recoveryCodes: string[] }> {
      const user = await loadUser(userId);
      if (user.totpEnrolledAt) throw conflict('error.twoFactor.enrolled');
      const claimed = await claim(user);
      if (!(await totpStep(user, code))) return refuse(user);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const c = randomCode(10, undefined, RECOVERY_ALPHABET);
        return `${c.slice(0, 5)}-${c.slice(5)}`;
      });
      await db.transaction(async (tx) => {
        await twoFactor.confirmEnrolment(tx, user.id, recoveryCodes.map(recoveryHash));
        await audit(tx, 'TWO_FACTOR_ENROLLED', { login: user.login, userId: user.id });
      });
      if (!(await repo.settleRightPassword(db, user.id, claimed))) throw signInRefused(0);
      return { user, recoveryCodes };
    },

    /** `PUT api/connects-admin/user/{id}/reset-two-factor`: a connects admin undoes a user's enrolment. */
    async reset(actor: StaffUser, userId: number): Promise<repo.UserRow> {
      if (!actor.authorities.includes(AUTHORITIES.CONNECTS_ADMIN)) throw forbidden();
      const target = await loadUser(userId);
      // Nothing set up, nothing to reset: no audit event for it.
      if (target.totpSecret === null) return target;
      await db.transaction(async (tx) => {
        await twoFactor.clearTwoFactor(tx, target.id);
        await audit(tx, 'RESET_TWO_FACTOR', { login: actor.login, userId: actor.id }, { login: target.login });
      });
      return loadUser(userId);
    },
  };
}
