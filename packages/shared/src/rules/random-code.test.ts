import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateReportId, LOOKALIKE_FREE_ALPHABET, randomCode } from './random-code.ts';

const ASCII_LETTERS_AND_DIGITS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

describe('LOOKALIKE_FREE_ALPHABET', () => {
  it('is every letter and digit except i, l, o, I, O, 0 and 1, each once', () => {
    const expected = ASCII_LETTERS_AND_DIGITS.filter((c) => !'ilo IO01'.includes(c));
    expect([...LOOKALIKE_FREE_ALPHABET].sort()).toEqual(expected.sort());
    expect(LOOKALIKE_FREE_ALPHABET).toHaveLength(55);
  });
});

describe('randomCode and generateReportId', () => {
  it('draws report IDs of 12 characters from the alphabet', () => {
    for (let i = 0; i < 200; i += 1) expect(generateReportId()).toMatch(/^[a-hjkmnp-zA-HJ-NP-Z2-9]{12}$/);
  });

  it('uses the injected random source across the whole alphabet', () => {
    const n = LOOKALIKE_FREE_ALPHABET.length;
    let i = 0;
    expect(randomCode(n, () => (i++ + 0.5) / n)).toBe(LOOKALIKE_FREE_ALPHABET);
    expect(generateReportId(() => 0.999999999)).toBe('9'.repeat(12));
  });

  it('stays inside the alphabet for any random value, even out of range', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1, max: 2 }), { minLength: 1 }), (values) => {
        let i = 0;
        const code = generateReportId(() => values[i++ % values.length]);
        expect([...code].every((c) => LOOKALIKE_FREE_ALPHABET.includes(c))).toBe(true);
        expect(code).toHaveLength(12);
      }),
    );
  });

  it('spreads crypto draws over the alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateReportId()).join(''));
    expect(seen.size).toBe(LOOKALIKE_FREE_ALPHABET.length);
  });
});
