import { AUTHORITIES } from '../constants.ts';
import { reportPermissions } from './report-permissions.ts';

/**
 * Who may transcribe a report (spec 001 §2, §6): a transcriber, or a reviewer who holds
 * TRANSCRIBE_REPORT on the reports he reaches (a case owner: not a delegate reviewer).
 */
export function canTranscribe(user: { authorities: readonly string[]; delegateReviewer: boolean }): boolean {
  if (user.authorities.includes(AUTHORITIES.TRANSCRIBER)) return true;
  const facts = { authorities: user.authorities, userType: null, delegateReviewer: user.delegateReviewer };
  return reportPermissions(facts, { withinReach: true }).includes('TRANSCRIBE_REPORT');
}
