/** The page a staff sign-in comes back to (decision 141). */

/** The longest page kept through a sign-in: a private page's path and query are far shorter. */
export const PAGE_AFTER_SIGN_IN_MAX = 2000;

/**
 * A path of this app as the browser gives it (path, query and fragment, percent-encoded): one
 * leading slash, never `//host` or `/\host`, which a browser reads as another site, and printable
 * ASCII only. A space or a control character, which a browser drops from a URL, could make one of
 * those; other characters cannot go in a redirect's Location header as they are.
 */
export function isPageOfThisApp(page: string): boolean {
  return page.length <= PAGE_AFTER_SIGN_IN_MAX && /^\/(?![/\\])[\x21-\x7e]*$/.test(page);
}

/** The page a sign-in page was asked to come back to, or the home. */
export function pageAfterSignIn(page: string | null | undefined): string {
  return page && isPageOfThisApp(page) ? page : '/';
}
