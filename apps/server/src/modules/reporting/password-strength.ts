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

/** Strong enough for a report: the shared password rules, and not a commonly used password. */
export function isPasswordSecure(password: string): boolean {
  return isPasswordValid(password) && !COMMON_PASSWORDS.has(password.toLowerCase());
}
