import { LIMITS } from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { notFound, signInRefused, unauthorized } from '../../lib/http-error.ts';
import { NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import * as repo from './report.repository.ts';

const MAX_FAILURES = LIMITS.reporterLoginMaxFailures;
const LOCK_SECONDS = LIMITS.reporterLockMs / 1000;

/**
 * Reporter sign-in (DESIGN.md §6): five wrong passwords in a row lock the report for an hour.
 * The counter and the lock live in the report row, so they hold across restarts and servers.
 */
export function createReporterAuthService({ db, codec }: { db: Db; codec: Codec }) {
  const find = (referenceId: string) => repo.findReportByReference(db, codec.referenceHash(referenceId));
  /**
   * Settles one verification of `report` (a password, or a hotline caller's security answer):
   * a right one ends the run of failures, a wrong one counts toward the lock-out. Undefined on
   * success, else the attempts left (0: locked). The reporter's sign-in and the hotline's share it.
   */
  async function attempt(
    report: repo.ReportRow,
    correct: () => Promise<boolean>,
    by: 'reporter' | 'hotline' = 'reporter',
  ): Promise<number | undefined> {
    if (repo.isLocked(report)) return 0;
    if (await correct()) return (await repo.recordSuccessfulLogin(db, report.id, by)) ? undefined : 0;
    const { failedLoginAttempts } = await repo.recordFailedLogin(db, report.id, MAX_FAILURES, LOCK_SECONDS);
    return Math.max(0, MAX_FAILURES - failedLoginAttempts);
  }

  return {
    /** The report of this ID, if any. */
    find,

    /** Says only whether the report exists, closed or not. */
    async lookup(referenceId: string): Promise<{ exists: true }> {
      if (!(await find(referenceId))) throw notFound();
      return { exists: true };
    },

    attempt,

    /**
     * The report a correct password opens. An unknown report ID fails like a wrong password, without
     * a count; so does a report filed by phone or transcribed, which has no password: its caller's
     * tries on the web do not lock the security question the hotline asks.
     */
    async authenticate(referenceId: string, password: string): Promise<repo.ReportRow> {
      const report = await find(referenceId);
      if (!report || report.passwordHash === NO_PASSWORD) throw unauthorized('error.login.failed');
      const left = await attempt(report, () => verifyPassword(report.passwordHash, password));
      if (left !== undefined) throw signInRefused(left);
      return report;
    },
  };
}
