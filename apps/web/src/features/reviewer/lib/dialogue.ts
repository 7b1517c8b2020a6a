import type { TReportLogEvent, TReviewerComment } from '@candor/shared';

/** Dialogue lists show 10 rows; each Show more adds 10 (spec 001 §9). */
export const DIALOGUE_STEP = 10;

export type DialogueView = 'dialogue' | 'log' | 'all';

export type DialogueEntry =
  | { kind: 'comment'; time: string; comment: TReviewerComment }
  | { kind: 'log'; time: string; log: TReportLogEvent };

/** Comments, log events or both, newest first: the pills of a dialogue (spec 001 §2). */
export function dialogueEntries(
  comments: TReviewerComment[],
  logs: TReportLogEvent[],
  view: DialogueView,
): DialogueEntry[] {
  const entries: DialogueEntry[] = [
    ...(view === 'log' ? [] : comments.map((c) => ({ kind: 'comment' as const, time: c.updateTime, comment: c }))),
    ...(view === 'dialogue' ? [] : logs.map((l) => ({ kind: 'log' as const, time: l.actionTime, log: l }))),
  ];
  return entries.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/** Log additional info is cut at 500 characters with an ellipsis (spec 001 §5). */
export const LOG_INFO_MAX = 500;
export const truncateInfo = (text: string) => (text.length > LOG_INFO_MAX ? `${text.slice(0, LOG_INFO_MAX)}…` : text);
