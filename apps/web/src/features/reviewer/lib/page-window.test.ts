import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow (spec 001 §9: 4 page buttons at a time)', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(2, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(3, 4)).toEqual([0, 1, 2, 3]);
  });

  it('shows four pages around the current one, the next one included', () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([0, 1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
  });

  it('keeps four buttons at the end of the list', () => {
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9]);
    expect(pageWindow(8, 10)).toEqual([6, 7, 8, 9]);
  });
});
