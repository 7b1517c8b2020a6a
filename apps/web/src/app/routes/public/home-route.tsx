import { homeRouteFor } from '@candor/shared';
import { Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { pageAfterSignIn } from '../../session/page-after-sign-in.ts';

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
  if (home) return <SignedInHome home={home} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <PublicHome />
    </Suspense>
  );
}

/** A signed-in user's way on: the page he asked for before signing in, else his home. */
function SignedInHome({ home }: { home: string }) {
  const [page] = useState(() => pageAfterSignIn() ?? home);
  return <Navigate to={page} replace />;
}
