/** Email address rules (spec 000 §5). */
import { regexes } from 'zod/v4/core';
import { LIMITS } from '../constants.ts';

export type EmailError = 'invalid' | 'tooLong' | 'mismatch';

/** The format Zod's z.email() checks, without loading Zod's schemas into the web pages. */
export function isEmailFormatValid(email: string): boolean {
  return regexes.email.test(email);
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
