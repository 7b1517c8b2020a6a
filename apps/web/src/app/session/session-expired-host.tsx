import { lazy, Suspense } from 'react';
import { useSessionExpired } from './session-expired.ts';

const SessionExpiredModal = lazy(() => import('./session-expired-modal.tsx'));

/** Loads and shows the Session Expired modal when an idle timeout asks for it. */
export function SessionExpiredHost() {
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal wasAuthenticated={expired.wasAuthenticated} />
    </Suspense>
  );
}
