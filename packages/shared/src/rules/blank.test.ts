import { describe, expect, it } from 'vitest';
import { isBlank } from './blank.ts';

describe('isBlank', () => {
  it('sees white space and invisible format characters alone as blank', () => {
    const invisible = [
      '\u200b\u200b',
      '\u200d \u2060\ufeff',
      '\u200e\u200f',
      '\u3164',
      '\u115f\u1160',
      '\u2800',
      '\ufe0f',
    ];
    for (const text of ['', '  \n\t', '\u00a0', ...invisible]) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('sees any visible character as text, an emoji joined by zero-width joiners too', () => {
    // An Arabic number sign (U+0600) is a format character that shows.
    for (const text of ['a', ' 0 ', '👩‍👩‍👧', '\u200bx', 'مرحبا', '\u0600']) expect(isBlank(text), text).toBe(false);
  });
});
