/** The reviewer's messages: to the reporter, or to colleagues in the reviewer dialogue. */
import { REPORT_METHOD, REPORT_STATUS } from '@candor/shared';
import type { Db, Tx } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import { notifyReporter } from '../../jobs/notify-reporter.job.ts';
import { notifyStaff } from '../../jobs/notify-staff.job.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { NO_PASSWORD } from '../../lib/passwords.ts';
import { sanitizeRequired, sanitizeText } from '../../lib/sanitize.ts';
import { addSearchTokens, reindexReport } from '../../lib/search-index.repository.ts';
import { searchTokens } from '../../lib/search-tokens.ts';
import { assertReportOpen, changeStatus, withdrawQuestion } from '../reporting/report-status.ts';
import { type RecordAnswer, writeOnce } from '../reporting/submission-keys.ts';
import * as repo from './dialogue.repository.ts';
import type { ReportRow, ReviewerScope } from './reach.repository.ts';
import { authorOf, type ReportAccess, type StaffRef } from './report-access.service.ts';
import { availableReviewers, organizationOf } from './report-detail.repository.ts';
import { addLog, touchReport } from './report-logs.repository.ts';

export interface ReviewerMessage {
  commentText: string;
  isQuestion: boolean;
  hidden: boolean;
  taggedReviewers: number[];
}

/**
 * Whether a reviewer can write to the reporter: not on a transcribed report (methods 4 and 5), and
 * only when someone can come back to read it, with the report's password or, through the hotline,
 * its security answer. A transcribed voicemail (method 2) has neither.
 */
export const reporterCommunication = (typeId: number, canSignIn: boolean) =>
  canSignIn && typeId !== REPORT_METHOD.CLIENT_TRANSCRIBED && typeId !== REPORT_METHOD.PROVIDER_TRANSCRIBED;

export const reporterCommunicationEnabled = (
  report: Pick<ReportRow, 'typeId' | 'passwordHash' | 'securityAnswerHash'>,
) => reporterCommunication(report.typeId, report.passwordHash !== NO_PASSWORD || report.securityAnswerHash !== null);

/**
 * Something the reporter can see was added by staff: status 8 Responded (5 Additional for
 * a question), response times, and an email without content to the reporter.
 */
export async function respondToReporter(
  tx: Tx,
  report: Pick<ReportRow, 'id'>,
  scope: ReviewerScope,
  isQuestion: boolean,
): Promise<void> {
  const to = isQuestion ? REPORT_STATUS.ADDITIONAL : REPORT_STATUS.RESPONDED;
  await changeStatus(tx, report.id, to, { actor: scope.login, userId: scope.userId });
  await repo.recordResponse(tx, report.id);
  await notifyReporter.enqueue(tx, { reportId: report.id });
}

export function createDialogueService({ db, codec, access }: { db: Db; codec: Codec; access: ReportAccess }) {
  async function ownComment(user: StaffRef, id: string, commentId: number) {
    const opened = await access.open(user, id, 'REVIEWER_DIALOGUE');
    const comment = await repo.findComment(db, opened.report.id, commentId);
    if (!comment) throw notFound();
    if (comment.deleted || comment.reporterComment || comment.authorUserId !== opened.scope.userId) throw forbidden();
    if (!comment.hidden) {
      if (!opened.permissions.includes('WRITE_REPORTER_DIALOGUE')) throw forbidden();
      assertReportOpen(opened.report);
    }
    return { ...opened, comment };
  }

  async function writeComment(
    scope: ReviewerScope,
    report: ReportRow,
    message: ReviewerMessage,
    record: RecordAnswer<{ commentId: number }>,
  ): Promise<{ commentId: number }> {
    if (!message.hidden) {
      assertReportOpen(report);
      if (!reporterCommunicationEnabled(report)) throw badRequest('error.reporterCommunicationDisabled');
      if (message.taggedReviewers.length > 0) throw badRequest('error.validation');
    }
    const tagged = [...new Set(message.taggedReviewers)];
    if (tagged.length > 0) {
      const org = await organizationOf(db, report.organizationId);
      const allowed = new Set((await availableReviewers(db, report, chainOf(org))).map((r) => r.id));
      if (tagged.some((t) => !allowed.has(t))) {
        throw badRequest('error.validation', {
          fieldErrors: [{ field: 'body.taggedReviewers', message: 'unknown' }],
        });
      }
    }
    // Only a note to reviewers that tags colleagues may be blank (ZReviewerCommentPayload).
    const text =
      message.hidden && tagged.length > 0
        ? sanitizeText(message.commentText)
        : sanitizeRequired(message.commentText, 'body.commentText');
    return db.transaction(async (tx) => {
      const commentId = await repo.insertReviewerComment(tx, {
        reportId: report.id,
        commentText: codec.encryptText(text),
        hidden: message.hidden,
        isQuestion: !message.hidden && message.isQuestion,
        authorUserId: scope.userId,
      });
      await addSearchTokens(tx, report.id, searchTokens(codec, { html: [text] }));
      if (message.hidden) {
        await repo.tagReviewers(tx, commentId, tagged);
        await touchReport(tx, report.id);
        if (tagged.length > 0) {
          await notifyStaff.enqueue(tx, {
            reportId: report.id,
            event: 'TAGGED',
            userIds: tagged,
            authorUserId: scope.userId,
          });
        }
      } else {
        await respondToReporter(tx, report, scope, message.isQuestion);
      }
      await record(tx, report.id, { commentId });
      return { commentId };
    });
  }

  return {
    /**
     * A reviewer's message, to the reporter or to reviewers. With a key, a retry after a lost
     * answer is answered with the first message and writes nothing (decision 109).
     */
    async comment(user: StaffRef, id: string, message: ReviewerMessage, key?: string): Promise<{ commentId: number }> {
      const need = message.hidden ? 'REVIEWER_DIALOGUE' : 'WRITE_REPORTER_DIALOGUE';
      const { scope, report } = await access.open(user, id, need);
      const request = ['comment', `user:${scope.userId}`, report.id, message];
      return writeOnce(db, codec, { key, request }, (record) => writeComment(scope, report, message, record));
    },

    async edit(user: StaffRef, id: string, commentId: number, text: string): Promise<void> {
      const edited = sanitizeRequired(text, 'body');
      const { scope, report } = await ownComment(user, id, commentId);
      await db.transaction(async (tx) => {
        if (!(await repo.editComment(tx, commentId, codec.encryptText(edited)))) throw forbidden();
        await reindexReport(tx, codec, report.id);
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'COMMENT_EDITED',
          author: authorOf(scope),
        });
      });
    },

    /** The comment keeps its place with the wording the client sends ("deleted by … on …"). */
    async delete(user: StaffRef, id: string, commentId: number, wording: string): Promise<void> {
      const { scope, report, comment } = await ownComment(user, id, commentId);
      await db.transaction(async (tx) => {
        const sealed = codec.encryptText(sanitizeText(wording));
        const claimed = await repo.deleteComment(tx, { reportId: report.id, id: commentId }, sealed, scope.userId);
        if (!claimed) throw forbidden();
        await reindexReport(tx, codec, report.id);
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'COMMENT_DELETED',
          author: authorOf(scope),
        });
        if (comment.isQuestion && !comment.hidden) {
          await withdrawQuestion(tx, report.id, { actor: scope.login, userId: scope.userId });
        }
      });
    },
  };
}

export type DialogueService = ReturnType<typeof createDialogueService>;
