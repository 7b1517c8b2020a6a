import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionEnded } from '../../lib/session/session-end.ts';
import { hideIdleWarning } from './idle-warning.ts';

/** The router state of `/logout` and then `/login` when the server has ended the session. */
export interface SessionEndState {
  sessionEnded: true;
}

export const isSessionEndState = (state: unknown): state is SessionEndState =>
  (state as Partial<SessionEndState> | null)?.sessionEnded === true;

/**
 * A tab whose staff session the server has ended (a 401 of any staff call) signs out like an idle
 * timeout does, through `/logout`, which then leads to the sign-in page and says why.
 */
export function useSessionEndRedirect() {
  const ended = useSessionEnded();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ended || pathname === '/logout') return;
    hideIdleWarning();
    const state: SessionEndState = { sessionEnded: true };
    navigate('/logout', { replace: true, state });
  }, [ended, pathname, navigate]);
}
