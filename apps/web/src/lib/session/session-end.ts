import type { QueryClient } from '@tanstack/react-query';
import { ApiError, onUnauthorized, request } from '../api-client.ts';
import { createFlagStore } from '../flag-store.ts';
import { accountQuery } from './session-queries.ts';
import { isReporter } from './use-session.ts';

/**
 * A staff session the server has ended while the tab still shows it signed in (signed out in
 * another tab, timed out, revoked): set by the first 401 of a staff call, cleared once the tab
 * has signed out.
 */
const ended = createFlagStore(false);

export const useSessionEnded = ended.use;
export const clearSessionEnded = () => ended.set(false);
export const isSessionEnded = () => ended.get();

/** A 401 of a session that has ended: its screen's message would only repeat the sign-in page's. */
export const isSessionEndError = (error: unknown) => ended.get() && error instanceof ApiError && error.status === 401;

/** The message of a 401 for want of a session; others refuse what was typed (a report's password). */
const NO_SESSION = 'error.unauthorized';

/**
 * Whether a 401 of this call ends the session: only a staff call of a signed-in staff user
 * that found no session. The session check itself is silent (spec 000 §8), and a reporter's
 * calls meet their own sign-in.
 */
function endsStaffSession(queryClient: QueryClient, path: string, error: ApiError): boolean {
  const call = path.replace(/^\//, '');
  if (call === 'api/account' || call.startsWith('reporterapi/')) return false;
  if (error.body?.message !== undefined && error.body.message !== NO_SESSION) return false;
  const account = queryClient.getQueryData(accountQuery.queryKey);
  return !!account && !isReporter(account);
}

/**
 * Marks the session ended when a staff call's 401 is confirmed by the session check finding no
 * session (a call sent before a new session began, a hotline caller's verification, is not the
 * end of it), and stops the screens' queries.
 */
export function watchSessionEnd(queryClient: QueryClient): void {
  let checking = false;
  onUnauthorized((path, error) => {
    if (ended.get() || checking || !endsStaffSession(queryClient, path, error)) return;
    checking = true;
    // Only the session check's own 401 ends it; the cached account is left for /logout to clear.
    void request('api/account')
      .catch((e: unknown) => {
        if (!(e instanceof ApiError && e.status === 401)) return;
        ended.set(true);
        void queryClient.cancelQueries();
      })
      .finally(() => {
        checking = false;
      });
  });
}
