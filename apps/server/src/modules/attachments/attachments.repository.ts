import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { attachments, reportComments, reports } from '../../db/schema/index.ts';

export type AttachmentSource = (typeof attachments.$inferSelect)['source'];
export type AttachmentRow = typeof attachments.$inferSelect;

const reportColumns = {
  id: reports.id,
  statusId: reports.statusId,
  createTime: reports.createTime,
  passwordHash: reports.passwordHash,
  reporterLoginCount: reports.reporterLoginCount,
  lastReporterLogin: reports.lastReporterLogin,
  lockedUntil: reports.lockedUntil,
  transcriberUserId: reports.transcriberUserId,
};
export type ReportForUpload = { [K in keyof typeof reportColumns]: (typeof reports.$inferSelect)[K] };

/** The report whose report ID has this keyed hash (`codec.referenceHash`). */
export async function findReport(db: Tx, referenceHash: string): Promise<ReportForUpload | undefined> {
  const [row] = await db.select(reportColumns).from(reports).where(eq(reports.referenceHash, referenceHash));
  return row;
}

/** The report row locked for the rest of the transaction, so two uploads cannot both take the last place. */
export async function lockReport(tx: Tx, reportId: number): Promise<ReportForUpload | undefined> {
  const [row] = await tx.select(reportColumns).from(reports).where(eq(reports.id, reportId)).for('update');
  return row;
}

/** Names of the report's files that are not deleted, of one visibility. */
export async function attachmentNames(db: Tx, reportId: number, hidden: boolean): Promise<string[]> {
  const rows = await db
    .select({ name: attachments.fileName })
    .from(attachments)
    .where(and(eq(attachments.reportId, reportId), eq(attachments.hidden, hidden), eq(attachments.deleted, false)))
    .orderBy(asc(attachments.id));
  return rows.map((r) => r.name);
}

export async function insertAttachment(tx: Tx, values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
  const [row] = await tx.insert(attachments).values(values).returning();
  return row;
}

export async function findAttachment(
  db: Tx,
  reportId: number,
  attachmentId: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.reportId, reportId)));
  return row;
}

/** A comment the reporter wrote on this report and that still stands. */
export async function reporterCommentExists(db: Tx, reportId: number, commentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reportComments.id })
    .from(reportComments)
    .where(
      and(
        eq(reportComments.id, commentId),
        eq(reportComments.reportId, reportId),
        eq(reportComments.reporterComment, true),
        eq(reportComments.deleted, false),
      ),
    );
  return Boolean(row);
}

/** A comment this staff user wrote on this report and that still stands. */
export async function staffCommentExists(
  db: Tx,
  reportId: number,
  commentId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reportComments.id })
    .from(reportComments)
    .where(
      and(
        eq(reportComments.id, commentId),
        eq(reportComments.reportId, reportId),
        eq(reportComments.authorUserId, userId),
        eq(reportComments.reporterComment, false),
        eq(reportComments.deleted, false),
      ),
    );
  return Boolean(row);
}

/** Marks the file deleted; false when it already was (a second deletion that raced the first). */
export async function markDeleted(db: Tx, attachmentId: number): Promise<boolean> {
  const rows = await db
    .update(attachments)
    .set({ deleted: true })
    .where(and(eq(attachments.id, attachmentId), eq(attachments.deleted, false)))
    .returning({ id: attachments.id });
  return rows.length > 0;
}
