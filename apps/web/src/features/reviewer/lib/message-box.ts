import { isBlank } from '@candor/shared';
/** What a message box holds before it is sent. */
export interface MessageDraft {
  text: string;
  /** Files that pass the attachment rules. */
  files: number;
  tagged: number;
}

/** Submit is enabled when there is text or at least one file (spec 001 §5). */
export const canSendMessage = (d: MessageDraft) => !isBlank(d.text) || d.files > 0;

/**
 * Whether the message is posted as a comment first: with text, or, in the reviewer
 * dialogue, with tagged reviewers — files and tags without text get a blank comment
 * (spec 001 §5). Files alone stand on their own.
 */
export const needsComment = (d: MessageDraft, toReporter: boolean) => !isBlank(d.text) || (!toReporter && d.tagged > 0);

/**
 * A message to the reporter is a question only with words (spec 001 §4: status 5 for a question):
 * files alone answer him as status 8, so the question box waits for text.
 */
export const canAsk = (d: MessageDraft) => needsComment(d, true);
