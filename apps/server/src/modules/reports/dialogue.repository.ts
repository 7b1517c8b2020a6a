import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { attachments, commentTags, reportComments, reports } from '../../db/schema/index.ts';

export type CommentRow = typeof reportComments.$inferSelect;

export async function insertReviewerComment(
  tx: Tx,
  values: { reportId: number; commentText: string; hidden: boolean; isQuestion: boolean; authorUserId: number },
): Promise<number> {
  const [row] = await tx
    .insert(reportComments)
    .values({ ...values, reporterComment: false })
    .returning({ id: reportComments.id });
  return row.id;
}

export async function tagReviewers(tx: Tx, commentId: number, userIds: number[]): Promise<void> {
  if (userIds.length > 0) await tx.insert(commentTags).values(userIds.map((userId) => ({ commentId, userId })));
}

export async function findComment(db: Tx, reportId: number, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(reportComments)
    .where(and(eq(reportComments.id, commentId), eq(reportComments.reportId, reportId)));
  return row;
}

const notDeleted = (commentId: number) => and(eq(reportComments.id, commentId), eq(reportComments.deleted, false));

/** Replaces the comment's text; false when it has been deleted meanwhile. */
export async function editComment(tx: Tx, commentId: number, sealed: string): Promise<boolean> {
  const rows = await tx
    .update(reportComments)
    .set({ commentText: sealed, updateTime: sql`now()` })
    .where(notDeleted(commentId))
    .returning({ id: reportComments.id });
  return rows.length > 0;
}

/**
 * Deletes the comment's files, then marks the comment deleted with its wording and whether a file
 * went with it. False when the comment already was deleted (a second deletion that raced the
 * first): the caller must then end its transaction, so that the files stay as they were.
 */
export async function deleteComment(
  tx: Tx,
  comment: { reportId: number; id: number },
  sealedWording: string,
  userId: number,
) {
  const files = await tx
    .update(attachments)
    .set({ deleted: true })
    // The report's files are indexed; its comment's are found among them.
    .where(
      and(
        eq(attachments.reportId, comment.reportId),
        eq(attachments.commentId, comment.id),
        eq(attachments.deleted, false),
      ),
    )
    .returning({ id: attachments.id });
  const claimed = await tx
    .update(reportComments)
    .set({
      commentText: sealedWording,
      deleted: true,
      deletedTime: sql`now()`,
      deletedBy: userId,
      deletedAttachment: files.length > 0,
    })
    .where(notDeleted(comment.id))
    .returning({ id: reportComments.id });
  return claimed.length > 0;
}

/** A message the reporter can read: first and last response times move. */
export async function recordResponse(tx: Tx, reportId: number): Promise<void> {
  await tx
    .update(reports)
    .set({
      initialResponse: sql`coalesce(${reports.initialResponse}, now())`,
      lastResponse: sql`now()`,
      updatedTime: sql`now()`,
    })
    .where(eq(reports.id, reportId));
}
