/** Email address rules (spec 000 §5). */
import { LIMITS } from '../constants.ts';

export type EmailError = 'invalid' | 'tooLong' | 'mismatch';

/**
 * The format Zod's z.email() checks (the server's schema), written out so the web pages load
 * neither Zod nor its list of patterns; email.test.ts holds the two equal.
 */
export const EMAIL_FORMAT =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: written exactly as Zod's, which email.test.ts compares
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmailFormatValid(email: string): boolean {
  return EMAIL_FORMAT.test(email);
}

/** What is wrong with one address on its own, for a field without a confirmation. */
export function emailAddressError(email: string): Exclude<EmailError, 'mismatch'> | null {
  if (!isEmailFormatValid(email)) return 'invalid';
  if (email.length > LIMITS.emailMax) return 'tooLong';
  return null;
}

export function emailError(email: string, confirmation: string): EmailError | null {
  return emailAddressError(email) ?? (email === confirmation ? null : 'mismatch');
}
