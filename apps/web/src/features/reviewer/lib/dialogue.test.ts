import type { TReportLogEvent, TReviewerAttachment, TReviewerComment } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { attachmentsOf, dialogueEntries, truncateInfo } from './dialogue.ts';

const comment = (id: number, time: string, updateTime = time) =>
  ({ commentId: id, createTime: time, updateTime }) as TReviewerComment;
const log = (type: string, time: string) => ({ trackingType: type, actionTime: time }) as TReportLogEvent;

describe('dialogue entries', () => {
  const comments = [comment(1, '2026-01-01T10:00:00Z'), comment(2, '2026-01-03T10:00:00Z')];
  const logs = [log('VIEWED', '2026-01-02T10:00:00Z')];
  it('shows comments only, logs only, or both newest first', () => {
    expect(dialogueEntries(comments, logs, 'dialogue').map((e) => e.kind)).toEqual(['comment', 'comment']);
    expect(dialogueEntries(comments, logs, 'log').map((e) => e.kind)).toEqual(['log']);
    expect(dialogueEntries(comments, logs, 'all').map((e) => e.time)).toEqual([
      '2026-01-03T10:00:00Z',
      '2026-01-02T10:00:00Z',
      '2026-01-01T10:00:00Z',
    ]);
  });
  it('puts a file sent with a message under it and a file sent alone in the dialogue', () => {
    const file = (id: number, commentId: number | null, time: string) =>
      ({ id, commentId, createDate: time }) as TReviewerAttachment;
    const files = [
      file(7, 1, '2026-01-01T10:00:01Z'),
      file(8, null, '2026-01-04T10:00:00Z'),
      file(9, 99, '2026-01-05T10:00:00Z'),
    ];
    const all = dialogueEntries(comments, logs, 'all', files);
    expect(all.map((e) => (e.kind === 'attachment' ? e.attachment.id : e.kind))).toEqual([
      9,
      8,
      'comment',
      'log',
      'comment',
    ]);
    expect(dialogueEntries(comments, logs, 'log', files).map((e) => e.kind)).toEqual(['log']);
    expect(attachmentsOf(comments[0], files).map((f) => f.id)).toEqual([7]);
  });
  it('keeps an edited or deleted comment where it was written', () => {
    const question = comment(1, '2026-01-01T10:00:00Z', '2026-01-09T10:00:00Z');
    const answer = comment(2, '2026-01-02T10:00:00Z');
    expect(
      dialogueEntries([question, answer], [], 'dialogue').map((e) => e.kind === 'comment' && e.comment.commentId),
    ).toEqual([2, 1]);
  });
  it('cuts log information at 500 characters with an ellipsis', () => {
    expect(truncateInfo('a'.repeat(500))).toBe('a'.repeat(500));
    expect(truncateInfo('a'.repeat(501))).toBe(`${'a'.repeat(500)}…`);
  });
});
