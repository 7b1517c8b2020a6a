import { describe, expect, it } from 'vitest';
import { linkProblem } from './link-check.ts';

const current = { referenceId: 'AAAA2222BBBB', sequentialId: 7 };
const linked = [{ referenceId: 'CCCC3333DDDD', sequentialId: 9 }];

describe('link check', () => {
  it('refuses the current report by reference or sequential id', () => {
    expect(linkProblem(' AAAA2222BBBB ', current, linked)).toBe('current');
    expect(linkProblem('7', current, linked)).toBe('current');
  });
  it('refuses a report already linked, by either of its ids', () => {
    expect(linkProblem('9', current, linked)).toBe('alreadyLinked');
    expect(linkProblem('CCCC3333DDDD', current, linked)).toBe('alreadyLinked');
  });
  it('refuses a pending report as typed, and by its other id once it is known', () => {
    expect(linkProblem('12', current, [...linked, { referenceId: '12', sequentialId: null }])).toBe('alreadyLinked');
    const resolved = { referenceId: 'EEEE4444FFFF', sequentialId: 12 };
    expect(linkProblem('EEEE4444FFFF', current, [...linked, resolved])).toBe('alreadyLinked');
    expect(linkProblem('12', current, [...linked, resolved])).toBe('alreadyLinked');
  });
  it('accepts another report and refuses blank input', () => {
    expect(linkProblem('12', current, linked)).toBeNull();
    expect(linkProblem('   ', current, linked)).toBe('empty');
  });
});
