import { AUTHORITIES as A } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../session/test-account.ts';
import { bannerText, timedBannerUser } from './banner-state.ts';

const account = testAccount;

describe('banners', () => {
  it('times the close for admin, hotline and reviewer users', () => {
    for (const roles of [
      [A.ADMIN],
      [A.CONNECTS_ADMIN],
      [A.USER, A.CLIENT_ADMIN],
      [A.HOTLINE_AGENT],
      [A.USER, A.MASTER_REVIEWER],
      [A.TRANSCRIBER],
    ]) {
      expect(timedBannerUser(account(roles))).toBe(true);
    }
    expect(timedBannerUser(account([], { delegateReviewer: true }))).toBe(true);
  });

  it('does not time the close for visitors, reporters, import and statistics users', () => {
    expect(timedBannerUser(null)).toBe(false);
    for (const roles of [[A.REPORTER], [A.IMPORT], [A.STATISTICS]]) expect(timedBannerUser(account(roles))).toBe(false);
  });

  it('shows the text of the interface language, else English, else nothing', () => {
    const messages = { en: 'Maintenance on Sunday', fr: 'Maintenance dimanche' };
    expect(bannerText(messages, 'fr')).toEqual({ text: 'Maintenance dimanche', english: false });
    expect(bannerText(messages, 'de')).toEqual({ text: 'Maintenance on Sunday', english: true });
    expect(bannerText({ fr: 'Maintenance dimanche' }, 'de').text).toBe('');
  });
});
