import { describe, expect, it } from 'vitest';
import { isBlank } from './blank.ts';

describe('isBlank', () => {
  it('sees white space and invisible format characters alone as blank', () => {
    for (const text of ['', '  \n\t', '\u00a0', '\u200b\u200b', '\u200d \u2060\ufeff', '\u200e\u200f']) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('sees any visible character as text, an emoji joined by zero-width joiners too', () => {
    for (const text of ['a', ' 0 ', '👩‍👩‍👧', '\u200bx', 'مرحبا']) expect(isBlank(text), text).toBe(false);
  });
});
