import { LIMITS } from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { notFound, signInRefused, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import * as repo from './report.repository.ts';

const MAX_FAILURES = LIMITS.reporterLoginMaxFailures;
const LOCK_SECONDS = LIMITS.reporterLockMs / 1000;

const locked = () => signInRefused(0);

/**
 * Reporter sign-in (DESIGN.md §6): five wrong passwords in a row lock the report for an hour.
 * The counter and the lock live in the report row, so they hold across restarts and servers.
 */
export function createReporterAuthService({ db, codec }: { db: Db; codec: Codec }) {
  const find = (referenceId: string) => repo.findReportByReference(db, codec.referenceHash(referenceId));
  return {
    /** Says only whether the report exists, closed or not. */
    async lookup(referenceId: string): Promise<{ exists: true }> {
      if (!(await find(referenceId))) throw notFound();
      return { exists: true };
    },

    /** The report a correct password opens; an unknown report ID fails like a wrong password, without a count. */
    async authenticate(referenceId: string, password: string): Promise<repo.ReportRow> {
      const report = await find(referenceId);
      if (!report) throw unauthorized('error.login.failed');
      if (repo.isLocked(report)) throw locked();
      if (await verifyPassword(report.passwordHash, password)) {
        if (!(await repo.recordSuccessfulLogin(db, report.id))) throw locked();
        return report;
      }
      const { failedLoginAttempts } = await repo.recordFailedLogin(db, report.id, MAX_FAILURES, LOCK_SECONDS);
      const left = Math.max(0, MAX_FAILURES - failedLoginAttempts);
      throw signInRefused(left);
    },
  };
}
