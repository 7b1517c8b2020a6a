import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionEnded } from '../../lib/session/session-end.ts';
import { idleTimeoutPassed } from './idle-deadline.ts';
import { hideIdleWarning } from './idle-warning.ts';

/** The router state of `/logout` and then `/login` when the server has ended the session. */
export interface SessionEndState {
  sessionEnded: true;
  /** The page the tab was on: signed in again, the user comes back to it (decision 141). */
  page?: string;
}

export const isSessionEndState = (state: unknown): state is SessionEndState =>
  (state as Partial<SessionEndState> | null)?.sessionEnded === true;

/**
 * A tab whose staff session the server has ended (a 401 of any staff call) signs out like an idle
 * timeout does, through `/logout`, which then leads to the sign-in page, says why, and comes back
 * to the page once signed in, unless the tab had been idle past its timeout.
 */
export function useSessionEndRedirect() {
  const ended = useSessionEnded();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ended || pathname === '/logout') return;
    hideIdleWarning();
    // Idle past the timeout (the machine slept): the next person to sign in starts from his own home.
    const state: SessionEndState = {
      sessionEnded: true,
      page: idleTimeoutPassed() ? undefined : pathname + search + hash,
    };
    navigate('/logout', { replace: true, state });
  }, [ended, pathname, search, hash, navigate]);
}
