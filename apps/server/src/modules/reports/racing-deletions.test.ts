import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { attachments, reportComments, reportLogs } from '../../db/schema/index.ts';
import * as attachmentRepo from '../attachments/attachments.repository.ts';
import { postFile, text } from '../attachments/attachments.test-support.ts';
import * as dialogueRepo from './dialogue.repository.ts';
import { fileReport, reportRowOf } from './reviewer.test-support.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;
const reviewer = await signIn(app, 'reviewer');

const open = async () => {
  const filed = await fileReport(app, db, { inputStatement: 'The night guard sleeps on duty.' });
  await reviewer.get(`/api/reviewer/report/${filed.referenceId}`);
  return { ...filed, reportId: (await reportRowOf(db, codec, filed.referenceId)).id };
};
const logged = async (reportId: number, trackingType: string) =>
  (
    await db
      .select()
      .from(reportLogs)
      .where(and(eq(reportLogs.reportId, reportId), eq(reportLogs.trackingType, trackingType)))
  ).length;
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe('two deletions of one thing at once (decision 128)', () => {
  it('a comment is deleted once: the second is refused, the log says it once, its wording stays', async () => {
    const { referenceId, reportId } = await open();
    const note = await reviewer.post(`/api/report/${referenceId}/comment`, {
      json: { commentText: 'Internal', hidden: true },
    });
    const commentId: number = note.json().commentId;
    const remove = (wording: string) =>
      reviewer.delete(`/api/reviewer/report/${referenceId}/comment/${commentId}`, { text: wording });
    expect(statuses(await Promise.all([remove('Deleted by Rita'), remove('Deleted by Rita')]))).toEqual([204, 403]);
    expect(await logged(reportId, 'COMMENT_DELETED')).toBe(1);

    // Whichever of two racing requests writes second finds the comment deleted, and changes nothing.
    const [before] = await db.select().from(reportComments).where(eq(reportComments.id, commentId));
    const again = await db.transaction((tx) =>
      dialogueRepo.deleteComment(tx, { reportId, id: commentId }, 'sealed', 1),
    );
    const edited = await db.transaction((tx) => dialogueRepo.editComment(tx, commentId, 'sealed'));
    const [after] = await db.select().from(reportComments).where(eq(reportComments.id, commentId));
    expect([again, edited]).toEqual([false, false]);
    expect(after).toEqual(before);
    expect(codec.decryptText(after.commentText)).toBe('Deleted by Rita');
  });

  it('a file is deleted once: the second is not found, the log says it once', async () => {
    const { referenceId, reportId } = await open();
    const file = await postFile(reviewer, `/api/report/${referenceId}/attachment-existing-report?isHidden=true`, {
      name: 'notes.txt',
      content: text('reviewers only'),
    });
    expect(file.statusCode, file.body).toBe(201);
    const id = String(file.json().id);
    const remove = () => reviewer.delete(`/api/report/${referenceId}/attachment?isHidden=true`, { text: id });
    expect(statuses(await Promise.all([remove(), remove()]))).toEqual([204, 404]);
    expect(await logged(reportId, 'ATTACHMENT_DELETED')).toBe(1);
    expect(await attachmentRepo.markDeleted(db, Number(id))).toBe(false);
    const [row] = await db
      .select()
      .from(attachments)
      .where(eq(attachments.id, Number(id)));
    expect(row.deleted).toBe(true);
  });

  it('a deleted comment says whether files went with it, and its files go', async () => {
    const { referenceId } = await open();
    const note = async (commentText: string) =>
      (await reviewer.post(`/api/report/${referenceId}/comment`, { json: { commentText, hidden: true } })).json()
        .commentId as number;
    const withFile = await note('With the shift plan');
    const plain = await note('Nothing attached');
    const file = await postFile(
      reviewer,
      `/api/report/${referenceId}/attachment-existing-report?isHidden=true&commentId=${withFile}`,
      { name: 'shifts.txt', content: text('night shifts') },
    );
    expect(file.statusCode, file.body).toBe(201);
    for (const id of [withFile, plain]) {
      const res = await reviewer.delete(`/api/reviewer/report/${referenceId}/comment/${id}`, { text: 'Deleted' });
      expect(res.statusCode).toBe(204);
    }
    const detail = (await reviewer.get(`/api/reviewer/report/${referenceId}?isRefresh=true`)).json();
    const flags = Object.fromEntries(
      detail.reviewerComments.map((c: { commentId: number; deletedAttachment: boolean }) => [
        c.commentId,
        c.deletedAttachment,
      ]),
    );
    expect(flags).toEqual({ [withFile]: true, [plain]: false });
    expect(detail.reviewerAttachments).toEqual([]);
  });
});
