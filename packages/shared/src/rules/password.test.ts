import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZReportPassword } from '../contracts/reporting.ts';
import {
  generatePassword,
  isPasswordValid,
  LOOKALIKE_FREE_ALPHABET,
  needsServerCheck,
  PASSWORD_PUNCTUATION,
  passwordProblems,
} from './password.ts';

const LETTERS_DIGITS_SPACE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
const ALLOWED = LETTERS_DIGITS_SPACE + PASSWORD_PUNCTUATION;
const allowedChar = fc.constantFrom(...ALLOWED);
const withoutName = (s: string) => !s.toLowerCase().includes('candor');
const casings = fc
  .array(fc.boolean(), { minLength: 6, maxLength: 6 })
  .map((up) => [...'candor'].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));

describe('passwordProblems', () => {
  it('accepts 8 to 64 allowed characters', () => {
    expect(passwordProblems('abcd1234')).toEqual([]);
    expect(passwordProblems('a'.repeat(64))).toEqual([]);
    expect(passwordProblems('Pass word !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')).toEqual([]);
  });

  it('rejects a length outside 8 to 64', () => {
    expect(passwordProblems('abc1234')).toEqual(['length']);
    expect(passwordProblems('a'.repeat(65))).toEqual(['length']);
    expect(passwordProblems('')).toEqual(['length']);
  });

  it('rejects characters that are not ASCII letters, digits, space or punctuation', () => {
    for (const bad of ['é', 'ß', '€', '\t', '\n', '\u00a0', 'Ａ', '😀', '\u0000', '\u007f']) {
      expect(passwordProblems(`abcd1234${bad}`)).toEqual(['characters']);
    }
  });

  it('rejects the product name in any case', () => {
    expect(passwordProblems('myCandor1')).toEqual(['productName']);
    expect(passwordProblems('xxCANDORxx')).toEqual(['productName']);
    expect(passwordProblems('candor')).toEqual(['length', 'productName']);
    expect(passwordProblems('cand or12')).toEqual([]);
  });

  it('has exactly the 32 ASCII punctuation marks', () => {
    const punctuation = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter(
      (c) => !LETTERS_DIGITS_SPACE.includes(c),
    );
    expect([...PASSWORD_PUNCTUATION].sort()).toEqual(punctuation.sort());
  });
});

describe('password properties', () => {
  it('accepts any 8 to 64 allowed characters without the product name', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedChar, minLength: 8, maxLength: 64 }).filter(withoutName), (pw) => {
        expect(passwordProblems(pw)).toEqual([]);
        expect(isPasswordValid(pw)).toBe(true);
        expect(ZReportPassword.safeParse(pw).success).toBe(true);
      }),
    );
  });

  it('flags the length of allowed strings exactly when outside 8 to 64', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedChar, maxLength: 80 }).filter(withoutName), (pw) => {
        expect(passwordProblems(pw).includes('length')).toBe(pw.length < 8 || pw.length > 64);
      }),
    );
  });

  it('flags any character outside the allowed set', () => {
    const other = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !ALLOWED.includes(c));
    fc.assert(
      fc.property(fc.string({ unit: allowedChar }), other, fc.string({ unit: allowedChar }), (a, bad, b) => {
        const pw = a + bad + b;
        expect(passwordProblems(pw)).toContain('characters');
        expect(ZReportPassword.safeParse(pw).success).toBe(false);
      }),
    );
  });

  it('flags the product name in any casing anywhere', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedChar }), casings, fc.string({ unit: allowedChar }), (a, name, b) => {
        expect(passwordProblems(a + name + b)).toContain('productName');
        expect(isPasswordValid(a + name + b)).toBe(false);
      }),
    );
  });
});

describe('needsServerCheck', () => {
  it('is true above 7 characters', () => {
    expect(needsServerCheck('1234567')).toBe(false);
    expect(needsServerCheck('12345678')).toBe(true);
  });
});

describe('generatePassword', () => {
  it('makes 12 look-alike-free characters that pass the rules', () => {
    for (let i = 0; i < 100; i += 1) {
      const pw = generatePassword();
      expect(pw).toHaveLength(12);
      expect(pw).toMatch(/^[a-hjkmnp-zA-HJ-NP-Z2-9]+$/);
      expect(isPasswordValid(pw)).toBe(true);
    }
  });

  it('passes the rules for any random source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, min: 0, max: 1, maxExcluded: true }), { minLength: 1 }),
        (values) => {
          let i = 0;
          const pw = generatePassword(() => values[i++ % values.length]);
          expect(pw).toHaveLength(12);
          expect([...pw].every((c) => LOOKALIKE_FREE_ALPHABET.includes(c))).toBe(true);
          expect(isPasswordValid(pw)).toBe(true);
        },
      ),
    );
  });
});

describe('ZReportPassword', () => {
  it('refuses lengths as too small or too big and other characters or the product name as a Pattern', () => {
    expect(ZReportPassword.safeParse('short').error?.issues[0]?.code).toBe('too_small');
    expect(ZReportPassword.safeParse('a'.repeat(65)).error?.issues[0]?.code).toBe('too_big');
    for (const pw of ['abcdéfghi', 'candor123']) {
      expect(ZReportPassword.safeParse(pw).error?.issues[0]?.message).toBe('Pattern');
    }
  });
});
