import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support.ts';
import { keepPageForSignIn, pageAfterSignIn } from './page-after-sign-in.ts';

const at = (path: string) => {
  const url = new URL(path, 'https://candor.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('the page a sign-in comes back to', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('is the page asked for, with its query and fragment, read once', () => {
    keepPageForSignIn(at('/reviewer/report-details/12?tab=dialogue#comments'), 1_000);
    expect(pageAfterSignIn(2_000)).toBe('/reviewer/report-details/12?tab=dialogue#comments');
    expect(pageAfterSignIn(3_000)).toBeNull();
  });

  it('is forgotten after ten minutes, as a sign-in at the identity provider is', () => {
    keepPageForSignIn(at('/reviewer/overview'), 0);
    expect(pageAfterSignIn(10 * 60 * 1000)).toBeNull();
    keepPageForSignIn(at('/reviewer/overview'), 0);
    expect(pageAfterSignIn(10 * 60 * 1000 - 1)).toBe('/reviewer/overview');
  });

  it('is never another site, nor anything but a kept page', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'reviewer']) {
      sessionStorage.setItem('candor.signIn.page', JSON.stringify({ path, at: 0 }));
      expect(pageAfterSignIn(1), path).toBeNull();
    }
    sessionStorage.setItem('candor.signIn.page', '{not json');
    expect(pageAfterSignIn(1)).toBeNull();
    expect(pageAfterSignIn(1)).toBeNull();
  });
});
