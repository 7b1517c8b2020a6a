import { type Authority, worksReports } from '@candor/shared';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { hasAnyAuthority, useSession } from '../../lib/session/use-session.ts';
import { ForbiddenView } from '../errors/forbidden-view.tsx';
import { byDefault, lazyScreen } from '../lazy-screen.tsx';
import { goToSingleSignOn } from './sso.ts';

function RedirectToSingleSignOn() {
  useEffect(goToSingleSignOn, []);
  return <PageLoader />;
}

/**
 * Lets through a signed-in user holding one of the authorities (any, when none are
 * listed). Others go to single sign-on; a signed-in user without them sees the 403 view.
 */
export function RequireAuthorities({
  authorities,
  children,
}: {
  authorities: readonly Authority[];
  children: ReactNode;
}) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') return <RedirectToSingleSignOn />;
  if (authorities.length > 0 && !hasAnyAuthority(session.account, authorities)) return <ForbiddenView />;
  return children;
}

/** A case screen: an account that reaches no report (a transcriber, decision 020) goes to the area's page. */
function RequireReportWork({ children }: { children: ReactNode }) {
  const { account } = useSession();
  if (account && !worksReports(account.authorities, account)) return <Navigate to="/reviewer" replace />;
  return children;
}

export interface PrivateRouteSpec {
  path: string;
  authorities: readonly Authority[];
  /** A screen of reports, for accounts that work them. */
  reports?: true;
  /** The screen's module, loaded on demand once access is granted; its default export is the screen. */
  screen: () => Promise<{ default: ComponentType }>;
}

/** A private route (spec 000 §2). Declaring one without a screen is a programming error. */
export function privateRoute(spec: PrivateRouteSpec): RouteObject {
  if (typeof spec.screen !== 'function') throw new Error(`Private route ${spec.path} is declared without a screen.`);
  return {
    path: spec.path,
    element: (
      <RequireAuthorities authorities={spec.authorities}>
        {spec.reports ? (
          <RequireReportWork>{lazyScreen(spec.screen, byDefault)}</RequireReportWork>
        ) : (
          lazyScreen(spec.screen, byDefault)
        )}
      </RequireAuthorities>
    ),
  };
}
