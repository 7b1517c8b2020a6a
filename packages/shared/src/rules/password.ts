/** Report password rules (spec 000 §5 and §9). */
import { LIMITS, PRODUCT_NAME } from '../constants.ts';
import { type Random, randomCode } from './random-code.ts';

export { generateReportId, LOOKALIKE_FREE_ALPHABET } from './random-code.ts';

export type PasswordProblem = 'length' | 'characters' | 'productName';

/** The ASCII printable punctuation; with letters, digits and the space these are all printable ASCII. */
export const PASSWORD_PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const ALLOWED_CHARACTERS = new Set([
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
  ...PASSWORD_PUNCTUATION,
]);

export function passwordProblems(password: string): PasswordProblem[] {
  const characters = [...password];
  const problems: PasswordProblem[] = [];
  if (characters.length < LIMITS.passwordMin || characters.length > LIMITS.passwordMax) problems.push('length');
  if (!characters.every((c) => ALLOWED_CHARACTERS.has(c))) problems.push('characters');
  if (password.toLowerCase().includes(PRODUCT_NAME.toLowerCase())) problems.push('productName');
  return problems;
}

export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** Longer passwords are also checked with the server (POST {api}/password) on blur. */
export function needsServerCheck(password: string): boolean {
  return [...password].length > LIMITS.passwordServerCheckAbove;
}

export function generatePassword(random?: Random): string {
  let password: string;
  do password = randomCode(LIMITS.generatedPasswordLength, random);
  while (!isPasswordValid(password));
  return password;
}
