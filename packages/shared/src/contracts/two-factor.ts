import { z } from 'zod';
import { ZAccount } from './account.ts';

/** One-time recovery codes given at TOTP enrolment (decision 049). */
export const RECOVERY_CODE_COUNT = 10;

/** The answer of `POST api/authentication` when the sign-in owes a second step: a code, or TOTP enrolment first. */
export const ZTwoFactorChallenge = z.object({ twoFactor: z.enum(['verify', 'enrol']) });
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** A TOTP code (6 digits) or a recovery code (`abcde-fghjk`, dash and case optional). */
export const ZTwoFactorCode = z.object({
  code: z
    .string()
    .trim()
    .min(6)
    .max(20)
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/),
});
export type TTwoFactorCode = z.infer<typeof ZTwoFactorCode>;

/** A new TOTP secret to enrol: as a QR code (an SVG data URL), as text, and as the otpauth URI. */
export const ZTotpEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** Enrolment confirmed: the recovery codes, shown this once, and the signed-in account. */
export const ZTotpEnrolled = z.object({ recoveryCodes: z.array(z.string()), account: ZAccount });
export type TTotpEnrolled = z.infer<typeof ZTotpEnrolled>;

export type TwoFactorStepName = TTwoFactorChallenge['twoFactor'];
