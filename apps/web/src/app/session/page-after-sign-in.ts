/**
 * The page a signed-out visitor asked for, kept in this tab while he signs in (built-in sign-in or
 * the identity provider, both of which come back to `/`), so that the home sends him on to it: a
 * link to a report in a notification opens that report. Kept for as long as a sign-in at the
 * identity provider may take, and read once.
 */
const KEY = 'candor.signIn.page';
const KEPT_MS = 10 * 60 * 1000;

/** A path of this app: one leading slash, so never another site (`//host`, `/\host`). */
const isAppPath = (path: unknown): path is string => typeof path === 'string' && /^\/(?![/\\])/.test(path);

export function keepPageForSignIn(location: Pick<Location, 'pathname' | 'search' | 'hash'>, now = Date.now()) {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ path: `${location.pathname}${location.search}${location.hash}`, at: now }),
    );
  } catch {
    // Without session storage the sign-in ends on the home.
  }
}

/** The page kept before the sign-in, if it is recent and of this app; forgotten once read. */
export function pageAfterSignIn(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const kept = raw ? (JSON.parse(raw) as { path?: unknown; at?: unknown }) : null;
    const fresh = typeof kept?.at === 'number' && now - kept.at >= 0 && now - kept.at < KEPT_MS;
    return fresh && isAppPath(kept.path) ? kept.path : null;
  } catch {
    return null;
  }
}
