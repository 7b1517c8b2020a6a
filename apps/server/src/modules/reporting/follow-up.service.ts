import {
  isReportOpen,
  LIMITS,
  reporterOrHotline,
  type TChangePassword,
  type TCommentPayload,
  type TNotificationEmailUpdate,
  type TReportDetail,
  ZNotificationEmail,
  ZReportDetail,
} from '@candor/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notifyReviewers } from '../../jobs/notify-reviewers.job.ts';
import { checkedJson } from '../../lib/checked-serializer.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, notFound, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sanitizeRequired } from '../../lib/sanitize.ts';
import { addSearchTokens } from '../../lib/search-index.repository.ts';
import { searchTokens } from '../../lib/search-tokens.ts';
import type { SessionInfo } from '../../lib/session.ts';
import { localize, organizationNameIn } from './localize.ts';
import { isPasswordSecure } from './password-strength.ts';
import * as repo from './report.repository.ts';
import { assertReportOpen, recordReporterUpdate } from './report-status.ts';
import { type RecordAnswer, writeOnce } from './submission-keys.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const MAX_FAILURES = LIMITS.reporterLoginMaxFailures;
const LOCK_SECONDS = LIMITS.reporterLockMs / 1000;
const locked = () => unauthorized('error.login.locked', { numberOfLoginAttemptsLeft: 0 });
/** A time PostgreSQL wrote into JSON, as the API writes times. */
const isoText = (t: string) => new Date(t).toISOString();

const LIVE_FIELDS = {
  orgName: true,
  categoryName: true,
  reporterLockedOut: true,
  reporterNotificationsEnabled: true,
} as const;
type LiveFields = Pick<TReportDetail, keyof typeof LIVE_FIELDS>;
/** What the sealed copy of a reporter's view holds: all of it but the fields read on every request. */
const ZSealedView = ZReportDetail.omit(LIVE_FIELDS);

/** What a reporter (or a hotline agent for a caller) does with one report after signing in. */
export function createFollowUpService({ db, codec }: { db: Db; codec: Codec }) {
  async function report(referenceId: string): Promise<repo.ReportRow> {
    const row = await repo.findReportByReference(db, codec.referenceHash(referenceId));
    if (!row) throw notFound();
    return row;
  }

  // Texts are sanitized when written, and the web renders them through its own allow-list (decision 027).
  const reveal = (sealed: string) => codec.decryptText(sealed);

  /** The JSON of a report's view but its live fields, checked against the contract as every answer is. */
  function sealedView({ report, answers, files, comments }: repo.ReporterViewToSeal, referenceId: string): string {
    const view: z.input<typeof ZSealedView> = {
      // The report was found by this ID's keyed hash: it is the report's ID.
      referenceId,
      sequentialId: report.sequentialId,
      orgId: report.organizationId,
      statusId: report.statusId,
      createTime: report.createTime.toISOString(),
      actionTime: iso(report.actionTime),
      reviewedTime: iso(report.reviewedTime),
      closedTime: iso(report.closedTime),
      reportInput: reveal(report.reportInput),
      reportInputTranslation: null,
      reportQuestions: answers.map((a) => ({ description: a.questionText, value: reveal(a.value) })),
      reportAttachmentSummaries: files.map((f) => ({
        id: f.id,
        name: reveal(f.fileName),
        commentId: f.commentId,
        createDate: isoText(f.createDate),
        attachmentSource: f.source,
      })),
      reportComments: comments.map((c) => ({
        commentId: c.id,
        commentText: c.deleted ? '' : reveal(c.commentText),
        createTime: isoText(c.createTime),
        updateTime: isoText(c.deleted ? (c.deletedTime ?? c.updateTime) : c.updateTime),
        deleted: c.deleted,
        reporterComment: c.reporterComment,
        fromHotline: c.fromHotline,
      })),
      notificationEmail: report.notificationEmail === null ? null : reveal(report.notificationEmail),
      typeId: report.typeId,
      reportName: report.reportName === null ? null : reveal(report.reportName),
      reporterCommunicationEnabled: isReportOpen(report.statusId),
      isTranslatingEnabled: false,
    };
    return checkedJson(ZSealedView, view, 'GET', 'reporter view');
  }
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

  /** Writes the reporter's or the agent's comment, recording its answer with `record` in the same transaction. */
  async function writeComment(
    row: repo.ReportRow,
    commentText: string,
    agent: SessionInfo['user'],
    record: RecordAnswer<{ commentId: number }>,
  ): Promise<{ commentId: number }> {
    assertReportOpen(row);
    const text = sanitizeRequired(commentText, 'body.commentText');
    return db.transaction(async (tx) => {
      const commentId = await repo.insertComment(tx, {
        reportId: row.id,
        commentText: codec.encryptText(text),
        reporterComment: true,
        fromHotline: agent !== null,
        // Questions are the reviewers' (spec 001 §4): the reporter's words never are one.
        isQuestion: false,
        authorUserId: agent?.id ?? null,
      });
      await addSearchTokens(tx, row.id, searchTokens(codec, { html: [text] }));
      await recordReporterUpdate(
        tx,
        row.id,
        agent ? { actor: `hotline:${agent.login}`, userId: agent.id } : { actor: 'reporter' },
      );
      await notifyReviewers.enqueue(tx, {
        reportId: row.id,
        event: 'reporter-update',
        author: reporterOrHotline(agent !== null),
      });
      await record(tx, row.id, { commentId });
      return { commentId };
    });
  }

  return {
    /** The session of `idHash` and the view of the report it is bound to, read together (decision 042). */
    sessionView: (idHash: string) => reporterView(idHash),

    /**
     * The reporter's view of the report `referenceId` (the session's own, checked by the route)
     * as JSON, from the view `sessionView` read; 404 when the session is bound to none. Its
     * sealed copy is built first when there is none (decision 073); the live fields are added
     * to it as read.
     */
    async detailJson(view: repo.ReporterView | undefined, referenceId: string, langKey: string): Promise<string> {
      if (!view) throw notFound();
      const stored =
        view.sealed === null
          ? await repo.sealReporterView(db, view.reportId, (v) => codec.encryptText(sealedView(v, referenceId)))
          : view.sealed;
      if (stored === undefined) throw notFound();
      const live: LiveFields = {
        orgName: organizationNameIn(view.orgNames, view.orgName, langKey),
        categoryName: localize(view.categoryNames, langKey) ?? '',
        reporterLockedOut: repo.isLocked(view),
        reporterNotificationsEnabled: view.reporterNotificationsEnabled ?? false,
      };
      // Two JSON objects without a key in common: the second's members follow the first's.
      return `${codec.decryptText(stored).slice(0, -1)},${JSON.stringify(live).slice(1)}`;
    },

    /**
     * A comment from the reporter, or from a hotline agent on the caller's behalf: sanitized,
     * sealed, the report set to Updated and the reviewers told, all in one transaction. With a
     * key, a retry after a lost answer is answered with the first comment (decision 109).
     */
    async comment(
      referenceId: string,
      body: Required<TCommentPayload>,
      session: SessionInfo,
      key?: string,
    ): Promise<{ commentId: number }> {
      if (body.hidden || body.taggedReviewers.length > 0) throw badRequest('error.validation');
      const row = await report(referenceId);
      const agent = session.user;
      const request = ['comment', agent ? `hotline:${agent.id}` : 'reporter', row.id, body];
      return writeOnce(db, codec, { key, request }, (record) => writeComment(row, body.commentText, agent, record));
    },

    /**
     * A new password for an open report (spec 000 §6 hides the item once it is closed, as the other
     * writes refuse it); every other session of the report ends with the old one.
     */
    async changePassword(session: SessionInfo, { currentPassword, newPassword }: TChangePassword): Promise<void> {
      const row = await report(session.reportRef ?? '');
      assertReportOpen(row);
      await confirmPassword(row, currentPassword, 'reporter.passwordChange.error');
      if (!isPasswordSecure(newPassword)) throw badRequest('passwordFailsComplexity');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        // Two changes at once both knew the old password: the second finds it gone and is refused like a wrong one.
        if (!(await repo.replacePasswordHash(tx, row.id, row.passwordHash, passwordHash))) {
          throw badRequest('reporter.passwordChange.error');
        }
        await repo.endOtherReportSessions(tx, row.id, session.idHash);
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
