import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { NotFoundView } from '../../errors/not-found-view.tsx';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => loadChunk(load));

/** The hotline area's screens by their path segment, each loaded when it opens. */
const SCREENS: Record<string, ComponentType | undefined> = {
  '': screen(() => import('./hotline-home-route.tsx')),
  login: screen(() => import('./hotline-login-route.tsx')),
  'report-status': screen(() => import('./hotline-report-status-route.tsx')),
  'call-disposition': screen(() => import('./hotline-call-disposition-route.tsx')),
};

/**
 * `/hotline/:page?` (spec 000 §2 "Hotline area"): home, verification, report status and call
 * disposition through one entry of the app's router, so that the pages every reporter loads
 * carry none of them (decision 054).
 */
export default function HotlineAreaRoute() {
  const Screen = SCREENS[useParams().page ?? ''];
  if (!Screen) return <NotFoundView />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}
