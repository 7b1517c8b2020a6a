import { readFileSync } from 'node:fs';
import { isPasswordValid } from '@candor/shared';

const listFile = new URL('./common-passwords.txt', import.meta.url);

/** The common-password list, lower-cased; lines starting with `#` are comments. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(listFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.toLowerCase()),
);

/** Fewer different characters than this is a pattern, not a password: 'aaaaaaaa', '12121212', 'abcabcab'. */
export const MIN_DISTINCT_CHARACTERS = 5;

/**
 * Strong enough for a report: the shared password rules, not a commonly used password, and not
 * one or a few characters repeated.
 */
export function isPasswordSecure(password: string): boolean {
  return (
    isPasswordValid(password) &&
    !COMMON_PASSWORDS.has(password.toLowerCase()) &&
    new Set(password.toLowerCase()).size >= MIN_DISTINCT_CHARACTERS
  );
}
