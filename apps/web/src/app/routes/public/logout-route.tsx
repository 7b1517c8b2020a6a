import { pageQuery } from '@candor/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { forgetSession, logout } from '../../../lib/session/logout.ts';
import { clearSessionEnded } from '../../../lib/session/session-end.ts';
import { accountQuery } from '../../../lib/session/session-queries.ts';
import type { TimeoutState } from '../../session/idle-timeout.ts';
import { isSessionEndState, type SessionEndState } from '../../session/session-end-redirect.ts';
import { showSessionExpired } from '../../session/session-expired.ts';

/**
 * `/logout`: signs out, resets the state, reloads the session and goes home; after an
 * idle timeout (`?timeout=true` or the router state) the Session Expired modal follows; after
 * the server ended the session, the sign-in page, told so, which comes back to the tab's page.
 */
export default function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = location.state as Partial<TimeoutState> | null;
    const timeout = state?.timeout === true || params.get('timeout') === 'true';
    const wasAuthenticated = state?.wasAuthenticated ?? queryClient.getQueryData(accountQuery.queryKey) != null;
    const ended = isSessionEndState(location.state) ? location.state : null;
    // A session the server has already ended is only forgotten here: the browser's cookie may by now
    // belong to another tab's sign-in, which a sign-out would end.
    const signOut = ended ? forgetSession(queryClient) : logout(queryClient);
    signOut.then(() => {
      clearSessionEnded();
      if (ended) {
        // The screen's own failure messages for the same 401s: the sign-in page says it once.
        notifications.clean();
        const signIn: SessionEndState = { sessionEnded: true };
        navigate(ended.page ? `/login?${pageQuery(ended.page)}` : '/login', { replace: true, state: signIn });
        return;
      }
      navigate('/', { replace: true });
      if (timeout) showSessionExpired(wasAuthenticated);
    });
  }, [queryClient, navigate, location.state, params]);
  return <PageLoader />;
}
