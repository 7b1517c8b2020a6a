import type { TReportAttachmentSummary, TReporterComment } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { dialogueTimeline, originalAttachments } from './timeline.ts';

const comment = (commentId: number, updateTime: string): TReporterComment => ({
  commentId,
  commentText: `c${commentId}`,
  updateTime,
  deleted: false,
  reporterComment: true,
  fromHotline: false,
});
const file = (
  id: number,
  createDate: string,
  source: TReportAttachmentSummary['attachmentSource'],
  commentId: number | null = null,
) => ({
  id,
  name: `f${id}`,
  commentId,
  createDate,
  attachmentSource: source,
});

describe('the reporter dialogue', () => {
  const report = {
    reportComments: [comment(1, '2025-01-01T10:00:00Z'), comment(2, '2025-01-03T10:00:00Z')],
    reportAttachmentSummaries: [
      file(10, '2025-01-01T09:00:00Z', 'ORIGINAL_REPORT'),
      file(11, '2025-01-02T10:00:00Z', 'REPORTER_ADDED'),
      file(12, '2025-01-03T10:00:00Z', 'REVIEWER_ADDED', 2),
      file(13, '2025-01-04T10:00:00Z', 'REVIEWER_ADDED'),
    ],
  };

  it('merges comments and standalone files, newest first, with each comment keeping its own files', () => {
    const items = dialogueTimeline(report);
    expect(items.map((i) => (i.kind === 'comment' ? `c${i.comment.commentId}` : `a${i.attachment.id}`))).toEqual([
      'a13',
      'c2',
      'a11',
      'c1',
    ]);
    const second = items[1];
    expect(second.kind === 'comment' && second.attachments.map((a) => a.id)).toEqual([12]);
  });

  it('keeps an edited or deleted message where it was written; a view sealed before has its update time', () => {
    const edited = { ...comment(1, '2025-01-09T10:00:00Z'), createTime: '2025-01-01T10:00:00Z' };
    const answer = { ...comment(2, '2025-01-02T10:00:00Z'), createTime: '2025-01-02T10:00:00Z' };
    const order = (comments: TReporterComment[]) =>
      dialogueTimeline({ reportComments: comments, reportAttachmentSummaries: [] }).map(
        (i) => i.kind === 'comment' && i.comment.commentId,
      );
    expect(order([edited, answer])).toEqual([2, 1]);
    expect(order([comment(1, '2025-01-09T10:00:00Z'), answer])).toEqual([1, 2]);
  });

  it('dates a deleted message’s note by its deletion, and keeps it where it was written', () => {
    const deleted = { ...comment(1, '2025-01-20T10:00:00Z'), createTime: '2025-01-01T10:00:00Z', deleted: true };
    const [item] = dialogueTimeline({ reportComments: [deleted], reportAttachmentSummaries: [] });
    expect(item).toMatchObject({ kind: 'comment', time: '2025-01-01T10:00:00Z', deletedTime: '2025-01-20T10:00:00Z' });
    const [kept] = dialogueTimeline({
      reportComments: [comment(2, '2025-01-02T10:00:00Z')],
      reportAttachmentSummaries: [],
    });
    expect(kept).toMatchObject({ deletedTime: null });
  });

  it('keeps the original report files out of the dialogue', () => {
    expect(originalAttachments(report).map((a) => a.id)).toEqual([10]);
  });
});
