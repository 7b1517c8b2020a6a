import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/frame-content.ts';
import { CASE_MANAGEMENT_ROLES, caseManagementUserQuery } from '../../lib/session/session-queries.ts';
import { hasAnyAuthority, useSession } from '../../lib/session/use-session.ts';
import { ErrorBoundary } from '../errors/error-boundary.tsx';
import { LoadingOverlay } from '../loading/loading-overlay.tsx';
import { useIdleTimeout } from '../session/idle-timeout.ts';
import { useLanguageSync } from '../session/language-sync.ts';
import { useSessionEndRedirect } from '../session/session-end-redirect.ts';
import { SessionExpiredHost } from '../session/session-expired-host.tsx';
import classes from './app-layout.module.css';
import { AnnouncementBanner } from './banners.tsx';
import { EnvironmentRibbon } from './environment-ribbon.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LeaveReportHost } from './leave-report-host.tsx';
import { SkipLinks } from './skip-links.tsx';
import { usePageTop } from './use-page-top.ts';

/** The frame around every page: header, banners, main, footer, overlay, session effects. */
export function AppLayout() {
  const session = useSession();
  useLanguageSync(session);
  useIdleTimeout(session);
  useSessionEndRedirect();
  const { pathname } = useLocation();
  usePageTop(pathname);
  // Case-management users get their user info with the session (spec 000 §1).
  useQuery({ ...caseManagementUserQuery, enabled: hasAnyAuthority(session.account, CASE_MANAGEMENT_ROLES) });
  return (
    <div className={classes.shell}>
      <SkipLinks />
      <EnvironmentRibbon />
      <Header session={session} />
      <AnnouncementBanner kind="top" session={session} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <AnnouncementBanner kind="bottom" session={session} />
      <Footer />
      <LoadingOverlay />
      <SessionExpiredHost />
      <LeaveReportHost />
    </div>
  );
}
