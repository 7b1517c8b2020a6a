import type { TReportAttachmentSummary, TReportDetail, TReporterComment } from '@candor/shared';

export type TimelineItem =
  | {
      kind: 'comment';
      time: string;
      /** When a deleted message was deleted (its update time, decision 009); null for the others. */
      deletedTime: string | null;
      comment: TReporterComment;
      attachments: TReportAttachmentSummary[];
    }
  | { kind: 'attachment'; time: string; attachment: TReportAttachmentSummary };

/**
 * The dialogue (spec 000 §2): comments, each with its files, and the files added on their
 * own after the report, as one timeline, newest first.
 */
export function dialogueTimeline(
  report: Pick<TReportDetail, 'reportComments' | 'reportAttachmentSummaries'>,
): TimelineItem[] {
  const byComment = new Map<number, TReportAttachmentSummary[]>();
  const standalone: TimelineItem[] = [];
  for (const a of report.reportAttachmentSummaries) {
    if (a.commentId !== null) byComment.set(a.commentId, [...(byComment.get(a.commentId) ?? []), a]);
    else if (a.attachmentSource !== 'ORIGINAL_REPORT')
      standalone.push({ kind: 'attachment', time: a.createDate, attachment: a });
  }
  const comments: TimelineItem[] = report.reportComments.map((comment) => ({
    kind: 'comment',
    time: comment.createTime ?? comment.updateTime,
    deletedTime: comment.deleted ? comment.updateTime : null,
    comment,
    attachments: byComment.get(comment.commentId) ?? [],
  }));
  return [...comments, ...standalone].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/** The files of the original report. */
export const originalAttachments = (report: Pick<TReportDetail, 'reportAttachmentSummaries'>) =>
  report.reportAttachmentSummaries.filter((a) => a.attachmentSource === 'ORIGINAL_REPORT' && a.commentId === null);
