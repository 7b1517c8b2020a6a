import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSecurityAnswerValid } from './security-answer.ts';

describe('isSecurityAnswerValid', () => {
  it('takes a four-digit year followed by a month 01 to 12', () => {
    expect(isSecurityAnswerValid('199001')).toBe(true);
    expect(isSecurityAnswerValid('202412')).toBe(true);
  });

  it('refuses other months, lengths and characters', () => {
    for (const bad of ['199000', '199013', '19901', '1990011', '', 'abcd01', '1990-1', ' 199001']) {
      expect(isSecurityAnswerValid(bad)).toBe(false);
    }
  });

  it('accepts every year and month and nothing of another length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), (y, m) =>
        isSecurityAnswerValid(`${String(y).padStart(4, '0')}${String(m).padStart(2, '0')}`),
      ),
    );
    fc.assert(fc.property(fc.string(), (s) => s.length === 6 || !isSecurityAnswerValid(s)));
  });
});
