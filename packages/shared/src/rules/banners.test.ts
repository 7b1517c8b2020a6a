import { describe, expect, it } from 'vitest';
import { BANNER_HIDDEN_ROUTES, bannersHiddenOn, bannerVisible } from './banners.ts';

const DAY = 24 * 3600 * 1000;
const now = 1_761_700_000_000;

describe('bannerVisible', () => {
  it('shows a banner never closed', () => {
    expect(bannerVisible('top', null, now)).toBe(true);
    expect(bannerVisible('bottom', null, now)).toBe(true);
  });

  it('brings the top banner back 30 days after it was closed', () => {
    expect(bannerVisible('top', now - 30 * DAY + 1, now)).toBe(false);
    expect(bannerVisible('top', now - 30 * DAY, now)).toBe(true);
    expect(30 * DAY).toBe(2_592_000_000);
  });

  it('brings the bottom banner back 1 day after it was closed', () => {
    expect(bannerVisible('bottom', now - DAY + 1, now)).toBe(false);
    expect(bannerVisible('bottom', now - DAY, now)).toBe(true);
  });
});

describe('bannersHiddenOn', () => {
  it('hides banners on the listed routes', () => {
    expect(BANNER_HIDDEN_ROUTES).toHaveLength(13);
    for (const route of BANNER_HIDDEN_ROUTES) expect(bannersHiddenOn(route)).toBe(true);
    expect(bannersHiddenOn('/reporter/email/')).toBe(true);
  });

  it('shows banners elsewhere', () => {
    for (const route of ['/', '/hotline', '/reviewer', '/reporter/submit-report', '/reporter/email/other', '/loginx']) {
      expect(bannersHiddenOn(route)).toBe(false);
    }
  });
});
