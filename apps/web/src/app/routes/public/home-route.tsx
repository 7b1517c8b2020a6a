import { homeRouteFor } from '@candor/shared';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// Its own chunk: the other pages, reporter pages first, do without the home's sections.
const PublicHome = lazyComponent(
  () => import('../../../features/home/components/public-home.tsx'),
  (m) => m.PublicHome,
);

/**
 * `/`: the home by role in the spec's order (connects admin, hotline, reviewer, reporter,
 * import/statistics, platform admin), a spinner while the session loads, else the public home.
 */
export function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  const home = session.account ? homeRouteFor(session.account.authorities, session.account) : null;
  if (home) return <Navigate to={home} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <PublicHome />
    </Suspense>
  );
}
