/** Email address rules (spec 000 §5). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';

export type EmailError = 'invalid' | 'tooLong' | 'mismatch';

const emailFormat = z.email();

export function isEmailFormatValid(email: string): boolean {
  return emailFormat.safeParse(email).success;
}

export function isEmailValid(email: string): boolean {
  return isEmailFormatValid(email) && email.length <= LIMITS.emailMax;
}

export function emailError(email: string, confirmation: string): EmailError | null {
  if (!isEmailFormatValid(email)) return 'invalid';
  if (email.length > LIMITS.emailMax) return 'tooLong';
  if (email !== confirmation) return 'mismatch';
  return null;
}

/** A notification email; the empty string clears it. */
export const ZNotificationEmail = z
  .string()
  .max(LIMITS.emailMax, 'tooLong')
  .refine((email) => email === '' || isEmailFormatValid(email), 'invalid');
