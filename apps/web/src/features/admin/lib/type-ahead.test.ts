import { describe, expect, it } from 'vitest';
import { typeAheadText } from './type-ahead.ts';

describe('typeAheadText', () => {
  it('searches nothing below three characters', () => {
    expect(typeAheadText('')).toBeUndefined();
    expect(typeAheadText('Ri')).toBeUndefined();
    expect(typeAheadText('  Ri  ')).toBeUndefined();
  });

  it('searches the trimmed text from three characters on', () => {
    expect(typeAheadText('Rit')).toBe('Rit');
    expect(typeAheadText(' Rita ')).toBe('Rita');
  });
});
