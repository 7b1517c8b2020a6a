import { lazy, Suspense } from 'react';
import { useIdleWarning } from './idle-warning.ts';
import { useSessionExpired } from './session-expired.ts';

const SessionExpiredModal = lazy(() => import('./session-expired-modal.tsx'));
const IdleWarningModal = lazy(() => import('./idle-warning-modal.tsx'));

/** Loads and shows the idle warning, then the Session Expired modal, when the idle timer asks for them. */
export function SessionExpiredHost() {
  const expired = useSessionExpired();
  const warning = useIdleWarning();
  if (!expired && !warning) return null;
  return (
    <Suspense fallback={null}>
      {expired ? (
        <SessionExpiredModal wasAuthenticated={expired.wasAuthenticated} />
      ) : (
        warning && <IdleWarningModal warning={warning} />
      )}
    </Suspense>
  );
}
