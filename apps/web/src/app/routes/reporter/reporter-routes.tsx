import type { RouteObject } from 'react-router';
import { byDefault, lazyScreen } from '../../lazy-screen.tsx';

const email = () => import('./email.route.tsx');

/** The reporter area's routes (spec 000 §2 "Reporter area"), each loaded on demand. */
export const reporterRoutes: RouteObject[] = [
  { path: '/reporter/submit-report', element: lazyScreen(() => import('./submit-report.route.tsx'), byDefault) },
  { path: '/reporter/login', element: lazyScreen(() => import('./login.route.tsx'), byDefault) },
  { path: '/reporter/report-summary', element: lazyScreen(() => import('./report-summary.route.tsx'), byDefault) },
  { path: '/reporter/change-password', element: lazyScreen(() => import('./change-password.route.tsx'), byDefault) },
  { path: '/reporter/email', element: lazyScreen(email, byDefault) },
  { path: '/reporter/email/setup-email', element: lazyScreen(email, byDefault) },
  { path: '/reporter/email/edit-email', element: lazyScreen(email, byDefault) },
];
