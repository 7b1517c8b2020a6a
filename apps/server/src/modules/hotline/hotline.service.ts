import { REPORT_METHOD, REPORT_STATUS, type THotlineVerification, type ZCallDisposition } from '@candor/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import type { SessionInfo } from '../../lib/session.ts';
import { localize } from '../reporting/localize.ts';
import type { ReportRow } from '../reporting/report.repository.ts';
import type { createReporterAuthService } from '../reporting/reporter-auth.service.ts';
import * as repo from './hotline.repository.ts';

type ReporterAuth = ReturnType<typeof createReporterAuthService>;
const notFoundField = (field: string) =>
  badRequest('error.validation', { fieldErrors: [{ field, message: 'NotFound' }] });

/** The question a report filed by the hotline is verified with; null when the caller gives the password. */
async function questionOf(db: Db, report: ReportRow, langKey: string): Promise<string | null> {
  if (report.challengeQuestionId === null || report.securityAnswerHash === null) return null;
  return localize(await repo.challengeQuestionTexts(db, report.challengeQuestionId), langKey);
}

/**
 * A hotline agent following up a report for a caller (spec 000 §2 "Hotline area", DESIGN.md §6):
 * the caller is verified with the report's password or the security answer, under the
 * reporters' lock-out, and every call ends with a disposition.
 */
export function createHotlineService({ db, codec, auth }: { db: Db; codec: Codec; auth: ReporterAuth }) {
  async function reportOf(referenceId: string): Promise<ReportRow> {
    const report = await auth.find(referenceId);
    if (!report) throw notFound();
    return report;
  }

  return {
    lookup: (referenceId: string) => auth.lookup(referenceId),

    async challenge(referenceId: string, langKey: string): Promise<THotlineVerification> {
      const report = await reportOf(referenceId);
      const challengeQuestion = await questionOf(db, report, langKey);
      return {
        webReport: report.typeId === REPORT_METHOD.WEB && report.statusId === REPORT_STATUS.NEW,
        challengeQuestion,
        authenticatedWithPassword: challengeQuestion === null,
      };
    },

    /**
     * The caller's password, or answer (YYYYMM) when the report has a security question; a wrong
     * one counts toward the same lock-out as the reporter's sign-in. 400 with the attempts left.
     */
    async verify(referenceId: string, secret: string): Promise<ReportRow> {
      const report = await reportOf(referenceId);
      const hash = report.challengeQuestionId !== null ? report.securityAnswerHash : null;
      // A transcribed report has neither: nothing verifies, so no try counts (as on the web's sign-in).
      if (hash === null && report.passwordHash === NO_PASSWORD) throw badRequest('error.login.failed');
      const left = await auth.attempt(
        report,
        () => (hash === null ? verifyPassword(report.passwordHash, secret) : verifyPassword(hash, secret.trim())),
        'hotline',
      );
      if (left === undefined) return report;
      throw badRequest(left === 0 ? 'error.login.locked' : 'error.login.failed', { numberOfLoginAttemptsLeft: left });
    },

    /** Stores how the call ended and releases the report the call was about. */
    async recordDisposition(session: SessionInfo, body: z.output<typeof ZCallDisposition>): Promise<{ id: number }> {
      const report = body.referenceId ? await auth.find(body.referenceId) : undefined;
      if (body.referenceId && !report) throw notFoundField('body.referenceId');
      if (body.organizationId && !(await repo.organizationExists(db, body.organizationId))) {
        throw notFoundField('body.organizationId');
      }
      // The call's report decides its organization, where it is now: it may have moved during the call.
      const organizationId = report?.organizationId ?? body.organizationId ?? null;
      const comments = body.comments.trim();
      return db.transaction(async (tx) => {
        const id = await repo.insertCallDisposition(tx, {
          agentUserId: session.user!.id,
          reportId: report?.id ?? null,
          organizationId,
          terminationReason: body.terminationReason,
          specialCircumstances: body.specialCircumstances,
          comments: comments === '' ? null : codec.encryptText(comments),
          pageId: body.pageId,
          startTime: new Date(body.startTime),
          stopTime: new Date(body.stopTime),
        });
        if (session.reportId !== null) await repo.releaseSessionReport(tx, session.idHash);
        return { id };
      });
    },
  };
}
