/** Where "/" leads a signed-in user (spec 000 §2 "Global", §6). */
import { AUTHORITIES } from '../constants.ts';

const REVIEWER_ROLES: readonly string[] = [
  AUTHORITIES.USER,
  AUTHORITIES.MASTER_REVIEWER,
  AUTHORITIES.CLIENT_ADMIN,
  AUTHORITIES.TRANSCRIBER,
];

/** Account flags that make a reviewer even without a reviewer authority. */
export interface ReviewerFlags {
  delegateReviewer?: boolean;
  programAdmin?: boolean;
  dashboardEnabled?: boolean;
  landingPage?: string | null;
}

/**
 * Whether the account works reports as a reviewer (reviewer, master reviewer, delegate,
 * program admin): its home is the overview (spec 001 §2 "/ (root)"). A transcriber or a
 * client admin without a reviewer authority reaches no report (decision 020) and keeps
 * the reviewer area's landing page.
 */
export function worksReports(authorities: readonly string[], flags: ReviewerFlags = {}): boolean {
  return (
    authorities.includes(AUTHORITIES.USER) ||
    authorities.includes(AUTHORITIES.MASTER_REVIEWER) ||
    Boolean(flags.delegateReviewer || flags.programAdmin)
  );
}

export const REVIEWER_OVERVIEW = '/reviewer/overview';
export const REVIEWER_DASHBOARD = '/reviewer/dashboard';

/** The reviewer's landing page (spec 001 §2 "/ (root)"): the dashboard when chosen and enabled, else the overview. */
export const reviewerLanding = (flags: ReviewerFlags): string =>
  flags.landingPage === 'DASHBOARD' && flags.dashboardEnabled ? REVIEWER_DASHBOARD : REVIEWER_OVERVIEW;

/** The home route by role, in the spec's order; null means the public home. */
export function homeRouteFor(authorities: readonly string[], flags: ReviewerFlags = {}): string | null {
  const has = (role: string) => authorities.includes(role);
  if (has(AUTHORITIES.CONNECTS_ADMIN)) return '/connects-admin/organizations';
  if (has(AUTHORITIES.HOTLINE_AGENT)) return '/hotline';
  if (worksReports(authorities, flags)) return reviewerLanding(flags);
  if (REVIEWER_ROLES.some(has)) return '/reviewer';
  if (has(AUTHORITIES.REPORTER)) return '/reporter/report-summary';
  if (has(AUTHORITIES.IMPORT) || has(AUTHORITIES.STATISTICS)) return '/data-tools';
  if (has(AUTHORITIES.ADMIN)) return '/admin';
  return null;
}
