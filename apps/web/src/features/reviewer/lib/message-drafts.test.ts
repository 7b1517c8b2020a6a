import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetAppState } from '../../../lib/session/logout.ts';
import { draftOf, EMPTY_DRAFT, keepDraft } from './message-drafts.ts';

describe('message drafts', () => {
  it('keeps each box of each report apart, forgets an empty one, and drops all on sign-out', () => {
    keepDraft('R-1', 'reporter', { text: 'Which shift?', isQuestion: true, tagged: [] });
    keepDraft('R-1', 'reviewer', { text: '', isQuestion: false, tagged: ['7'] });
    expect(draftOf('R-1', 'reporter')).toEqual({ text: 'Which shift?', isQuestion: true, tagged: [] });
    expect(draftOf('R-1', 'reviewer').tagged).toEqual(['7']);
    expect(draftOf('R-2', 'reporter')).toEqual(EMPTY_DRAFT);
    keepDraft('R-1', 'reviewer', EMPTY_DRAFT);
    expect(draftOf('R-1', 'reviewer')).toEqual(EMPTY_DRAFT);
    resetAppState(new QueryClient());
    expect(draftOf('R-1', 'reporter')).toEqual(EMPTY_DRAFT);
  });
});
