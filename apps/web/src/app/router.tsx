import { AUTHORITIES as A, type Authority } from '@candor/shared';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { NotFoundView } from './errors/not-found-view.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { byDefault, lazyScreen } from './lazy-screen.tsx';
import { HomeRoute } from './routes/public/home-route.tsx';
import { type PrivateRouteSpec, privateRoute, RequireAuthorities } from './session/private-route.tsx';

const email = () => import('./routes/reporter/email-route.tsx');
const invalidReviewer = () => import('./routes/public/invalid-reviewer-route.tsx');

/** Reviewer-area authorities (spec 001): reviewers, delegates, client admins, transcribers. */
const REVIEWER = [A.USER, A.MASTER_REVIEWER, A.CLIENT_ADMIN, A.TRANSCRIBER] as const;

const staffSubmitRoutes = () => import('./routes/staff-submit-route.tsx');
type StaffSubmitRoutes = Awaited<ReturnType<typeof staffSubmitRoutes>>;
/** A route of the submit flow's staff modes: hotline agents, transcribers (decisions 052, 053). */
const staffSubmit = (
  path: string,
  authorities: readonly Authority[],
  pick: (m: StaffSubmitRoutes) => ComponentType,
) => ({
  path,
  element: <RequireAuthorities authorities={authorities}>{lazyScreen(staffSubmitRoutes, pick)}</RequireAuthorities>,
});

/** Who may transcribe: transcribers and reviewers (delegates are refused by the server, decision 053). */
const TRANSCRIBERS = [A.USER, A.TRANSCRIBER] as const;

/** Connects admins everywhere in the area; client admins at their organizations' pages (spec 002 §2, §6). */
const ADMINS = [A.CONNECTS_ADMIN, A.CLIENT_ADMIN] as const;
const toOrganizations = <Navigate to="/connects-admin/organizations" replace />;
const admin = (path: string, screen: PrivateRouteSpec['screen'], authorities: readonly Authority[] = ADMINS) =>
  privateRoute({ path, authorities, screen });
const usersScreen = () => import('./routes/admin/admin-users-route.tsx');
const userScreen = () => import('./routes/admin/admin-user-route.tsx');
const categoryAccess = () => import('./routes/admin/category-access-route.tsx');

/** The connects-admin routes (spec 002 §2 "Connects-admin routes"). */
const adminRoutes: RouteObject[] = [
  { path: '/connects-admin', element: toOrganizations },
  { path: '/connects-admin/administration', element: toOrganizations },
  admin('/connects-admin/organizations', () => import('./routes/admin/admin-organizations-route.tsx')),
  admin('/connects-admin/organization/users', usersScreen),
  admin('/connects-admin/organization/category-access', categoryAccess),
  admin('/connects-admin/organization/:organizationId', () => import('./routes/admin/admin-organization-route.tsx')),
  admin('/connects-admin/organization/:organizationId/user', usersScreen),
  admin('/connects-admin/organization/:organizationId/users', usersScreen),
  admin('/connects-admin/organization/:organizationId/user/new', userScreen),
  admin('/connects-admin/organization/:organizationId/user/:legacyUserId', userScreen),
  admin('/connects-admin/organization/:organizationId/category-access', categoryAccess),
  admin('/connects-admin/users', usersScreen),
  admin('/connects-admin/category-access', categoryAccess),
  admin('/connects-admin/admin-users', () => import('./routes/admin/admin-admin-users-route.tsx'), [A.CONNECTS_ADMIN]),
  admin('/connects-admin/admin-user/new', userScreen, [A.CONNECTS_ADMIN]),
  admin('/connects-admin/admin-user/:legacyUserId', userScreen, [A.CONNECTS_ADMIN]),
  admin('/connects-admin/audit', () => import('./routes/admin/admin-audit-route.tsx'), [A.CONNECTS_ADMIN]),
  { path: '/connects-admin/*', element: toOrganizations },
];

/** `/reporter` has no page of its own: it opens the report form, keeping the link's parameters. */
function ReporterIndex() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/reporter/submit-report', search }} replace />;
}

/** Every route of the app (spec 000 §2 "Global"), inside the frame. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: '/login', element: lazyScreen(() => import('./routes/public/login-route.tsx'), byDefault) },
      { path: '/logout', element: lazyScreen(() => import('./routes/public/logout-route.tsx'), byDefault) },
      {
        path: '/privacy-policy',
        element: lazyScreen(() => import('./routes/public/privacy-policy-route.tsx'), byDefault),
      },
      {
        path: '/account/reset/finish',
        element: lazyScreen(() => import('./routes/public/reset-password-route.tsx'), byDefault),
      },
      {
        path: '/invalid-reviewer-organization',
        element: lazyScreen(invalidReviewer, (m) => m.InvalidReviewerOrganizationRoute),
      },
      {
        path: '/invalid-reviewer-configuration',
        element: lazyScreen(invalidReviewer, (m) => m.InvalidReviewerConfigurationRoute),
      },
      // The hotline area: home, login, report-status and call-disposition (routes/hotline/hotline-area-route.tsx).
      privateRoute({
        path: '/hotline/:page?',
        authorities: [A.HOTLINE_AGENT],
        screen: () => import('./routes/hotline/hotline-area-route.tsx'),
      }),
      staffSubmit('/hotline/submit-report', [A.HOTLINE_AGENT], (m) => m.HotlineSubmitReport),
      staffSubmit('/hotline/submit-report-success', [A.HOTLINE_AGENT], (m) => m.HotlineSubmitReportSuccess),
      staffSubmit('/reviewer/transcribe-report', TRANSCRIBERS, (m) => m.TranscribeReport),
      staffSubmit('/reviewer/submit-transcribe-report', TRANSCRIBERS, (m) => m.SubmitTranscribeReport),
      privateRoute({
        path: '/reviewer',
        authorities: REVIEWER,
        screen: () => import('./routes/reviewer/reviewer-home-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/overview',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-overview-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/dashboard',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-dashboard-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/report-search',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-report-search-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/report-details/:id',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-report-details-route.tsx'),
      }),
      // The print version without a report goes home (spec 001 §2 "Print version").
      { path: '/reviewer/report-details/print', element: <Navigate to="/" replace /> },
      privateRoute({
        path: '/reviewer/report-details/print/:id',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-print-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/report-summary',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-report-summary-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/reviewer-access',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-access-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/notifications-and-alerts',
        authorities: REVIEWER,
        reports: true,
        screen: () => import('./routes/reviewer/reviewer-rules-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/profile',
        authorities: REVIEWER,
        screen: () => import('./routes/reviewer/reviewer-profile-route.tsx'),
      }),
      privateRoute({
        path: '/reviewer/resetApiKey',
        authorities: REVIEWER,
        screen: () => import('./routes/reviewer/reviewer-reset-api-key-route.tsx'),
      }),
      ...adminRoutes,
      privateRoute({
        path: '/admin',
        authorities: [A.ADMIN],
        screen: () => import('./routes/admin/platform-admin-home-route.tsx'),
      }),
      // Platform management (spec 002 §2 "/admin"): the whole area needs the admin authority.
      privateRoute({
        path: '/admin/:page',
        authorities: [A.ADMIN],
        screen: () => import('./routes/admin/admin-page-route.tsx'),
      }),
      privateRoute({
        path: '/data-tools',
        authorities: [A.IMPORT, A.STATISTICS],
        screen: () => import('./routes/management/data-tools-route.tsx'),
      }),
      // The reporter area (spec 000 §2 "Reporter area").
      { path: '/reporter', element: <ReporterIndex /> },
      {
        path: '/reporter/submit-report',
        element: lazyScreen(() => import('./routes/reporter/submit-report-route.tsx'), byDefault),
      },
      { path: '/reporter/login', element: lazyScreen(() => import('./routes/reporter/login-route.tsx'), byDefault) },
      {
        path: '/reporter/report-summary',
        element: lazyScreen(() => import('./routes/reporter/report-summary-route.tsx'), byDefault),
      },
      {
        path: '/reporter/change-password',
        element: lazyScreen(() => import('./routes/reporter/change-password-route.tsx'), byDefault),
      },
      { path: '/reporter/email', element: lazyScreen(email, byDefault) },
      { path: '/reporter/email/setup-email', element: lazyScreen(email, byDefault) },
      { path: '/reporter/email/edit-email', element: lazyScreen(email, byDefault) },
      { path: '*', element: <NotFoundView /> },
    ],
  },
];

/**
 * The routes, rendered by React Router's declarative API: the app loads no data in its
 * routes, so the data router (about 19 KiB more gzipped on every page) brings nothing.
 * Failures show the error view through the frame's error boundaries (app.tsx, app-layout.tsx).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
