import { describe, expect, it } from 'vitest';
import { delegateChoices, mergeDelegates, sameIds } from './merge-delegates.ts';

describe('mergeDelegates', () => {
  it('is the chosen list when nobody else changed the delegates', () => {
    expect(mergeDelegates([1, 2], [2, 3], [1, 2])).toEqual([2, 3]);
  });

  it('keeps a delegate a colleague added while the dialog was open', () => {
    expect(mergeDelegates([1], [1, 3], [1, 4])).toEqual([1, 4, 3]);
  });

  it("keeps a colleague's removal of a delegate this reviewer left alone", () => {
    expect(mergeDelegates([1, 2], [1, 2, 3], [2])).toEqual([2, 3]);
  });

  it('removes what this reviewer removed, even when a colleague kept it', () => {
    expect(mergeDelegates([1, 2], [2], [1, 2, 5])).toEqual([2, 5]);
  });

  it('adds a delegate once when a colleague added the same one', () => {
    expect(mergeDelegates([], [7], [7])).toEqual([7]);
  });

  it('removes a delegate once when both removed him', () => {
    expect(mergeDelegates([1, 2], [2], [2])).toEqual([2]);
  });

  it('keeps a delegate this reviewer removed and chose again', () => {
    expect(mergeDelegates([1, 2], [2, 1], [1, 2])).toEqual([1, 2]);
  });

  it('clears the list when this reviewer removed every delegate and nobody added one', () => {
    expect(mergeDelegates([1, 2], [], [1, 2])).toEqual([]);
  });
});

describe('sameIds', () => {
  it('compares the ids, not their order', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([1], [2])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});

describe('delegateChoices', () => {
  const ann = { id: 1, name: 'Ann Archer' };
  const dan = { id: 4, name: 'Dan Delegate' };
  const eve = { id: 7, name: 'Eve Evans' };

  it('offers the eligible reviewers by name, in name order', () => {
    expect(delegateChoices([eve, ann], [])).toEqual([
      { value: '1', label: 'Ann Archer' },
      { value: '7', label: 'Eve Evans' },
    ]);
  });

  it('names a delegate who is no longer eligible, once, so that he can be removed', () => {
    expect(delegateChoices([eve, ann], [dan, ann])).toEqual([
      { value: '1', label: 'Ann Archer' },
      { value: '4', label: 'Dan Delegate' },
      { value: '7', label: 'Eve Evans' },
    ]);
  });
});
