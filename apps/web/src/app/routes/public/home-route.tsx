import { homeRouteFor } from '@candor/shared';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PublicHome } from '../../../features/home/components/public-home.tsx';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * `/`: the home by role in the spec's order (connects admin, hotline, reviewer, reporter,
 * import/statistics, platform admin), a spinner while the session loads, else the public home.
 */
export function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  const home = session.account ? homeRouteFor(session.account.authorities, session.account) : null;
  if (home) return <Navigate to={home} replace />;
  return <PublicHome />;
}
