import {
  type AttachmentErrorCode,
  attachmentErrorCode,
  attachmentErrorKey,
  LIMITS,
  REPORT_STATUS,
  reporterOrHotline,
  type TAttachmentSummary,
} from '@candor/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notifyReviewers } from '../../jobs/notify-reviewers.job.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { requireReportSession, type SessionInfo } from '../../lib/session.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { isLocked, recordFailedLogin } from '../reporting/report.repository.ts';
import { assertReportOpen, recordReporterUpdate } from '../reporting/report-status.ts';
import { type RecordAnswer, writeOnce } from '../reporting/submission-keys.ts';
import { reporterCommunicationEnabled, respondToReporter } from '../reports/dialogue.service.ts';
import { authorOf, type ReportAccess, type StaffRef } from '../reports/report-access.service.ts';
import { addLog } from '../reports/report-logs.repository.ts';
import * as repo from './attachments.repository.ts';
import { drain, type IncomingFile } from './incoming-file.ts';
import { UploadInspector, UploadRejected } from './upload-inspector.ts';

/** A reporter uploads right after submitting: for this long, and before the first sign-in. */
const NEW_REPORT_WINDOW_MS = 3600 * 1000;

const rejectUpload = (code: AttachmentErrorCode) => badRequest(attachmentErrorKey(code));

/**
 * Whether a file sent to the other side tells them, as a message does: only the file flagged
 * `notifyOfAttachment` (in the query or the form) among those sent without a message, so that
 * several files sent together tell once. A file of a message rides on its comment.
 */
const announces = (opts: { commentId?: number; notifyOfAttachment?: boolean }, upload: IncomingFile) =>
  opts.commentId === undefined && (opts.notifyOfAttachment ?? upload.notifyOfAttachment ?? false);

function summaryOf(row: repo.AttachmentRow, name: string): TAttachmentSummary {
  return {
    id: row.id,
    name,
    commentId: row.commentId,
    createDate: row.createDate.toISOString(),
    attachmentSource: row.source,
  };
}

interface Receipt {
  source: repo.AttachmentSource;
  /** A reviewer's file kept from the reporter; names and counts are checked per visibility. */
  hidden?: boolean;
  commentId?: number | null;
  authorUserId?: number | null;
  /** Checked after the key lookup, and again with the report locked just before the file is recorded. */
  stillAllowed(report: repo.ReportForUpload): void;
  /** Runs in the transaction that records the file. */
  afterInsert?(tx: Tx, reportId: number): Promise<void>;
  /** Who sends the file, and the key he sends on every try of it (decision 109). */
  once: { author: string; key: string | undefined };
}

export function createAttachmentService({
  db,
  codec,
  storage,
  access,
}: {
  db: Db;
  codec: Codec;
  storage: FileStorage;
  access: ReportAccess;
}) {
  /**
   * Receives one file. With a key, a retry of a file already recorded is read to its end and
   * answered what the first try was, so a lost answer never files it twice; the report's state
   * is checked only after that, as a message's is (decision 109, 111).
   */
  function receive(report: repo.ReportForUpload, upload: IncomingFile, receipt: Receipt): Promise<TAttachmentSummary> {
    const file = { name: upload.filename, hidden: receipt.hidden ?? false };
    const readToEnd = async () => {
      await drain(upload.file);
      await upload.rest();
    };
    const { author, key } = receipt.once;
    return writeOnce<TAttachmentSummary>(
      db,
      codec,
      { key, request: ['file', author, report.id, file.hidden, file.name], onEarlier: readToEnd },
      async (record) => {
        try {
          receipt.stillAllowed(report);
        } catch (err) {
          await drain(upload.file);
          throw err;
        }
        return store(report, upload, receipt, file, record);
      },
    );
  }

  /**
   * Checks what the name tells first, streams the file encrypted to storage while its
   * size and content are checked, then records it with the report locked, checking the
   * count and the name again so that concurrent uploads cannot pass the limits.
   */
  async function store(
    report: repo.ReportForUpload,
    upload: IncomingFile,
    receipt: Receipt,
    { name, hidden }: { name: string; hidden: boolean },
    record: RecordAnswer<TAttachmentSummary>,
  ): Promise<TAttachmentSummary> {
    const visible = await repo.attachmentNames(db, report.id, hidden);
    const early = attachmentErrorCode(name, 0, visible.length, visible);
    if (early) {
      const size = await drain(upload.file);
      throw rejectUpload(attachmentErrorCode(name, size, visible.length, visible) ?? early);
    }
    const fileKey = codec.newFileKey();
    const inspector = new UploadInspector(name);
    let stored: { storageKey: string; size: number };
    try {
      stored = await storage.save(fileKey, upload.file, inspector);
    } catch (err) {
      if (err instanceof UploadRejected) throw rejectUpload(err.code);
      throw err;
    }
    try {
      await upload.rest();
      return await db.transaction(async (tx) => {
        const locked = await repo.lockReport(tx, report.id);
        if (!locked) throw notFound();
        receipt.stillAllowed(locked);
        const names = (await repo.attachmentNames(tx, report.id, hidden)).map(codec.decryptText);
        const code = attachmentErrorCode(name, stored.size, names.length, names);
        if (code) throw rejectUpload(code);
        const inserted = await repo.insertAttachment(tx, {
          reportId: report.id,
          commentId: receipt.commentId ?? null,
          fileName: codec.encryptText(name),
          fileType: inspector.verdict?.mime ?? 'application/octet-stream',
          fileSize: stored.size,
          source: receipt.source,
          hidden,
          storageKey: stored.storageKey,
          wrappedKey: codec.wrapKey(fileKey),
          authorUserId: receipt.authorUserId ?? null,
        });
        await receipt.afterInsert?.(tx, report.id);
        const summary = summaryOf(inserted, name);
        await record(tx, report.id, summary);
        return summary;
      });
    } catch (err) {
      await storage.remove(stored.storageKey);
      throw err;
    }
  }

  /**
   * Open to the browser that just submitted: it proves ownership with the cookie the submission
   * set, or with the report password.
   */
  function assertNewReportWindow(report: repo.ReportForUpload): void {
    const fresh = Date.now() - report.createTime.getTime() < NEW_REPORT_WINDOW_MS;
    const neverSignedIn = report.reporterLoginCount === 0 && report.lastReporterLogin === null;
    if (report.statusId !== REPORT_STATUS.NEW || !fresh || !neverSignedIn) throw forbidden();
  }

  async function reportOfSession(session: SessionInfo | null, referenceId: string): Promise<repo.ReportForUpload> {
    requireReportSession(session, referenceId);
    const report = await repo.findReport(db, codec.referenceHash(referenceId));
    if (!report) throw notFound();
    return report;
  }

  return {
    async uploadToNewReport(
      referenceId: string,
      proof: { granted: boolean; password: string | undefined },
      getFile: () => Promise<IncomingFile | undefined>,
      key?: string,
    ) {
      const { granted, password } = proof;
      const report = await repo.findReport(db, codec.referenceHash(referenceId));
      if (!report || isLocked(report) || (!granted && !password)) throw unauthorized();
      if (!granted && !(await verifyPassword(report.passwordHash, password ?? ''))) {
        // A wrong password here counts toward the reporter lock-out like a failed sign-in.
        await recordFailedLogin(db, report.id, LIMITS.reporterLoginMaxFailures, LIMITS.reporterLockMs / 1000);
        throw unauthorized();
      }
      assertNewReportWindow(report);
      const upload = await getFile();
      if (!upload) throw badRequest();
      return receive(report, upload, {
        source: 'ORIGINAL_REPORT',
        stillAllowed: assertNewReportWindow,
        once: { author: 'reporter', key },
      });
    },

    /**
     * A transcriber's files of the report he just transcribed (decision 053): the same window
     * as the reporter's, proven by the session instead of a password.
     */
    async uploadToTranscribedReport(
      user: StaffRef,
      referenceId: string,
      getFile: () => Promise<IncomingFile | undefined>,
      key?: string,
    ) {
      const report = await repo.findReport(db, codec.referenceHash(referenceId));
      if (!report) throw notFound();
      const filedByUser = (r: repo.ReportForUpload) => {
        if (r.transcriberUserId !== user.id) throw forbidden();
        assertNewReportWindow(r);
      };
      filedByUser(report);
      const upload = await getFile();
      if (!upload) throw badRequest();
      return receive(report, upload, {
        source: 'ORIGINAL_REPORT',
        authorUserId: user.id,
        stillAllowed: filedByUser,
        once: { author: `user:${user.id}`, key },
      });
    },

    async uploadToExistingReport(
      session: SessionInfo | null,
      referenceId: string,
      opts: { commentId?: number; notifyOfAttachment?: boolean },
      getFile: () => Promise<IncomingFile | undefined>,
      key?: string,
    ) {
      const report = await reportOfSession(session, referenceId);
      if (opts.commentId !== undefined && !(await repo.reporterCommentExists(db, report.id, opts.commentId))) {
        throw badRequest('error.validation', {
          fieldErrors: [{ field: 'querystring.commentId', message: 'unknown comment' }],
        });
      }
      const upload = await getFile();
      if (!upload) throw badRequest();
      const agent = session?.user ?? null;
      // A file of a message rides on its comment, which told the reviewers already.
      const notify = announces(opts, upload);
      return receive(report, upload, {
        source: 'REPORTER_ADDED',
        commentId: opts.commentId,
        authorUserId: agent?.id,
        stillAllowed: assertReportOpen,
        once: { author: agent ? `hotline:${agent.id}` : 'reporter', key },
        async afterInsert(tx, reportId) {
          await recordReporterUpdate(
            tx,
            reportId,
            {
              actor: agent ? `hotline:${agent.login}` : 'reporter',
              userId: agent?.id,
            },
            'REPORTER_ATTACHMENT',
          );
          if (notify) {
            await notifyReviewers.enqueue(tx, {
              reportId,
              event: 'reporter-update',
              author: reporterOrHotline(agent !== null),
            });
          }
        },
      });
    },

    /**
     * A reviewer's file: hidden (reviewer dialogue) or for the reporter. The flagged one of files sent
     * without a message answers him like a message, once (spec 001 §4); a file of a message rides
     * on its comment, which answered him.
     */
    async uploadAsReviewer(
      user: StaffRef,
      referenceId: string,
      opts: { commentId?: number; notifyOfAttachment?: boolean; isHidden?: boolean },
      getFile: () => Promise<IncomingFile | undefined>,
      key?: string,
    ) {
      const hidden = opts.isHidden ?? false;
      const opened = await access.open(user, referenceId, hidden ? 'REVIEWER_DIALOGUE' : 'WRITE_REPORTER_DIALOGUE');
      const { report, scope } = opened;
      const stillAllowed = (r: repo.ReportForUpload) => {
        if (!hidden) assertReportOpen(r);
      };
      if (!hidden && !reporterCommunicationEnabled(report)) throw badRequest('error.reporterCommunicationDisabled');
      if (
        opts.commentId !== undefined &&
        !(await repo.staffCommentExists(db, report.id, opts.commentId, scope.userId))
      ) {
        throw badRequest('error.validation', {
          fieldErrors: [{ field: 'querystring.commentId', message: 'unknown comment' }],
        });
      }
      const upload = await getFile();
      if (!upload) throw badRequest();
      const answers = !hidden && announces(opts, upload);
      return receive(report, upload, {
        source: 'REVIEWER_ADDED',
        hidden,
        commentId: opts.commentId,
        authorUserId: scope.userId,
        stillAllowed,
        once: { author: `user:${scope.userId}`, key },
        async afterInsert(tx, reportId) {
          if (answers) await respondToReporter(tx, { id: reportId }, scope, false);
        },
      });
    },

    /**
     * A reviewer deletes a file he added, with the permission its upload needs: REVIEWER_DIALOGUE
     * for a hidden file, WRITE_REPORTER_DIALOGUE for one the reporter sees.
     */
    async deleteAsReviewer(user: StaffRef, referenceId: string, attachmentId: number, isHidden: boolean) {
      const need = isHidden ? 'REVIEWER_DIALOGUE' : 'WRITE_REPORTER_DIALOGUE';
      const { report, scope } = await access.open(user, referenceId, need);
      const row = await repo.findAttachment(db, report.id, attachmentId);
      if (!row || row.deleted || row.hidden !== isHidden) throw notFound();
      if (row.source !== 'REVIEWER_ADDED' || row.authorUserId !== scope.userId) throw forbidden();
      if (!row.hidden) assertReportOpen(report);
      // The file goes; the reviewers' log says who deleted one, as it does for a comment.
      await db.transaction(async (tx) => {
        if (!(await repo.markDeleted(tx, row.id))) throw notFound();
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'ATTACHMENT_DELETED',
          author: authorOf(scope),
        });
      });
    },

    /** Staff downloads: files for the reporter with VIEW_REPORTER_DIALOGUE, hidden ones with REVIEWER_DIALOGUE. */
    async downloadAsReviewer(user: StaffRef, referenceId: string, attachmentId: number, isHidden: boolean) {
      const { report } = await access.open(
        user,
        referenceId,
        isHidden ? 'REVIEWER_DIALOGUE' : 'VIEW_REPORTER_DIALOGUE',
      );
      const row = await repo.findAttachment(db, report.id, attachmentId);
      if (!row || row.deleted || row.hidden !== isHidden) throw notFound();
      const content = await storage.open(row.storageKey, codec.unwrapKey(row.wrappedKey));
      return { content, name: codec.decryptText(row.fileName), type: row.fileType, size: row.fileSize };
    },

    /** Hotline agents reach a report for a caller but cannot open its files (spec 000 §6). */
    async download(session: SessionInfo | null, referenceId: string, attachmentId: number, isHidden: boolean) {
      const report = await reportOfSession(session, referenceId);
      if (session?.user) throw forbidden();
      const row = isHidden ? undefined : await repo.findAttachment(db, report.id, attachmentId);
      if (!row || row.hidden || row.deleted) throw notFound();
      const content = await storage.open(row.storageKey, codec.unwrapKey(row.wrappedKey));
      return { content, name: codec.decryptText(row.fileName), type: row.fileType, size: row.fileSize };
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;
