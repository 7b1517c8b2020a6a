import { isBlank } from '@candor/shared';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';
import { onAppStateReset } from '../../../lib/session/logout.ts';

/** What a reviewer has typed in one of a report's message boxes and not sent yet. */
export interface UnsentMessage {
  text: string;
  isQuestion: boolean;
  tagged: string[];
}

type Box = 'reporter' | 'reviewer';

export const EMPTY_DRAFT: UnsentMessage = { text: '', isQuestion: false, tagged: [] };

// Kept in the tab's memory only, while the reviewer moves between a report's tabs and pages;
// signing out drops them all. Closing or reloading the tab, which would lose written text, asks first.
const drafts = new Map<string, UnsentMessage>();
let release: (() => void) | null = null;

function holdWhileKept() {
  if ([...drafts.values()].some((d) => !isBlank(d.text))) release ??= holdBeforeUnload();
  else {
    release?.();
    release = null;
  }
}

onAppStateReset(() => {
  drafts.clear();
  holdWhileKept();
});

const boxOf = (reportId: string, mode: Box) => `${reportId}/${mode}`;

export const draftOf = (reportId: string, mode: Box): UnsentMessage => drafts.get(boxOf(reportId, mode)) ?? EMPTY_DRAFT;

/** Keeps the draft of a message box; an empty one is forgotten. */
export function keepDraft(reportId: string, mode: Box, draft: UnsentMessage): void {
  const empty = draft.text === '' && !draft.isQuestion && draft.tagged.length === 0;
  if (empty) drafts.delete(boxOf(reportId, mode));
  else drafts.set(boxOf(reportId, mode), draft);
  holdWhileKept();
}

/**
 * Forgets a report's drafts (both boxes unless told which): its reporter box can no longer be
 * written in, or the report went out of the reviewer's reach.
 */
export function forgetDrafts(reportId: string, modes: readonly Box[] = ['reporter', 'reviewer']): void {
  for (const mode of modes) drafts.delete(boxOf(reportId, mode));
  holdWhileKept();
}
