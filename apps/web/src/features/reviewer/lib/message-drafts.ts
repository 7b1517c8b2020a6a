import { isBlank } from '@candor/shared';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';
import { onAppStateReset } from '../../../lib/session/logout.ts';

/** What a reviewer has typed in one of a report's message boxes and not sent yet. */
export interface UnsentMessage {
  text: string;
  isQuestion: boolean;
  tagged: string[];
}

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

const boxOf = (reportId: string, mode: 'reporter' | 'reviewer') => `${reportId}/${mode}`;

export const draftOf = (reportId: string, mode: 'reporter' | 'reviewer'): UnsentMessage =>
  drafts.get(boxOf(reportId, mode)) ?? EMPTY_DRAFT;

/** Keeps the draft of a message box; an empty one is forgotten. */
export function keepDraft(reportId: string, mode: 'reporter' | 'reviewer', draft: UnsentMessage): void {
  const empty = draft.text === '' && !draft.isQuestion && draft.tagged.length === 0;
  if (empty) drafts.delete(boxOf(reportId, mode));
  else drafts.set(boxOf(reportId, mode), draft);
  holdWhileKept();
}

/** Forgets the draft of a box the reviewer can no longer write in (the report was closed). */
export const forgetDraft = (reportId: string, mode: 'reporter' | 'reviewer'): void =>
  keepDraft(reportId, mode, EMPTY_DRAFT);
