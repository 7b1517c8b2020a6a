import {
  isReportOpen,
  LIMITS,
  type TChangePassword,
  type TCommentPayload,
  type TNotificationEmailUpdate,
  type TReportDetail,
  ZNotificationEmail,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { notifyReviewers } from '../../jobs/notify-reviewers.job.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, notFound, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isBlankText, sanitizeText } from '../../lib/sanitize.ts';
import { addSearchTokens } from '../../lib/search-index.repository.ts';
import { searchTokens } from '../../lib/search-tokens.ts';
import type { SessionInfo } from '../../lib/session.ts';
import { localize } from './localize.ts';
import { isPasswordSecure } from './password-strength.ts';
import * as repo from './report.repository.ts';
import { assertReportOpen, recordReporterUpdate } from './report-status.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const MAX_FAILURES = LIMITS.reporterLoginMaxFailures;
const LOCK_SECONDS = LIMITS.reporterLockMs / 1000;
const locked = () => unauthorized('error.login.locked', { numberOfLoginAttemptsLeft: 0 });
/** A time PostgreSQL wrote into JSON, as the API writes times. */
const isoText = (t: string) => new Date(t).toISOString();

/** What a reporter (or a hotline agent for a caller) does with one report after signing in. */
export function createFollowUpService({ db, codec }: { db: Db; codec: Codec }) {
  async function report(referenceId: string): Promise<repo.ReportRow> {
    const row = await repo.findReportByReference(db, codec.referenceHash(referenceId));
    if (!row) throw notFound();
    return row;
  }

  // Texts are sanitized when written, and the web renders them through its own allow-list (decision 027).
  const reveal = (sealed: string) => codec.decryptText(sealed);
  const reporterView = repo.prepareReporterView(db);

  async function setEmail(row: repo.ReportRow, email: string): Promise<{ notificationEmail: string | null }> {
    assertReportOpen(row);
    if (email !== '' && !(await repo.notificationsEnabledFor(db, row.templateId))) {
      throw badRequest('error.notificationsDisabled');
    }
    const notificationEmail = email === '' ? null : email;
    await repo.setNotificationEmail(
      db,
      row.id,
      notificationEmail === null ? null : codec.encryptText(notificationEmail),
    );
    return { notificationEmail };
  }

  /**
   * The report's password confirms a change: a wrong one counts toward the lock-out like a
   * failed sign-in (issue 7), a locked report accepts none, and a right one ends the run of failures.
   */
  async function confirmPassword(row: repo.ReportRow, password: string, wrongKey: string): Promise<void> {
    if (repo.isLocked(row)) throw locked();
    if (await verifyPassword(row.passwordHash, password)) {
      if (row.failedLoginAttempts > 0 && !(await repo.resetFailedLogins(db, row.id))) throw locked();
      return;
    }
    const { failedLoginAttempts } = await repo.recordFailedLogin(db, row.id, MAX_FAILURES, LOCK_SECONDS);
    const left = Math.max(0, MAX_FAILURES - failedLoginAttempts);
    if (left === 0) throw locked();
    throw badRequest(wrongKey, { numberOfLoginAttemptsLeft: left });
  }

  return {
    /** The session of `idHash` and the view of the report it is bound to, read together (decision 042). */
    sessionView: (idHash: string) => reporterView(idHash),

    /**
     * The reporter's view of the report `referenceId` (the session's own, checked by the route),
     * as `sessionView` read it; 404 when the session is bound to none.
     */
    detail(view: repo.ReporterView | undefined, referenceId: string, langKey: string): TReportDetail {
      if (!view) throw notFound();
      const row = view.report;
      return {
        // The report was found by this ID's keyed hash: it is the report's ID.
        referenceId,
        sequentialId: row.sequentialId,
        orgName: localize({ ...view.orgNames, en: view.orgName }, langKey) ?? view.orgName,
        orgId: view.orgId,
        statusId: row.statusId,
        createTime: row.createTime.toISOString(),
        actionTime: iso(row.actionTime),
        reviewedTime: iso(row.reviewedTime),
        closedTime: iso(row.closedTime),
        reportInput: reveal(row.reportInput),
        reportInputTranslation: null,
        reportQuestions: view.answers.map((a) => ({ description: a.questionText, value: reveal(a.value) })),
        reportAttachmentSummaries: view.files.map((f) => ({
          id: f.id,
          name: codec.decryptText(f.fileName),
          commentId: f.commentId,
          createDate: isoText(f.createDate),
          attachmentSource: f.source,
        })),
        reportComments: view.comments.map((c) => ({
          commentId: c.id,
          commentText: c.deleted ? '' : reveal(c.commentText),
          updateTime: isoText(c.deleted ? (c.deletedTime ?? c.updateTime) : c.updateTime),
          deleted: c.deleted,
          reporterComment: c.reporterComment,
          fromHotline: c.fromHotline,
        })),
        notificationEmail: row.notificationEmail === null ? null : codec.decryptText(row.notificationEmail),
        typeId: row.typeId,
        reportName: row.reportName === null ? null : codec.decryptText(row.reportName),
        categoryName: localize(view.categoryNames, langKey) ?? '',
        reporterLockedOut: repo.isLocked(row),
        reporterCommunicationEnabled: isReportOpen(row.statusId),
        reporterNotificationsEnabled: view.reporterNotificationsEnabled ?? false,
        isTranslatingEnabled: false,
      };
    },

    /**
     * A comment from the reporter, or from a hotline agent on the caller's behalf: sanitized,
     * sealed, the report set to Updated and the reviewers told, all in one transaction.
     */
    async comment(
      referenceId: string,
      body: Required<TCommentPayload>,
      session: SessionInfo,
    ): Promise<{ commentId: number }> {
      if (body.hidden || body.taggedReviewers.length > 0) throw badRequest('error.validation');
      const row = await report(referenceId);
      assertReportOpen(row);
      const text = sanitizeText(body.commentText);
      if (isBlankText(text)) {
        throw badRequest('error.validation', { fieldErrors: [{ field: 'body.commentText', message: 'NotBlank' }] });
      }
      const agent = session.user;
      return db.transaction(async (tx) => {
        const commentId = await repo.insertComment(tx, {
          reportId: row.id,
          commentText: codec.encryptText(text),
          reporterComment: true,
          fromHotline: agent !== null,
          isQuestion: body.isQuestion,
          authorUserId: agent?.id ?? null,
        });
        await addSearchTokens(tx, row.id, searchTokens(codec, [text]));
        await recordReporterUpdate(
          tx,
          row.id,
          agent ? { actor: `hotline:${agent.login}`, userId: agent.id } : { actor: 'reporter' },
        );
        await notifyReviewers.enqueue(tx, { reportId: row.id, event: 'reporter-update' });
        return { commentId };
      });
    },

    /** A new password for the report; every other session of the report ends with the old one. */
    async changePassword(session: SessionInfo, { currentPassword, newPassword }: TChangePassword): Promise<void> {
      const row = await report(session.reportRef ?? '');
      await confirmPassword(row, currentPassword, 'reporter.passwordChange.error');
      if (!isPasswordSecure(newPassword)) throw badRequest('passwordFailsComplexity');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, row.id, passwordHash);
        await repo.deleteOtherReportSessions(tx, row.id, session.idHash);
      });
    },

    /** Sets or (with the empty string) clears the notification email. */
    setNotificationEmail: async (referenceId: string, email: string) => setEmail(await report(referenceId), email),

    /**
     * The same change, confirmed with the report's password. The address may come in the
     * body, in the query, or in both when they agree.
     */
    async setNotificationEmailWithPassword(referenceId: string, body: TNotificationEmailUpdate, inQuery?: string) {
      const disagree = body.email !== undefined && inQuery !== undefined && body.email !== inQuery;
      if (disagree) throw badRequest('error.validation');
      const email = ZNotificationEmail.safeParse(body.email ?? inQuery ?? '');
      if (!email.success) throw badRequest('error.validation');
      const row = await report(referenceId);
      await confirmPassword(row, body.password, 'feedback.notificationEmail.updateError');
      return setEmail(row, email.data);
    },
  };
}
