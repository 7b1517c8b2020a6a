import { describe, expect, it } from 'vitest';
import { allExpanded, setAll } from './card-state.ts';

const open = {
  quickLinksExpanded: true,
  newAndUpdatedReportsExpanded: true,
  viewedReportsExpanded: true,
  watchedReportsExpanded: true,
  recentNotificationsExpanded: true,
};

describe('overview cards', () => {
  it('collapses all only when every card is open', () => {
    expect(allExpanded(open)).toBe(true);
    expect(allExpanded({ ...open, watchedReportsExpanded: false })).toBe(false);
  });
  it('sets every one of the five flags', () => {
    expect(Object.values(setAll(open, false))).toEqual([false, false, false, false, false]);
    expect(setAll({ ...open, quickLinksExpanded: false }, true)).toEqual(open);
  });
});
