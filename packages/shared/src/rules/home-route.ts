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
}

/** The home route by role, in the spec's order; null means the public home. */
export function homeRouteFor(authorities: readonly string[], flags: ReviewerFlags = {}): string | null {
  const has = (role: string) => authorities.includes(role);
  if (has(AUTHORITIES.CONNECTS_ADMIN)) return '/connects-admin/organizations';
  if (has(AUTHORITIES.HOTLINE_AGENT)) return '/hotline';
  if (REVIEWER_ROLES.some(has) || flags.delegateReviewer || flags.programAdmin) return '/reviewer';
  if (has(AUTHORITIES.REPORTER)) return '/reporter/report-summary';
  if (has(AUTHORITIES.IMPORT) || has(AUTHORITIES.STATISTICS)) return '/data-tools';
  if (has(AUTHORITIES.ADMIN)) return '/admin';
  return null;
}
