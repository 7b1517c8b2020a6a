import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { logout } from '../../../lib/session/logout.ts';
import { accountQuery } from '../../../lib/session/session-queries.ts';
import type { TimeoutState } from '../../session/idle-timeout.ts';
import { showSessionExpired } from '../../session/session-expired.ts';

/**
 * `/logout`: signs out, resets the state, reloads the session and goes home; after an
 * idle timeout (`?timeout=true` or the router state) the Session Expired modal follows.
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
    logout(queryClient).then(() => {
      navigate('/', { replace: true });
      if (timeout) showSessionExpired(wasAuthenticated);
    });
  }, [queryClient, navigate, location.state, params]);
  return <PageLoader />;
}
