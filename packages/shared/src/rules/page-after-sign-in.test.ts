import { describe, expect, it } from 'vitest';
import { isPageOfThisApp, PAGE_AFTER_SIGN_IN_MAX, pageAfterSignIn } from './page-after-sign-in.ts';

describe('the page a sign-in comes back to', () => {
  it('is a path of this app, with its query and fragment', () => {
    for (const page of [
      '/',
      '/reviewer/report-search',
      '/reviewer/reports/42?tab=dialogue#note-3',
      '/hotline/submit-report?org=Northwind%20France&lang=fr',
    ])
      expect(isPageOfThisApp(page)).toBe(true);
  });

  it('is never another site, nor a value a browser would rewrite into one', () => {
    for (const page of [
      '',
      'reviewer',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /x',
      'javascript:alert(1)',
    ])
      expect(isPageOfThisApp(page)).toBe(false);
  });

  it('is percent-encoded: a character beyond printable ASCII cannot go in a redirect as it is', () => {
    expect(isPageOfThisApp('/reviewer/report-search#%E6%97%A5')).toBe(true);
    for (const page of ['/日本', '/caf\u00e9', '/x\u00a0y', '/x\u2028y']) expect(isPageOfThisApp(page)).toBe(false);
  });

  it('is at most 2 000 characters', () => {
    expect(isPageOfThisApp(`/${'a'.repeat(PAGE_AFTER_SIGN_IN_MAX - 1)}`)).toBe(true);
    expect(isPageOfThisApp(`/${'a'.repeat(PAGE_AFTER_SIGN_IN_MAX)}`)).toBe(false);
  });

  it('is the home when none was asked for or the one asked for is not of this app', () => {
    expect(pageAfterSignIn('/admin/users')).toBe('/admin/users');
    expect(pageAfterSignIn(null)).toBe('/');
    expect(pageAfterSignIn(undefined)).toBe('/');
    expect(pageAfterSignIn('//evil.example')).toBe('/');
  });
});
