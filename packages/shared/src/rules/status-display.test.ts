import { describe, expect, it } from 'vitest';
import { statusDisplay } from './status-display.ts';

describe('statusDisplay', () => {
  it.each([
    [1, { key: 'submitted', time: null, expiryNote: false }],
    [2, { key: 'closed', time: 'closedTime', expiryNote: true }],
    [3, { key: 'updated', time: 'actionTime', expiryNote: false }],
    [4, { key: 'submitted', time: null, expiryNote: false }],
    [5, { key: 'additional', time: 'actionTime', expiryNote: false }],
    [6, { key: null, time: null, expiryNote: false }],
    [7, { key: 'reviewed', time: 'reviewedTime', expiryNote: false }],
    [8, { key: 'responded', time: 'actionTime', expiryNote: false }],
  ])('shows status %i as %j', (statusId, expected) => {
    expect(statusDisplay(statusId)).toEqual(expected);
  });

  it.each([0, 9, -1, null, undefined, Number.NaN])('shows nothing for %j', (statusId) => {
    expect(statusDisplay(statusId)).toEqual({ key: null, time: null, expiryNote: false });
  });
});
