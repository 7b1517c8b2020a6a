/** The page a staff sign-in comes back to (decision 141). */

/** The longest page kept through a sign-in: a private page's path and query are far shorter. */
export const PAGE_AFTER_SIGN_IN_MAX = 2000;

/**
 * A path of this app as the browser shows it (path, query, fragment): one leading slash, never
 * `//host` or `/\host`, which a browser reads as another site, and neither spaces nor control
 * characters, which a browser drops from a URL and could so make one of those.
 */
export function isPageOfThisApp(page: string): boolean {
  return page.length <= PAGE_AFTER_SIGN_IN_MAX && /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(page);
}

/** The page a sign-in page was asked to come back to, or the home. */
export function pageAfterSignIn(page: string | null | undefined): string {
  return page && isPageOfThisApp(page) ? page : '/';
}
