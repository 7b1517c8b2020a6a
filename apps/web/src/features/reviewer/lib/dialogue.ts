import type { TReportLogEvent, TReviewerAttachment, TReviewerComment } from '@candor/shared';

/** Dialogue lists show 10 rows; each Show more adds 10 (spec 001 §9). */
export const DIALOGUE_STEP = 10;

export type DialogueView = 'dialogue' | 'log' | 'all';

export type DialogueEntry =
  | { kind: 'comment'; time: string; comment: TReviewerComment }
  | { kind: 'log'; time: string; log: TReportLogEvent }
  | { kind: 'attachment'; time: string; attachment: TReviewerAttachment };

/**
 * Comments and files, log events, or both, newest first: the pills of a dialogue (spec 001
 * §2). A file sent with a message shows under it; a file sent alone is an entry of its own.
 */
export function dialogueEntries(
  comments: TReviewerComment[],
  logs: TReportLogEvent[],
  view: DialogueView,
  attachments: TReviewerAttachment[] = [],
): DialogueEntry[] {
  const withComment = new Set(comments.map((c) => c.commentId));
  const alone = attachments.filter((a) => a.commentId === null || !withComment.has(a.commentId));
  const entries: DialogueEntry[] = [
    ...(view === 'log' ? [] : comments.map((c) => ({ kind: 'comment' as const, time: c.createTime, comment: c }))),
    ...(view === 'log' ? [] : alone.map((a) => ({ kind: 'attachment' as const, time: a.createDate, attachment: a }))),
    ...(view === 'dialogue' ? [] : logs.map((l) => ({ kind: 'log' as const, time: l.actionTime, log: l }))),
  ];
  return entries.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/** Log additional info is cut at 500 characters with an ellipsis (spec 001 §5). */
export const LOG_INFO_MAX = 500;
export const truncateInfo = (text: string) => (text.length > LOG_INFO_MAX ? `${text.slice(0, LOG_INFO_MAX)}…` : text);

/** The files sent with a comment. */
export const attachmentsOf = (comment: Pick<TReviewerComment, 'commentId'>, attachments: TReviewerAttachment[]) =>
  attachments.filter((a) => a.commentId === comment.commentId);
