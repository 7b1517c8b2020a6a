/** The 16 report permissions of a staff user for one report (spec 001 §6, decision 020). */
import { AUTHORITIES } from '../constants.ts';
import { REPORT_PERMISSIONS, type ReportPermission } from '../contracts/reviewer.ts';

export interface ReviewerFacts {
  authorities: readonly string[];
  userType: string | null;
  delegateReviewer: boolean;
}

export interface ReportFacts {
  /** Within the user's reach (organizations, categories, sensitive rule, or delegated to a delegate). */
  withinReach: boolean;
}

/** `ROLE_MASTER_REVIEWER` or user type `MASTER_REVIEWER`; a delegate reviewer never is one. */
export const isMasterReviewer = (u: ReviewerFacts): boolean =>
  !u.delegateReviewer && (u.authorities.includes(AUTHORITIES.MASTER_REVIEWER) || u.userType === 'MASTER_REVIEWER');

const EVERYONE: ReportPermission[] = [
  'VIEW_REPORT',
  'VIEW_REPORT_METADATA',
  'REVIEWER_DIALOGUE',
  'VIEW_REPORTER_DIALOGUE',
  'PRINT_REPORT',
  'WATCH_REPORT',
  'FLEX_FIELDS',
];
const CASE_OWNER: ReportPermission[] = [
  'WRITE_REPORTER_DIALOGUE',
  'CLOSE_REPORT',
  'PRIORITIZE_REPORT',
  'NAME_REPORT',
  'LINK_REPORT',
  'TRANSCRIBE_REPORT',
];
const MASTER_ONLY: ReportPermission[] = ['ASSIGN_DELEGATE_REPORT', 'CHANGE_REPORT_CATEGORY_OR_ORGANIZATION'];

/** The permissions in the spec's order; none outside reach or without ROLE_USER. */
export function reportPermissions(user: ReviewerFacts, report: ReportFacts): ReportPermission[] {
  if (!report.withinReach || !user.authorities.includes(AUTHORITIES.USER)) return [];
  const held = new Set<ReportPermission>(EVERYONE);
  if (user.delegateReviewer) held.add('RECEIVE_DELEGATE_REPORT');
  else for (const p of CASE_OWNER) held.add(p);
  if (isMasterReviewer(user)) for (const p of MASTER_ONLY) held.add(p);
  return REPORT_PERMISSIONS.filter((p) => held.has(p));
}
