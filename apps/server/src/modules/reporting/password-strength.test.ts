import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isPasswordSecure } from './password-strength.ts';

describe('isPasswordSecure', () => {
  it('knows at least the 1000 most common passwords, lower-cased, without the comment lines', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const common of ['123456', 'password', 'qwerty', 'iloveyou', 'trustno1'])
      expect(COMMON_PASSWORDS.has(common)).toBe(true);
    expect([...COMMON_PASSWORDS].some((p) => p.startsWith('#') || p !== p.toLowerCase())).toBe(false);
  });

  it('refuses a common password in any case, even when the rules allow it', () => {
    expect(isPasswordSecure('sunshine1')).toBe(false);
    expect(isPasswordSecure('SunShine1')).toBe(false);
    expect(isPasswordSecure('Sunshine on 4 hills')).toBe(true);
  });

  it('refuses a password of fewer than five different characters, whatever their case', () => {
    for (const repeated of ['aaaaaaaa', 'AAAAaaaa', '12121212', 'abcabcab', 'abcdABCDabcd', '!!??!!??'])
      expect(isPasswordSecure(repeated), repeated).toBe(false);
    for (const varied of ['abcdeabcde', 'Tq7#mZp2', 'longenough']) expect(isPasswordSecure(varied), varied).toBe(true);
  });

  it('refuses what the shared rules refuse', () => {
    expect(isPasswordSecure('Ab3$xyz')).toBe(false);
    expect(isPasswordSecure('Ab3$xyzw')).toBe(true);
    expect(isPasswordSecure('candor-Ab3$xyzw')).toBe(false);
    expect(isPasswordSecure('Ab3$xyzw\u00e9')).toBe(false);
  });
});
