/** The reviewer's profile (spec 001 §3 "Profile", §7 "Profile and key"). */
import { z } from 'zod';
import { ZLangKey } from './common.ts';

export const LANDING_PAGES = ['OVERVIEW', 'DASHBOARD'] as const;

/** A reviewer's landing page: the dashboard when he chose it and has it, else the overview. */
export const landingPageOf = (user: {
  landingPage: string | null;
  dashboardEnabled: boolean;
}): (typeof LANDING_PAGES)[number] =>
  user.dashboardEnabled && user.landingPage === 'DASHBOARD' ? 'DASHBOARD' : 'OVERVIEW';
export const PROFILE_TEXT_MAX = 100;
export const PHONE_MAX = 30;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const phone = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .regex(/^[+0-9 ()./-]*$/)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const ZProfile = z.object({
  name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  preferredLanguage: ZLangKey,
  primaryPhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  dashboardEnabled: z.boolean(),
  landingPage: z.enum(LANDING_PAGES),
});
export type TProfile = z.infer<typeof ZProfile>;

/** `PUT api/users/profile`: name and email belong to the administrators, the rest to the user. */
export const ZProfileUpdate = z.object({
  title: optionalText(PROFILE_TEXT_MAX),
  department: optionalText(PROFILE_TEXT_MAX),
  preferredLanguage: ZLangKey,
  primaryPhoneNumber: phone,
  secondaryPhoneNumber: phone,
  landingPage: z.enum(LANDING_PAGES).default('OVERVIEW'),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const ZPasswordResetRequested = z.object({ sent: z.boolean() });
