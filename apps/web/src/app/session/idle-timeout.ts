import { idleTimeoutMs, idleWarningLeadMs, keepAliveIntervalMs, LIMITS } from '@candor/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, request } from '../../lib/api-client.ts';
import { translate } from '../../lib/i18n.ts';
import { isSessionEnded } from '../../lib/session/session-end.ts';
import { appProfileQuery } from '../../lib/session/session-queries.ts';
import type { Session } from '../../lib/session/use-session.ts';
import { setIdleDeadline } from './idle-deadline.ts';
import { hideIdleWarning, showIdleWarning } from './idle-warning.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** How long the sign-out waits for a hotline call's disposition to be saved. */
const IDLE_CALL_SAVE_MS = 5000;

/** The hotline agent's call in progress, if the page can load it (an agent's page already has). */
const callOfHotlineAgent = () =>
  import('../../lib/hotline-call.ts').then(
    (m) => m.hotlineCall,
    () => null,
  );

/** Where the timeout leads; the logout page then shows the Session Expired modal. */
export const TIMEOUT_LOGOUT_PATH = '/logout?timeout=true';

export interface TimeoutState {
  timeout: true;
  wasAuthenticated: boolean;
}

/**
 * The idle timeout (spec 000 §4): after `(userTimeout or defaultTimeout) − 10 s` without
 * activity the user is signed out. A minute before (half-way for short timeouts) a warning
 * lets them stay. Idle on the home page while not signed in does nothing. A hotline agent's
 * call in progress is saved as ended first: every call ends with a disposition (decision 066).
 * While a signed-in user is active, the server hears of it at least every `keepAliveIntervalMs`,
 * so that typing without requests never outlasts the server's session; a session the server
 * has already ended is shown as expired then, not when the user sends what they typed (decision 067).
 */
export function useIdleTimeout(session: Session) {
  const { data: profile } = useQuery(appProfileQuery);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authenticated = session.status === 'authenticated';
  const watching = session.status !== 'loading' && pathname !== '/logout' && (authenticated || pathname !== '/');
  const timeoutMs = idleTimeoutMs(
    session.account?.userTimeout,
    profile?.defaultTimeout ?? LIMITS.defaultSessionTimeoutSeconds,
  );

  useEffect(() => {
    if (!watching) return;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const expire = async () => {
      // The server ended the session first: the sign-in page follows (session-end-redirect.ts).
      if (isSessionEnded()) return;
      hideIdleWarning();
      // Loaded when a signed-in session expires: no reporter page carries the hotline's call state.
      const hotlineCall = authenticated ? await callOfHotlineAgent() : null;
      if (hotlineCall?.current()) {
        const lastActive = new Date(Date.now() - timeoutMs);
        const saved = import('../../features/hotline/state/call-ending.ts').then((m) =>
          m.saveIdleCall(queryClient, lastActive, translate('hotline.call-disposition.idleSignOut')),
        );
        let waited: ReturnType<typeof setTimeout> | undefined;
        // Signed out either way: a call whose save fails is not recorded.
        await Promise.race([
          saved.catch(() => undefined),
          new Promise((r) => {
            waited = setTimeout(r, IDLE_CALL_SAVE_MS);
          }),
        ]);
        clearTimeout(waited);
        hotlineCall.reset();
      }
      const state: TimeoutState = { timeout: true, wasAuthenticated: authenticated };
      navigate(TIMEOUT_LOGOUT_PATH, { state });
    };
    const arm = () => {
      clearTimeout(idleTimer);
      clearTimeout(warnTimer);
      hideIdleWarning();
      const lead = idleWarningLeadMs(timeoutMs);
      warnTimer = setTimeout(() => showIdleWarning({ deadline: Date.now() + lead, stay: arm }), timeoutMs - lead);
      idleTimer = setTimeout(() => void expire(), timeoutMs);
      setIdleDeadline(Date.now() + timeoutMs);
    };
    // The server hears of activity at most once an interval, and once more at the interval's end
    // when the user was active within it: its session then lasts at least as long as this timer.
    let heard = Date.now();
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const ping = () => {
      heard = Date.now();
      request('api/account').catch((e: unknown) => {
        if (!disposed && e instanceof ApiError && e.status === 401) void expire();
      });
    };
    const keepAlive = () => {
      if (!authenticated || trailing) return;
      const wait = heard + keepAliveIntervalMs(timeoutMs) - Date.now();
      if (wait <= 0) ping();
      else
        trailing = setTimeout(() => {
          trailing = undefined;
          ping();
        }, wait);
    };
    const onActivity = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        arm();
        keepAlive();
      }, LIMITS.idleDebounceMs);
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    arm();
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
      clearTimeout(idleTimer);
      clearTimeout(warnTimer);
      clearTimeout(pending);
      clearTimeout(trailing);
      disposed = true;
      setIdleDeadline(Number.POSITIVE_INFINITY);
      hideIdleWarning();
    };
  }, [watching, timeoutMs, authenticated, navigate, queryClient]);
}
