import { describe, expect, it } from 'vitest';
import { leadingCharacters } from './leading-characters.ts';

describe('leadingCharacters', () => {
  it('gives a text within the limit back whole', () => {
    expect(leadingCharacters('short', 200)).toBe('short');
    expect(leadingCharacters('😀😀', 2)).toBe('😀😀');
  });

  it('counts an emoji as one character and never splits a surrogate pair', () => {
    expect(leadingCharacters(`${'a'.repeat(199)}😀tail`, 200)).toBe(`${'a'.repeat(199)}😀`);
    expect(leadingCharacters(`${'a'.repeat(199)}bc`, 200)).toBe(`${'a'.repeat(199)}b`);
  });

  it('leaves out an emoji sequence or a letter with its accent that the limit would split', () => {
    const family = '👩\u200d👩\u200d👧';
    expect(leadingCharacters(`${'a'.repeat(198)}${family}`, 200)).toBe('a'.repeat(198));
    expect(leadingCharacters(`${'a'.repeat(199)}e\u0301x`, 200)).toBe('a'.repeat(199));
    expect(leadingCharacters(`${'a'.repeat(198)}e\u0301x`, 200)).toBe(`${'a'.repeat(198)}e\u0301`);
    expect(leadingCharacters(`${'a'.repeat(199)}\r\nb`, 200)).toBe('a'.repeat(199));
    expect(leadingCharacters(`${'a'.repeat(199)}🇫🇷b`, 200)).toBe('a'.repeat(199));
  });

  it('cuts a plain ASCII text at the limit', () => {
    expect(leadingCharacters('x'.repeat(500), 200)).toBe('x'.repeat(200));
  });
});
